// The web app's pages, one row each (ADR 0033). The router (apps/web/app/routes.ts), the messages a
// page loads first (i18n.ts), the prerender list (react-router.config.ts), the sitemap and robots.txt
// (api features/seo), the server's choice of answer (api plugins/web-app.ts) and the service
// worker's private paths (apps/web/public/sw.js, checked by a test) all read this table, so a page
// cannot be half-registered. A path no row matches is the not-found page, served with status 404.

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface SitePage {
  /** The route's id in the router. */
  id: string;
  /** The English URL: static segments, `:param` for one segment, a final `*` for any below it. */
  path: string;
  /** 'public': one URL per language (French under `/fr`), open to crawlers. 'portal': one URL,
   * the remembered language, client-only, kept from crawlers and the service worker's cache. */
  area: 'public' | 'portal';
  languages: readonly Language[];
  /** The translation namespaces its first render needs (loaded before the prerender and the
   * hydration, which must not wait on a suspended component). */
  namespaces: readonly string[];
  /** Rendered to HTML at build time; for a page with a parameter, once for each value known to the
   * build (the showcase seeds). */
  prerender: boolean;
  sitemap: boolean;
  /** Where a parameter's values live: a value that is none of them is not found (404). */
  param?: 'showcases' | 'listings';
  /** Rendered by the API at request time from the database, and cached until the listings change
   * (ADR 0048): its content is published at run time, so the build cannot know it. */
  live?: true;
}

const PORTAL_NAMESPACES = ['common', 'validation', 'auth'] as const;

export const SITE_PAGES = [
  {
    id: 'site-home',
    path: '/',
    area: 'public',
    languages: LANGUAGES,
    namespaces: ['common', 'home'],
    prerender: true,
    sitemap: true,
  },
  {
    id: 'showcase',
    path: '/:slug',
    area: 'public',
    languages: LANGUAGES,
    namespaces: ['common', 'showcase', 'validation'],
    prerender: true,
    sitemap: true,
    param: 'showcases',
  },
  {
    id: 'listings',
    path: '/listings',
    area: 'public',
    languages: LANGUAGES,
    namespaces: ['common', 'listingsSite'],
    prerender: false,
    sitemap: true,
    live: true,
  },
  {
    id: 'listing',
    path: '/listings/:slug',
    area: 'public',
    languages: LANGUAGES,
    namespaces: ['common', 'listingsSite', 'showcase', 'validation'],
    prerender: false,
    sitemap: true,
    param: 'listings',
    live: true,
  },
  {
    id: 'login',
    path: '/login',
    area: 'portal',
    languages: LANGUAGES,
    namespaces: PORTAL_NAMESPACES,
    prerender: false,
    sitemap: false,
  },
  {
    id: 'reset-password',
    path: '/reset-password',
    area: 'portal',
    languages: LANGUAGES,
    namespaces: PORTAL_NAMESPACES,
    prerender: false,
    sitemap: false,
  },
  {
    id: 'admin',
    path: '/admin/*',
    area: 'portal',
    languages: LANGUAGES,
    namespaces: [
      ...PORTAL_NAMESPACES,
      'admin',
      'crm',
      'search',
      'records',
      'addresses',
      'links',
      'imports',
      'inbox',
      'history',
      'duplicates',
      'ownership',
      'timeline',
    ],
    prerender: false,
    sitemap: false,
  },
  // Issue 29: the client portal (a client's own pages), the invitation a client accepts, and the
  // page a signed-in account that is neither staff nor client lands on.
  {
    id: 'client-portal',
    path: '/portal/*',
    area: 'portal',
    languages: LANGUAGES,
    namespaces: [...PORTAL_NAMESPACES, 'clientPortal'],
    prerender: false,
    sitemap: false,
  },
  {
    id: 'client-invite',
    path: '/portal/invite/:token',
    area: 'portal',
    languages: LANGUAGES,
    namespaces: [...PORTAL_NAMESPACES, 'clientPortal'],
    prerender: false,
    sitemap: false,
  },
  {
    id: 'account-pending',
    path: '/account/pending',
    area: 'portal',
    languages: LANGUAGES,
    namespaces: [...PORTAL_NAMESPACES, 'clientPortal'],
    prerender: false,
    sitemap: false,
  },
] as const satisfies readonly SitePage[];

export type SitePageRow = (typeof SITE_PAGES)[number];
export type SitePageId = SitePageRow['id'];

/** The not-found page, prerendered per language for the server to send with status 404. Two
 * segments, so the router matches it to the catch-all route rather than a showcase. It is no page:
 * asked for by its URL, it is not found either. */
export const NOT_FOUND_PATH = '/errors/404';

/** Every path under a portal page's first segment (`/admin/…`, `/login…`): never cached by the
 * service worker, kept from crawlers, never given a language prefix. */
export const PORTAL_ROOTS = [
  ...new Set(SITE_PAGES.filter((p) => p.area === 'portal').map((p) => p.path.split('/')[1] ?? '')),
];
export const PORTAL_PATH = new RegExp(`^/(${PORTAL_ROOTS.join('|')})(/|$)`);

export interface SitePageMatch {
  page: SitePageRow;
  /** The URL's language; null on the portal (the remembered choice applies). */
  lang: Language | null;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Static segments outrank parameters, which outrank `*` (as in React Router), so a page at
 * `/about` would win over the showcase's `/:slug`. */
function matchPattern(
  pattern: string,
  path: string,
): { rank: number; params: Record<string, string> } | null {
  const want = segments(pattern);
  const have = segments(path);
  const params: Record<string, string> = {};
  let rank = 0;
  for (const [i, part] of want.entries()) {
    if (part === '*') return { rank, params };
    const value = have[i];
    if (value === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = value;
      rank += 2;
    } else if (part === value) rank += 3;
    else return null;
  }
  return have.length === want.length ? { rank, params } : null;
}

/** The page a URL path shows, with its language and parameters; null for the not-found page. The
 * `/fr` prefix is French's: read that way first, so `/fr` is the French home, not a showcase. */
export function matchSitePage(
  pathname: string,
  pages: readonly SitePageRow[] = SITE_PAGES,
): SitePageMatch | null {
  const path = pathname.split(/[?#]/)[0] || '/';
  const readings: Array<[string, Language]> = [[path, 'en']];
  if (/^\/fr(\/|$)/.test(path)) readings.unshift([path.slice(3) || '/', 'fr']);
  for (const [rest, lang] of readings) {
    let best: (SitePageMatch & { rank: number }) | null = null;
    for (const page of pages) {
      const portal = page.area === 'portal';
      if (portal ? lang === 'fr' : !(page.languages as readonly Language[]).includes(lang)) continue;
      const found = matchPattern(page.path, portal ? path : rest);
      if (found && (!best || found.rank > best.rank)) best = { page, lang: portal ? null : lang, ...found };
    }
    if (best) return { page: best.page, lang: best.lang, params: best.params };
  }
  return null;
}

/** The same public path in another language: `/426sunset` ⇄ `/fr/426sunset`. */
export function localizedPath(pathname: string, lang: Language): string {
  const bare = pathname.replace(/^\/fr(?=\/|$)/, '') || '/';
  if (lang === 'en') return bare;
  return bare === '/' ? '/fr' : `/fr${bare}`;
}

/** The values of each kind of parameter (the showcases' and the listings' slugs). */
type ParamValues = Record<NonNullable<SitePage['param']>, readonly string[]>;

/** A page's English paths: its own, or one per value of its parameter. */
function pathsOf(page: SitePageRow, values: ParamValues): string[] {
  if (!('param' in page)) return [page.path];
  return values[page.param].map((value) => page.path.replace(/:[^/]+/, value));
}

/** The slug the build renders each live page with (ADR 0048): React Router accepts a route's
 * `loader` under `ssr: false` only on a prerendered path. The files it writes are dropped. */
export const LIVE_BUILD_SLUG = 'build-template';

/** The live pages' paths for the build (see LIVE_BUILD_SLUG), in each language. */
export function livePagePaths(): string[] {
  return SITE_PAGES.filter((p) => 'live' in p).flatMap((p) =>
    pathsOf(p, { showcases: [], listings: [LIVE_BUILD_SLUG] }).flatMap((path) =>
      p.languages.map((lang) => localizedPath(path, lang)),
    ),
  );
}

/** Every path the build renders to HTML, in each language: the prerendered pages (a showcase per
 * slug given) and the not-found page. */
export function prerenderedPaths(showcaseSlugs: readonly string[]): string[] {
  return [
    ...SITE_PAGES.filter((p) => p.prerender).flatMap((p) =>
      pathsOf(p, { showcases: showcaseSlugs, listings: [] }).flatMap((path) =>
        p.languages.map((lang) => localizedPath(path, lang)),
      ),
    ),
    ...LANGUAGES.map((lang) => localizedPath(NOT_FOUND_PATH, lang)),
  ];
}

/** The sitemap's pages: each English path with the languages it is offered in (a listing per
 * published slug given). */
export function sitemapPages(
  showcaseSlugs: readonly string[],
  listingSlugs: readonly string[] = [],
): Array<{ path: string; languages: readonly Language[] }> {
  return SITE_PAGES.filter((p) => p.sitemap).flatMap((p) =>
    pathsOf(p, { showcases: showcaseSlugs, listings: listingSlugs }).map((path) => ({
      path,
      languages: p.languages,
    })),
  );
}

/** The page's path in React Router's route config: `fr?` in front of a public page's path (one
 * route and one mounted page for both languages), a portal's `*` left to its child routes. */
export function routerPath(page: SitePageRow): string {
  if (page.area === 'portal') return page.path.slice(1).replace(/\/\*$/, '');
  return `fr?${page.path === '/' ? '' : page.path}`;
}

// The listing pages (/listings, /listings/{slug} and their French twins), published at run time,
// so the build cannot prerender them: rendered here by the web app's own server build (kept by the
// web build in dist/render, ADR 0048), with the listings given to the routes' loaders as the load
// context. Each page's HTML is cached with its CSP and compressed copies, keyed on its path and on
// a stamp read from the database, so any change to a listing renews it in every API process.
// The cached HTML is the same for every visitor: no cookie or access token reaches the renderer
// (the deal room's visitor-specific part loads in the browser).
import { LISTING_KINDS, type ListingPagesContext, matchSitePage, type SitePageId } from '@crm/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Page, pageOf, sendPage } from './html-page.js';
import type { WebRenderer } from './web-renderer.js';

export interface LivePagesOptions {
  /** Changes whenever anything the pages show changes. */
  stamp: () => Promise<string>;
  context: ListingPagesContext;
  /** The site's public origin: the URL the pages are rendered at (canonical links come from the
   * build's PUBLIC_URL). */
  origin: string;
  /** Whether a slug is a showcase page's: that page's listing (migration 0043) is shown there. */
  showcaseExists?: (slug: string) => Promise<boolean>;
}

interface Rendered {
  status: number;
  page: Page;
}

/** Pages kept; the least recently rendered goes first. Filters make many /listings variants. */
const CACHE_MAX = 300;

/** The part of the query a page's HTML depends on, in a fixed order: /listings' filters and page
 * (each checked, so junk cannot fill the cache); nothing on a listing (`?access=` is the
 * visitor's, read in the browser). The loaders read the same names. */
function renderedSearch(page: SitePageId, url: URL): string {
  if (page !== 'listings') return '';
  const q = url.searchParams;
  const kept = new URLSearchParams();
  const kind = q.get('kind');
  if (kind && (LISTING_KINDS as readonly string[]).includes(kind)) kept.set('kind', kind);
  const type = q.get('type')?.toLowerCase();
  if (type && /^[a-z][a-z -]{0,39}$/.test(type)) kept.set('type', type);
  const n = Number(q.get('page'));
  if (Number.isInteger(n) && n > 1 && n <= 1000) kept.set('page', String(n));
  const search = kept.toString();
  return search ? `?${search}` : '';
}

export function livePages(renderer: WebRenderer, options: LivePagesOptions) {
  const cache = new Map<string, { stamp: string; rendered: Promise<Rendered> }>();

  const render = async (pathAndSearch: string): Promise<Rendered> => {
    const res = await renderer.render(new Request(`${options.origin}${pathAndSearch}`), options.context);
    return { status: res.status, page: pageOf(await res.text()) };
  };

  /** The page at `key`, rendered once per stamp (concurrent requests share the rendering). */
  const cached = (key: string, stamp: string): Promise<Rendered> => {
    const hit = cache.get(key);
    cache.delete(key);
    const entry = hit?.stamp === stamp ? hit : { stamp, rendered: render(key) };
    cache.set(key, entry);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
    // A failure (or a server error page) is not kept: the next request tries again.
    entry.rendered.then(
      (r) => r.status >= 500 && cache.get(key) === entry && cache.delete(key),
      () => cache.get(key) === entry && cache.delete(key),
    );
    return entry.rendered;
  };

  return {
    /** Answers `path` when it is a listing page or its `.data`; false when it is neither. */
    async serve(request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> {
      const data = path.endsWith('.data');
      const match = matchSitePage(data ? path.slice(0, -'.data'.length) : path);
      if (!match || !('live' in match.page)) return false;
      const slug = match.params.slug;
      if (!data && slug && (await options.showcaseExists?.(slug))) {
        // One page per property: a showcase's listing is its showcase page (/426sunset).
        await reply.redirect(match.lang === 'fr' ? `/fr/${slug}` : `/${slug}`, 301);
        return true;
      }
      if (data) {
        // Client navigation's data: small, never cached (a browser's request, its own query).
        const res = await renderer.render(new Request(`${options.origin}${request.url}`), options.context);
        reply
          .status(res.status)
          .header('cache-control', 'no-cache')
          .type(res.headers.get('content-type') ?? 'text/x-script');
        await reply.send(Buffer.from(await res.arrayBuffer()));
        return true;
      }
      const url = new URL(request.url, options.origin);
      const key = `${path}${renderedSearch(match.page.id, url)}`;
      const { status, page } = await cached(key, await options.stamp());
      await sendPage(reply, page, status);
      return true;
    },
  };
}

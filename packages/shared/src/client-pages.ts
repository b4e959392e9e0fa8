// The client portal's pages and the GETs each one's first render makes (issue 29). Two readers:
// the SPA fallback's early script, which starts those GETs from the page's head (ADR 0051), and
// the API, which renders a signed-in client's page with their answers already in it (ADR 0052).
// One table, so the page the server renders and the page the browser would have built ask for the
// same things.
import type { SessionUser } from './auth.js';
import type { Language } from './site-pages.js';

/** Who is signed in (Better Auth), then the client's record: every client page asks both first. */
export const CLIENT_SESSION_URL = '/api/auth/get-session';
export const CLIENT_ME_URL = '/api/v1/client/me';

/** The user in an answer of CLIENT_SESSION_URL (null when signed out, or no answer). */
export const sessionUserOf = (answer: unknown): SessionUser | null =>
  (answer as { user?: SessionUser } | null | undefined)?.user ?? null;

export interface ClientPageRow {
  /** A regular expression over the URL path; its one group is the page's parameter. */
  path: string;
  /** The page's route id in the router (apps/web/app/routes.ts). */
  route: string;
  /** The GETs its first render makes (after the session and the record on a signed-in page), `$1`
   * standing for the parameter (URL-encoded). */
  data: readonly string[];
  /** A page for the signed out (the invitation): no session, no record, not in the portal's frame. */
  signedOut?: true;
}

export const CLIENT_PAGES: readonly ClientPageRow[] = [
  {
    path: '^/portal/?$',
    route: 'portal-home',
    data: ['/api/v1/client/properties', '/api/v1/client/performance'],
  },
  {
    path: '^/portal/properties/([^/]+)/?$',
    route: 'portal-property',
    data: ['/api/v1/client/properties/$1/performance'],
  },
  { path: '^/portal/updates/?$', route: 'portal-updates', data: ['/api/v1/client/updates'] },
  { path: '^/portal/documents/?$', route: 'portal-documents', data: ['/api/v1/client/documents'] },
  {
    path: '^/portal/messages/?$',
    route: 'portal-messages',
    data: ['/api/v1/client/messages', '/api/v1/client/properties'],
  },
  { path: '^/portal/settings/?$', route: 'portal-settings', data: [] },
  // Signed out: the invitation, and whether Google is offered.
  {
    path: '^/portal/invite/([^/]+)/?$',
    route: 'client-invite',
    data: ['/api/v1/public/client-invites/$1', '/api/v1/public/auth-config'],
    signedOut: true,
  },
];

/** The GETs a page makes first: a signed-in page's session and record, then its own. */
export const clientPageData = (page: ClientPageRow): string[] =>
  page.signedOut ? [...page.data] : [CLIENT_SESSION_URL, CLIENT_ME_URL, ...page.data];

/** The client page at `pathname` and the GETs it starts with; null when the path is no client
 * page, or its parameter is not a well-formed URL part. */
export function clientPageRequests(pathname: string): { page: ClientPageRow; urls: string[] } | null {
  for (const page of CLIENT_PAGES) {
    const match = new RegExp(page.path).exec(pathname);
    if (!match) continue;
    let param = '';
    try {
      param = encodeURIComponent(decodeURIComponent(match[1] ?? ''));
    } catch {
      return null;
    }
    return { page, urls: clientPageData(page).map((url) => url.replace('$1', param)) };
  }
  return null;
}

/** A client's page as the API rendered it (ADR 0052): the answers to its GETs by URL, and the
 * language it was written in. The portal's layout route (or the invitation's) is given it as its
 * loader's data. */
export interface ClientPageRender {
  language: Language;
  answers: Record<string, unknown>;
}

/** The load context the API renders a client's page with. */
export interface ClientPageContext {
  clientPage?: ClientPageRender;
}

/** The paths the build renders the portal's layout and the invitation at, once and without data:
 * React Router accepts a `loader` under `ssr: false` only on a prerendered path. The files it
 * writes (all under /portal) are dropped. */
export const CLIENT_PAGE_BUILD_PATHS = ['/portal', '/portal/invite/build-template'];

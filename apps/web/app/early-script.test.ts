// @vitest-environment jsdom
// The SPA fallback's early script (ADR 0051): on a page of the client portal it asks, from the
// page's head, for what the page will ask first, and preloads its modules and messages; each answer
// of a client's page lands in the query its page reads, so none is asked twice.
import { describe, expect, it } from 'vitest';
import { EARLY_INIT, EARLY_PAGES, earlyScript } from './early-script';
import { earlyKey } from './portal/client-cache-policy';

const ROUTES = {
  'client-portal': { module: '/assets/layout.js', imports: ['/assets/framework.js', '/assets/kit.js'] },
  'portal-home': { module: '/assets/home.js', imports: ['/assets/kit.js'] },
  'portal-property': { module: '/assets/property.js', imports: [] },
};

/** Runs the script as the browser would at `path`, with a stored language; answers what it did. */
function run(path: string, language: string | null = null, chunks = '{}') {
  const fetched: [string, RequestInit][] = [];
  const preloaded: string[] = [];
  const win: { __early?: Record<string, unknown> } = {};
  const script = earlyScript(ROUTES, ['common', 'clientPortal']).replace('M={}', `M=${chunks}`);
  new Function('window', 'location', 'document', 'fetch', 'localStorage', 'setTimeout', script)(
    win,
    { pathname: path },
    {
      createElement: () => ({}),
      head: {
        appendChild: (link: { href: string; rel: string }) => preloaded.push(`${link.rel} ${link.href}`),
      },
    },
    (url: string, init: RequestInit) => {
      fetched.push([url, init]);
      return Promise.resolve(new Response('{}'));
    },
    { getItem: () => language },
    () => {},
  );
  return { fetched, preloaded, early: win.__early };
}

describe('the early script', () => {
  it('asks for the session, the client and the page’s own data, as the app would ask', () => {
    const { fetched } = run('/portal');
    expect(fetched.map(([url]) => url)).toEqual([
      '/api/auth/get-session',
      '/api/v1/client/me',
      '/api/v1/client/properties',
      '/api/v1/client/performance',
    ]);
    for (const [, init] of fetched) expect(init).toEqual(EARLY_INIT);
  });

  it('puts the property of the path in its URL, encoded as the app encodes it', () => {
    const { fetched } = run('/portal/properties/a%20b%2Fc');
    expect(fetched.map(([url]) => url)).toContain('/api/v1/client/properties/a%20b%2Fc/performance');
  });

  it('preloads the page’s modules once each, then its messages in the stored language', () => {
    const chunks = JSON.stringify({
      'en/common': ['/assets/common-en.js'],
      'fr/common': ['/assets/common-fr.js'],
      'fr/clientPortal': ['/assets/client-fr.js', '/assets/shared.js'],
    });
    expect(run('/portal', 'fr', chunks).preloaded).toEqual([
      'modulepreload /assets/layout.js',
      'modulepreload /assets/framework.js',
      'modulepreload /assets/kit.js',
      'modulepreload /assets/home.js',
      'modulepreload /assets/common-fr.js',
      'modulepreload /assets/client-fr.js',
      'modulepreload /assets/shared.js',
    ]);
    expect(run('/portal', null, chunks).preloaded).toContain('modulepreload /assets/common-en.js');
  });

  it('asks for the invitation and the sign-in options on the invitation page, signed out', () => {
    expect(run('/portal/invite/t0k').fetched.map(([url]) => url)).toEqual([
      '/api/v1/public/client-invites/t0k',
      '/api/v1/public/auth-config',
    ]);
  });

  it('does nothing outside the client portal (the staff portal, the sign-in, an unknown page)', () => {
    for (const path of ['/admin', '/login', '/portal/unknown/page']) {
      const { fetched, preloaded, early } = run(path);
      expect([fetched, preloaded, early]).toEqual([[], [], undefined]);
    }
  });

  it('asks a client’s page only for answers its queries read, so none is asked twice', () => {
    // A client's pages (the invitation's answers go to its own queries as they come).
    const urls = EARLY_PAGES.filter((page) => page.routes.includes('client-portal'))
      .flatMap((page) => page.data)
      .filter((url) => url !== '/api/auth/get-session')
      .map((url) => url.replace('$1', 'a%20b'));
    for (const url of urls) expect(earlyKey(url), url).toBeDefined();
  });
});

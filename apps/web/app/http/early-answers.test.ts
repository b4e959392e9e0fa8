// @vitest-environment jsdom
// The client portal's early answers (ADR 0051): the fallback's script asks, from the page's head,
// for what a /portal page will ask first and preloads its modules and messages; the app takes each
// answer once, while fresh, and the 2xx bodies for its caches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INIT, earlyScript, takeEarly, takeEarlyBodies } from './early-answers';

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

afterEach(() => {
  delete window.__early;
  vi.useRealTimers();
});

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
});

/** An early answer as the script keeps it, its body read when it is a 2xx. */
function keep(url: string, status: number, body: unknown, at = Date.now()) {
  const answer = Promise.resolve(new Response(JSON.stringify(body), { status }));
  const entry: { at: number; answer: Promise<Response>; body: Promise<void>; value?: unknown } = {
    at,
    answer,
    body: Promise.resolve(),
  };
  if (status < 300) entry.value = body;
  window.__early = { ...window.__early, [url]: entry };
}

describe('taking the answers', () => {
  it('gives an answer to the first request for its URL only', async () => {
    keep('/api/v1/client/me', 200, { id: 1 });
    const first = takeEarly('/api/v1/client/me');
    expect(await (await first)?.json()).toEqual({ id: 1 });
    expect(takeEarly('/api/v1/client/me')).toBeUndefined();
    expect(takeEarly('/api/v1/client/other')).toBeUndefined();
  });

  it('gives none older than 10 seconds: the app asks again', () => {
    keep('/api/v1/client/me', 200, { id: 1 }, Date.now() - 10_001);
    expect(takeEarly('/api/v1/client/me')).toBeUndefined();
  });

  it('hands the 2xx bodies to the caches and leaves a refusal to the app’s own request', async () => {
    keep('/api/v1/client/me', 403, { error: { code: 'forbidden' } });
    keep('/api/v1/client/properties', 200, { data: [] });
    const bodies = await takeEarlyBodies(50);
    expect([...bodies.keys()]).toEqual(['/api/v1/client/properties']);
    expect(bodies.get('/api/v1/client/properties')?.body).toEqual({ data: [] });
    // The 403 is still there for the guard's request; the body given is not asked twice.
    expect((await takeEarly('/api/v1/client/me'))?.status).toBe(403);
    expect(takeEarly('/api/v1/client/properties')).toBeUndefined();
  });

  it('waits for an answer on its way at most the time given', async () => {
    vi.useFakeTimers();
    window.__early = {
      '/api/v1/client/me': { at: Date.now(), answer: new Promise(() => {}), body: new Promise(() => {}) },
    };
    const taken = takeEarlyBodies(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect((await taken).size).toBe(0);
    expect(window.__early['/api/v1/client/me']).toBeDefined();
  });
});

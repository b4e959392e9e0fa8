// @vitest-environment jsdom
// The client portal's early answers (ADR 0051): the app takes each answer the page's head asked
// for once, while fresh, and the 2xx bodies for its caches.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarly, takeEarlyBodies } from './early-answers';

afterEach(() => {
  delete window.__early;
  vi.useRealTimers();
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

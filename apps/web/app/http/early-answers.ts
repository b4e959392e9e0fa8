// The client portal's first load, started by the page itself (ADR 0051). The portal is served as
// the SPA fallback: left alone, a phone asks for its session and figures only once React, the
// router and the page's modules have loaded and run, three or four waves of requests later. The
// fallback's head carries a small classic script (`earlyScript`) that, on a /portal page, asks at
// once for what that page will ask (the session, the client's record, the page's data) and
// preloads the page's own modules (early-script.ts writes it); `takeEarly` hands each answer to
// the first request for it. No imports: http/client.ts reads the answers on every page.

/** An answer is used only this soon after the page asked for it; later, the app asks again. */
const FRESH_MS = 10_000;

interface Early {
  at: number;
  answer: Promise<Response>;
  /** Settles once the body of a 2xx answer is read into `value` (any other answer: no value). */
  body: Promise<void>;
  value?: unknown;
}

declare global {
  interface Window {
    __early?: Record<string, Early | undefined>;
  }
}

const started = (): Record<string, Early | undefined> | undefined =>
  typeof window === 'undefined' ? undefined : window.__early;

/** The answer the page already asked for at `url`, once, while fresh; else undefined. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const early = started();
  const found = early?.[url];
  if (!found || !early) return undefined;
  delete early[url];
  return Date.now() - found.at < FRESH_MS ? found.answer : undefined;
}

/** The 2xx bodies the page asked for, by URL, with when it asked: waited for at most `waitMs`.
 * Each one given is taken (a later request for it goes to the server); a refusal, a failure or an
 * answer still on its way is left to the app's own request (which takes it with `takeEarly`). */
export async function takeEarlyBodies(waitMs: number): Promise<Map<string, { at: number; body: unknown }>> {
  const early = started();
  const bodies = new Map<string, { at: number; body: unknown }>();
  if (!early) return bodies;
  const entries = Object.values(early).filter((entry) => entry !== undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(entries.map((entry) => entry.body)),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs);
    }),
  ]);
  clearTimeout(timer);
  for (const [url, entry] of Object.entries(early)) {
    if (!entry || entry.value === undefined || Date.now() - entry.at >= FRESH_MS) continue;
    bodies.set(url, { at: entry.at, body: entry.value });
    delete early[url];
  }
  return bodies;
}

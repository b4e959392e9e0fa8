// Pages the API renders at request time (the listing pages, ADR 0048; a client's pages, ADR 0052),
// as the tests read them.
import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The page's markup before the first script in its body: what a browser paints before running any
 * (the head's one classic script only waits for a frame). */
export function beforeScripts(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body.slice(0, body.indexOf('<script'));
}

/** Checks a Brotli-compressed page names each of its inline scripts by hash in its CSP. */
export function expectScriptsHashedInCsp(res: LightMyRequestResponse) {
  expect(res.headers['content-encoding']).toBe('br');
  const html = brotliDecompressSync(res.rawPayload).toString('utf8');
  const csp = String(res.headers['content-security-policy']);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, body] of inline)
    expect(csp).toContain(
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
    );
}

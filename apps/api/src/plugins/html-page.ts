// A page of the web app as the server sends it: its HTML, a CSP naming each of its inline scripts
// by hash (so `script-src` stays strict), and its Brotli and gzip copies.
import { createHash } from 'node:crypto';
import zlib, { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { SECURITY_HEADERS } from './security-headers.js';

export interface Page {
  html: string;
  csp: string;
  br: Buffer;
  gzip: Buffer;
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The Content-Security-Policy for `html`: the site's, with each of its inline scripts by hash. */
export function cspOf(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    );
  }
  const base = SECURITY_HEADERS['content-security-policy'] ?? '';
  return base.replace("script-src 'self'", `script-src 'self' ${[...hashes].join(' ')}`);
}

/** `html` with its CSP; `compressed` gives copies made at build, else they are made here. */
export function pageOf(html: string, compressed?: { br: () => Buffer; gzip: () => Buffer }): Page {
  const csp = cspOf(html);
  const br = compressed
    ? compressed.br()
    : brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gzip = compressed ? compressed.gzip() : gzipSync(html, { level: 9 });
  return { html, csp, br, gzip };
}

/** Sends `page` compressed as the browser accepts, revalidated on every visit. */
export function sendPage(reply: FastifyReply, page: Page, status = 200) {
  reply
    .status(status)
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const accepts = String(reply.request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

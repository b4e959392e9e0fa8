// Serves the built web app (apps/web/dist/client) after every API route. A path is a page when the
// table of pages (@crm/shared site-pages.ts) matches it:
//   1. a real file (hashed /assets/* cached for a year, the rest revalidated);
//   1b. a listing page (or its .data): rendered here from the database and cached (live-pages.ts,
//      ADR 0048);
//   2. a page prerendered at build: <path>/index.html (/, /fr, /426sunset, /fr/426sunset …);
//   3. a signed-in client's page: rendered here with the answers its GETs would have had
//      (client-pages.ts, ADR 0052);
//   3b. any other page (the portal, a showcase added after the build): the SPA fallback, which the
//      client router renders; 404 when its parameter names no record (an unknown showcase);
//   4. anything else: the not-found page with a real 404 status (crawlers must not index it).
// Pages and their compressed copies are read once at start. Each page's inline scripts (the
// router's hydration data) are allowed by their SHA-256 hashes in that page's
// Content-Security-Policy, so `script-src` stays strict.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { matchSitePage, NOT_FOUND_PATH } from '@crm/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientPages } from './client-pages.js';
import { sendError } from './errors.js';
import { type Page, pageOf, sendPage } from './html-page.js';
import { type LivePagesOptions, livePages } from './live-pages.js';
import { webRenderer } from './web-renderer.js';

/** The build's precompressed copy of `file` (scripts/compress.mjs writes .br and .gz beside each
 * page), when it is at least as new as the page; otherwise made here, once. */
function compressedCopy(file: string, suffix: 'br' | 'gz'): (() => Buffer) | undefined {
  const copy = `${file}.${suffix}`;
  return existsSync(copy) && statSync(copy).mtimeMs >= statSync(file).mtimeMs
    ? () => readFileSync(copy)
    : undefined;
}

/** A page read from `file`, with a CSP naming each of its inline scripts by hash. */
function loadPage(file: string): Page {
  const br = compressedCopy(file, 'br');
  const gzip = compressedCopy(file, 'gz');
  return pageOf(readFileSync(file, 'utf8'), br && gzip ? { br, gzip } : undefined);
}

/** Every prerendered page, keyed by its URL path ('/', '/fr', '/426sunset' …). */
function loadPages(root: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') {
        const path = `/${relative(root, dir).split(sep).join('/')}`.replace(/\/$/, '') || '/';
        pages.set(path, loadPage(full));
      }
    }
  };
  walk(root);
  return pages;
}

export interface WebAppOptions {
  root: string;
  /** Whether a showcase with this slug exists (it is served with 200, else 404). */
  showcaseExists: (slug: string) => Promise<boolean>;
  /** The listing pages' data, for the API to render them (ADR 0048). */
  listings?: LivePagesOptions;
}

export async function registerWebApp(
  app: FastifyInstance,
  { root, showcaseExists, listings }: WebAppOptions,
) {
  const hasWeb = existsSync(join(root, 'index.html'));
  const pages = hasWeb ? loadPages(root) : new Map<string, Page>();
  const fallbackFile = join(root, '__spa-fallback.html');
  const fallback = existsSync(fallbackFile) ? loadPage(fallbackFile) : undefined;
  const renderer = hasWeb ? webRenderer(root) : undefined;
  const live = renderer && listings ? livePages(renderer, { ...listings, showcaseExists }) : undefined;
  const client = renderer ? clientPages(app, renderer) : undefined;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res: FastifyReply, path: string) => {
        const immutable = path.includes(`${sep}assets${sep}`);
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  const send = sendPage;

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!hasWeb || !wantsPage) return sendError(reply, 404, 'not_found', 'err.notFound');
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/').replace(/(.)\/$/, '$1');
    // The listing pages, and their data for client navigation: rendered here (ADR 0048).
    if (live && (await live.serve(request, reply, path))) return reply;
    const match = matchSitePage(path);
    // A signed-in client's page, rendered with its data (ADR 0052); else, as every portal page, the
    // SPA fallback. Portal pages first: an email's page (/admin/emails/ann@example.com) ends like a
    // file name.
    if (client && match?.page.area === 'portal' && (await client.serve(request, reply, path))) return reply;
    if (fallback && match?.page.area === 'portal') return send(reply, fallback);
    // A missing file (/assets/old-hash.js, /favicon.ico) is not a page.
    if (/\.[a-z0-9]+$/i.test(path)) return sendError(reply, 404, 'not_found', 'err.notFound');
    if (match) {
      const prerendered = pages.get(path);
      if (prerendered) return send(reply, prerendered);
      // An unknown slug still matches the client's showcase route, so it gets the SPA fallback
      // (the page then shows not-found); the prerendered not-found page would not hydrate there.
      const showcase = 'param' in match.page && match.page.param === 'showcases';
      const found = !showcase || (await showcaseExists(match.params.slug ?? ''));
      if (fallback) return send(reply, fallback, found ? 200 : 404);
    }
    const notFound = pages.get(path.startsWith('/fr/') ? `/fr${NOT_FOUND_PATH}` : NOT_FOUND_PATH);
    if (notFound) return send(reply, notFound, 404);
    return sendError(reply, 404, 'not_found', 'err.notFound');
  });
}

// Renders a page to HTML: at build time the public pages (prerender) and the SPA fallback; in the
// API, from the kept server build, the listing pages (ADR 0048) and a signed-in client's pages
// (ADR 0052). Their styles are the pages' own <style> elements (ADR 0013).
import { PassThrough } from 'node:stream';
import type { ClientPageContext } from '@crm/shared';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, ServerRouter } from 'react-router';
import { deferScripts } from './defer-scripts';
import { earlyScript } from './early-script';
import { loadMessages, namespacesFor } from './i18n/i18n';
import { languageOfPath } from './i18n/paths';

/** A prerendered page starts its scripts after its first paint. The SPA fallback (the portal) has
 * nothing to paint before them: its scripts start at once, and a portal page's first requests
 * start from its head (early-script.ts, ADR 0051). */
function finish(html: string, context: EntryContext): string {
  if (!context.isSpaMode) return deferScripts(html);
  return html.replace(
    '</head>',
    () => `<script>${earlyScript(context.manifest.routes, namespacesFor('/portal'))}</script></head>`,
  );
}

export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: ClientPageContext,
): Promise<Response> {
  const { pathname } = new URL(request.url);
  // Loaded before rendering, as the browser will before hydrating (see entry.client.tsx). A
  // client's page is in the language the API chose for it.
  const lang = loadContext?.clientPage?.language ?? languageOfPath(pathname);
  await loadMessages(lang, namespacesFor(pathname));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      const html = Buffer.concat(chunks).toString('utf8');
      headers.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(finish(html, routerContext), { status, headers }));
    });
    // Wait for everything: the router's hydration data streams inside a Suspense boundary.
    const { pipe } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // React outlines a finished Suspense boundary bigger than this (default 12.8 KB) into a
      // hidden <div> that an inline script reveals after a throttle of up to 300 ms: the whole
      // page sits under root.tsx's boundary, so nothing painted before the scripts ran (FCP
      // 0.3-0.6 s later here, ~3 s in Lighthouse's simulation). A static page wants it inline.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => {
        status = 500;
        console.error(error);
      },
    });
  });
}

// The web app's own server build, kept by the web build in dist/render (ADR 0048): what the API
// renders pages with at request time, the listing pages (live-pages.ts) and a signed-in client's
// pages (client-pages.ts, ADR 0052). One loader for both.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface WebRenderer {
  /** Renders `request` (a page, or its `.data`) with `context` as the loaders' load context. */
  render(request: Request, context: unknown): Promise<Response>;
}

/** The renderer beside the client build at `root`; undefined for a build without its server part
 * (a test's hand-made one), whose pages the SPA fallback then serves. */
export function webRenderer(root: string): WebRenderer | undefined {
  const file = join(root, '..', 'render', 'listing-pages.js');
  if (!existsSync(file)) return undefined;
  // Loaded on the first page asked for, not at start: the server build holds every route module,
  // seconds of a loaded machine's start for a process that may never serve one.
  let loading: Promise<WebRenderer> | undefined;
  return {
    render: async (request, context) => {
      loading ??= (import(pathToFileURL(file).href) as Promise<WebRenderer>).catch((error: unknown) => {
        loading = undefined; // tried again on the next request
        throw error;
      });
      return (await loading).render(request, context);
    },
  };
}

// The API's entry into the web app's server build, for the pages it renders at request time (the
// listing pages, ADR 0048; a signed-in client's pages, ADR 0052). Copied beside the server build
// (dist/render/) by keep-server-build.mjs.
import { createRequestHandler } from 'react-router';
import * as build from './index.js';

// Under `ssr: false` React Router renders only the paths its `prerender` list names, and answers
// any other with the SPA fallback. The API sends here only the paths it means to render, so each
// one counts as listed.
const prerender = Object.assign([...build.prerender], { includes: () => true });
const handler = createRequestHandler({ ...build, prerender }, 'production');

/** Renders `request` (a page or its `.data` for client navigation) with `context` as the
 * loaders' load context. */
export function render(request, context) {
  return handler(request, context);
}

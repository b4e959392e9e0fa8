import { CLIENT_PAGE_BUILD_PATHS, livePagePaths, prerenderedPaths, SHOWCASE_SEEDS } from '@crm/shared';
import type { Config } from '@react-router/dev/config';

// No server rendering at request time: the public pages are rendered to HTML at build time
// (fast first paint, crawlable), everything else is a client-only chunk behind the SPA fallback
// that the API serves (see apps/api/src/plugins/web-app.ts). ADR 0009.
export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR (relative to apps/web, e.g. dist-mine): a private build for a parallel test run,
  // served by pointing WEB_DIST at its client folder; the default is what `npm start` serves. It
  // must stay inside the repository: the prerender imports the server build, which needs node_modules.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'dist',
  ssr: false,
  // From the table of pages (@crm/shared site-pages.ts): the home page, each seeded showcase and
  // the not-found page, in both languages. Computed here, not in app code: the seeds would join
  // the home page's download.
  // The live pages (the listings) and the client portal's layout are rendered once without data,
  // only so that their loaders are allowed; the API renders them at request time from the kept
  // server build (ADR 0048, ADR 0052).
  prerender: [
    ...prerenderedPaths(SHOWCASE_SEEDS.map((s) => s.slug)),
    ...livePagePaths(),
    ...CLIENT_PAGE_BUILD_PATHS,
  ],
} satisfies Config;

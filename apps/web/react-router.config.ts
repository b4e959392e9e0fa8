import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './app/site-config';

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
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;

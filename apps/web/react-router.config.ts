import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './app/site-config';

// No server rendering at request time: the public pages are rendered to HTML at build time
// (fast first paint, crawlable), everything else is a client-only chunk behind the SPA fallback
// that the API serves (see apps/api/src/plugins/web-app.ts). ADR 0009.
export default {
  appDirectory: 'app',
  buildDirectory: 'dist',
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;

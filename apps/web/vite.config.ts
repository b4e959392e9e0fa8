import { fileURLToPath } from 'node:url';
import { CLIENT_PAGE_BUILD_PATHS, livePagePaths } from '@crm/shared';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { keepServerBuild } from './render/keep-server-build.mjs';
import { messageChunks } from './render/message-chunks.mjs';

// As in react-router.config.ts (WEB_BUILD_DIR is relative to apps/web).
const buildDirectory = fileURLToPath(new URL(process.env.WEB_BUILD_DIR ?? 'dist', import.meta.url));

// The API serves the built files on its own port; in development Vite serves the pages and
// forwards /api to the API so both are reached from one origin, as in production.
export default defineConfig({
  plugins: [
    keepServerBuild({ buildDirectory, livePaths: [...livePagePaths(), ...CLIENT_PAGE_BUILD_PATHS] }),
    messageChunks({ buildDirectory }),
    reactRouter(),
  ],
  resolve: {
    // The shared package's TypeScript sources, so the web build never sees a stale dist.
    alias: { '@crm/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)) },
  },
  // Prerendering loads every route module in Node: MUI and Emotion must be bundled, not
  // required as CommonJS from node_modules.
  ssr: { noExternal: [/^@mui\//, /^@emotion\//, /^@base-ui\//] },
  // The public origin for canonical, hreflang and Open Graph links, fixed at build time.
  define: {
    'import.meta.env.VITE_PUBLIC_URL': JSON.stringify(process.env.PUBLIC_URL || 'http://localhost:3000'),
  },
  build: {
    rolldownOptions: {
      output: {
        // Fewer, larger files for what every page loads: a public page started with 23 scripts,
        // half of them under 1 KB, and each response carries ~1 KB of headers (security headers
        // included). The framework and the site's shell modules load together anyway.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|cookie|set-cookie-parser|html-parse-stringify|void-elements)[\\/]/,
              priority: 5,
            },
            {
              // The shell's small modules; not i18n/en|fr/*, each language's messages stay apart. Before
              // the portal's groups: a group takes its modules' imports too, and a public page must
              // never need a portal chunk for the HTTP client or the session it shares.
              name: 'shell',
              test: /app[\\/](site-config|seo|root|zod-config|i18n[\\/][^\\/]+|ui[\\/][^\\/]+|theme[\\/]tokens|session[\\/]session|http[\\/](client|early-answers))\.tsx?$/,
              priority: 4,
            },
            {
              // What every portal page loads after the shell (the staff's and the client's): the
              // query cache, the session's checks, the page title. One request, not a dozen in
              // three waves of imports (ADR 0051).
              name: 'portal-kit',
              test: /(node_modules[\\/]@tanstack[\\/]|app[\\/](portal[\\/](query-client|query-keys|page-title|client-cache-policy)|session[\\/](account-kind|redirect|account-security)|features[\\/]auth[\\/]api)\.tsx?$|shared[\\/]src[\\/]roles\.ts$)/,
              priority: 3,
            },
            {
              // The client portal's frame and first pages (the rest are their own chunks).
              name: 'client-portal',
              test: /app[\\/]features[\\/]client-portal[\\/](client-layout|client-early|client-top-bar|client-account-menu|client-notify|kit|client-api|client-format|figure-tiles|portfolio-page|property-page)\.tsx?$/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// The API serves the built files on its own port; in development Vite serves the pages and
// forwards /api to the API so both are reached from one origin, as in production.
export default defineConfig({
  plugins: [reactRouter()],
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
  server: { proxy: { '/api': 'http://localhost:3000' } },
});

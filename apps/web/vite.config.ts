import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built files from dist on its own port; in development Vite serves the page
// and forwards /api to the API so both are reached from one origin, as in production.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});

// A Vite plugin: keeps React Router's server build, which it deletes after prerendering under
// `ssr: false`, for the API to render the live pages with (ADR 0048), and drops what the build
// prerendered of those pages (their template, rendered without data; the API serves them).
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** `buildDirectory` is React Router's (dist); `livePaths` the pages the API renders. */
export function keepServerBuild({ buildDirectory, livePaths }) {
  return {
    name: 'keep-server-build',
    writeBundle: {
      // Before React Router's own writeBundle, which prerenders then removes dist/server.
      order: 'pre',
      handler(options) {
        if (this.environment?.name !== 'ssr' || !options.dir) return;
        const target = join(buildDirectory, 'render');
        rmSync(target, { recursive: true, force: true });
        cpSync(options.dir, target, { recursive: true });
        cpSync(new URL('./listing-pages.mjs', import.meta.url), join(target, 'listing-pages.js'));
      },
    },
    closeBundle: {
      order: 'post',
      handler() {
        if (this.environment?.name !== 'ssr') return;
        const client = join(buildDirectory, 'client');
        for (const path of livePaths) {
          rmSync(join(client, path), { recursive: true, force: true });
          rmSync(join(client, `${path}.data`), { force: true });
        }
      },
    },
  };
}

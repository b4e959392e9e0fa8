// A Vite plugin: notes, as the client build writes them, the chunks of the portal's messages
// (`app/i18n/<lang>/<namespace>.ts`, loaded through import.meta.glob) with the chunks each imports,
// in `<buildDirectory>/message-chunks.json`. The server build that prerenders the SPA fallback
// cannot name them; scripts/fill-fallback.mjs writes them into the fallback's early script after
// the build, so a portal page preloads its messages with its modules (ADR 0051).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** `buildDirectory` is React Router's (dist). */
export function messageChunks({ buildDirectory }) {
  return {
    name: 'message-chunks',
    writeBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      /** `en/clientPortal` → its chunk and the chunks it imports, as URLs. */
      const chunks = {};
      for (const chunk of Object.values(bundle)) {
        const match =
          chunk.type === 'chunk' &&
          /app[\\/]i18n[\\/](en|fr)[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
        if (match) chunks[`${match[1]}/${match[2]}`] = [chunk.fileName, ...chunk.imports].map((f) => `/${f}`);
      }
      writeFileSync(join(buildDirectory, 'message-chunks.json'), JSON.stringify(chunks));
    },
  };
}

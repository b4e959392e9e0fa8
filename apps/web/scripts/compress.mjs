// After the build: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset, so the
// API serves them precompressed (@fastify/static `preCompressed`) at no per-request cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// WEB_BUILD_DIR is relative to apps/web, as in react-router.config.ts.
const root = `${resolve(new URL('..', import.meta.url).pathname, process.env.WEB_BUILD_DIR ?? 'dist')}/client/`;
const TEXT = /\.(js|css|svg|json|webmanifest|txt|xml|html)$/;
let files = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (TEXT.test(name) && statSync(path).size > 1024) {
      const data = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files++;
    }
  }
};
walk(root);
console.log(`compressed ${files} files in ${root}`);

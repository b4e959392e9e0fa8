// After the build: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset, so the
// API serves them precompressed (@fastify/static `preCompressed`) at no per-request cost.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../dist/client/', import.meta.url).pathname;
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

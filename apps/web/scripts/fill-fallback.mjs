// After the build, before compress.mjs: writes the portal's message chunks
// (render/message-chunks.mjs) into the SPA fallback's early script (app/http/early-answers.ts,
// ADR 0051), where the prerender left `M={}`.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

// WEB_BUILD_DIR is relative to apps/web, as in react-router.config.ts.
const dist = resolve(new URL('..', import.meta.url).pathname, process.env.WEB_BUILD_DIR ?? 'dist');
const file = `${dist}/client/__spa-fallback.html`;
const chunks = readFileSync(`${dist}/message-chunks.json`, 'utf8');
const html = readFileSync(file, 'utf8');
if (!html.includes('M={}')) throw new Error(`fill-fallback: no M={} in ${file}`);
writeFileSync(
  file,
  html.replace('M={}', () => `M=${chunks}`),
);
console.log(`message chunks written into ${file}`);

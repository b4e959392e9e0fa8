// Installs dependencies when they are missing or older than package-lock.json, so that
// `npm start` and `npm test` work on a fresh clone without a separate install step.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const lock = 'package-lock.json';
const stale =
  !existsSync(marker) ||
  (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000) ||
  !existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node');

if (stale) {
  // `npm install`, not `npm ci`: this registry records no download addresses nor other platforms'
  // optional packages (Biome's binaries) in the lock file, which `npm ci` refuses as out of sync.
  // The lock file still pins every version.
  const cmd = 'npm install --no-audit --no-fund';
  console.log(`[setup] installing dependencies: ${cmd}`);
  execSync(cmd, { stdio: 'inherit' });
}

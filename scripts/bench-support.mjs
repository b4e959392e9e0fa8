// What the browser benchmarks (bench-web.mjs, bench-portal.mjs) share: running a command, serving
// the built product on its own port, and writing a section of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';

export const run = (command, args) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} → ${code}`)),
    );
  });

/** Starts `node apps/api/dist/server.js` on `port` with `env` (DATABASE_URL defaults to a scratch
 * SQLite file), serving a private copy of the web build so a rebuild elsewhere cannot swap files
 * during the runs. Resolves once the home page answers (a long migration may come first). */
export async function startProduct(port, env = {}, { waitSeconds = 20 } = {}) {
  const dir = mkdtempSync(join(os.tmpdir(), 'bench-'));
  // A copy of the build, so a build meanwhile cannot change it; inside the repository, where the
  // kept server build (dist/render: the listing pages, ADR 0048) finds its node_modules.
  const web = `apps/web/dist-bench-${port}`;
  rmSync(web, { recursive: true, force: true });
  cpSync('apps/web/dist/client', join(web, 'client'), { recursive: true });
  if (existsSync('apps/web/dist/render'))
    cpSync('apps/web/dist/render', join(web, 'render'), { recursive: true });
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      WEB_DIST: resolve(web, 'client'),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  for (let i = 0; i < waitSeconds * 5; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Replaces (or appends) the `<!-- bench:name -->` section of docs/benchmarks.md. */
export function writeSection(name, section) {
  const doc = 'docs/benchmarks.md';
  const existing = existsSync(doc) ? readFileSync(doc, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`<!-- bench:${name} -->[\\s\\S]*?<!-- /bench:${name} -->`);
  writeFileSync(
    doc,
    pattern.test(existing)
      ? existing.replace(pattern, () => section)
      : `${existing.trimEnd()}\n\n${section}\n`,
  );
}

/** The p-th percentile of `values` (nearest rank). */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A timing table's row: label, samples, p50, p95 and max in ms, and the p95 against `target`
 * (ms; none: for information). */
export const timingRow = (label, values, target) => {
  const p50 = percentile(values, 50);
  const p95 = percentile(values, 95);
  const verdict = target ? `${p95 <= target ? '✅' : '❌'} p95 ≤ ${target} ms` : 'for information';
  return `| ${label} | ${values.length} | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${Math.max(...values).toFixed(0)} | ${verdict} |`;
};

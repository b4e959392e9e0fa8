// `npm run bench:import [-- --rows N] [--only sqlite|postgres]` (issue 13): N contacts (default
// 1,000,000), each with one email and one phone number, imported the way the CLI does (startImport +
// runImportJob, batches of the import's size) into an empty database of each kind; then every
// contact exported as CSV through a listening API, read as a stream, with the process's memory
// sampled. The figures go to docs/benchmarks.md. A benchmark, never a test: nothing here asserts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os, { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { getImport } from '../features/imports/get-import.js';
import { runImportJob } from '../features/imports/run-import-job.js';
import { startImport } from '../features/imports/start-import.js';
import { createMailer } from '../features/mail/mailer.js';
import { throwawaySchema } from './bench-schema.js';
import { contactsCsv } from './contacts-csv.js';

const DOC = new URL('../../../../docs/benchmarks.md', import.meta.url);
const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    'portal-rows': { type: 'string', default: '100000' },
    only: { type: 'string' },
  },
});
const ROWS = Number(values.rows);
const PORTAL_ROWS = Number(values['portal-rows']);
/** Issue 13: 100,000 rows through the portal in ≤ 15 s from the click. */
const PORTAL_TARGET = 15;
const TARGETS = { sqlite: 60, postgres: 120 } as const;

async function emptyDatabase(
  kind: 'sqlite' | 'postgres',
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = await mkdtemp(join(tmpdir(), 'bench-import-'));
    const database = openDatabase(`sqlite:${join(dir, 'bench.db')}`);
    return { database, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const { url, drop } = await throwawaySchema('bench_import');
  return { database: openDatabase(url), drop };
}

interface Figures {
  kind: 'sqlite' | 'postgres';
  importSeconds: number;
  created: number;
  failed: number;
  exportSeconds: number | null;
  exportRows: number | null;
  exportRssMb: number | null;
  portalSeconds: number;
}

const BENCH_KEY = 'bench-import-key-0123456789';

/** The API on an ephemeral port, as the portal and the firm's tools reach it. */
async function listening(database: Database) {
  const config = {
    ...loadConfig({ ...process.env, DEMO_DATA: 'false', LOG_LEVEL: 'warn' }),
    apiKeys: [{ name: 'bench', key: BENCH_KEY }],
  };
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database });
  const app = await buildApp({ config, database, mailer, logger: false });
  return { app, base: await app.listen({ port: 0, host: '127.0.0.1' }) };
}

/** What the portal does after the click on Import: the file posted as multipart, then the job read
 * every 500 ms (the progress bar's pace) until it ends. Into an empty database. */
async function measurePortal(kind: 'sqlite' | 'postgres', file: Buffer): Promise<number> {
  const { database, drop } = await emptyDatabase(kind);
  try {
    await migrateToLatest(database.db, database.schema);
    const { app, base } = await listening(database);
    try {
      const started = performance.now();
      const form = new FormData();
      form.set('kind', 'contacts');
      form.set('policy', 'skip');
      form.set('file', new Blob([file], { type: 'text/csv' }), 'contacts.csv');
      const posted = await fetch(`${base}/api/v1/imports`, {
        method: 'POST',
        headers: { 'api-key': BENCH_KEY },
        body: form,
      });
      if (posted.status !== 202)
        throw new Error(`POST /imports: HTTP ${posted.status} ${await posted.text()}`);
      const { id } = (await posted.json()) as { id: string };
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const job = (await (
          await fetch(`${base}/api/v1/imports/${id}`, { headers: { 'api-key': BENCH_KEY } })
        ).json()) as { status: string; created: number };
        if (job.status === 'running' || job.status === 'queued') continue;
        const seconds = (performance.now() - started) / 1000;
        console.log(`${kind}: portal import of ${PORTAL_ROWS} rows ${job.status} in ${seconds.toFixed(1)} s`);
        return seconds;
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await drop();
  }
}

/** Every contact as CSV through the API, consumed as a stream; the RSS growth is the largest seen. */
async function measureExport(
  database: Database,
): Promise<Pick<Figures, 'exportSeconds' | 'exportRows' | 'exportRssMb'>> {
  const key = BENCH_KEY;
  const { app, base } = await listening(database);
  try {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/entities/export?format=csv`, {
      headers: { 'api-key': key },
    });
    if (!response.ok || !response.body) {
      clearInterval(sampler);
      console.log(`export: HTTP ${response.status} (no export route in this build?)`);
      return { exportSeconds: null, exportRows: null, exportRssMb: null };
    }
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
      for (const byte of chunk) if (byte === 10) lines++;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    return { exportSeconds: seconds, exportRows: lines - 1, exportRssMb: (peak - before) / 2 ** 20 };
  } finally {
    await app.close();
  }
}

async function bench(kind: 'sqlite' | 'postgres', file: Buffer): Promise<Omit<Figures, 'portalSeconds'>> {
  const { database, drop } = await emptyDatabase(kind);
  try {
    await migrateToLatest(database.db, database.schema);
    const started = performance.now();
    const id = await startImport(
      database,
      file,
      { kind: 'contacts', policy: 'skip', mapping: undefined },
      'bench',
    );
    let last = 0;
    await runImportJob(database, id, {
      progress: (done, total) => {
        if (done - last < total / 10 && done !== total) return;
        last = done;
        console.log(
          `${kind}: ${done} / ${total} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
      },
    });
    const importSeconds = (performance.now() - started) / 1000;
    const job = await getImport(database, id);
    console.log(
      `${kind}: imported in ${importSeconds.toFixed(1)} s (${job.status}, ${job.created} created, ${job.failed} failed)`,
    );
    const exported = await measureExport(database);
    return { kind, importSeconds, created: job.created, failed: job.failed, ...exported };
  } finally {
    await database.close();
    await drop();
  }
}

function report(figures: Figures[]) {
  const cpus = os.cpus();
  const rate = (f: Figures) => Math.round(ROWS / f.importSeconds).toLocaleString('en-CA');
  const section = [
    '<!-- bench:import -->',
    '## Import and export (issue 13)',
    '',
    `Written by \`npm run bench:import -- --rows ${ROWS}\` (apps/api/src/cli/bench-import.ts). Run: ${new Date().toISOString()}, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, Node ${process.version}. Each contact has one email and one phone number (three records and two links a row); the import runs as the CLI does, the export reads every contact through a listening API. The portal column is ${PORTAL_ROWS.toLocaleString('en-CA')} rows posted to a listening API as the portal posts them, into an empty database, until the job reads done (target ≤ ${PORTAL_TARGET} s).`,
    '',
    '| Database | Rows | Import (s) | Rows/s | Target | Created | Failed | Export (s) | Exported rows | RSS growth during export (MB) | Portal import (s) |',
    '|---|--:|--:|--:|---|--:|--:|--:|--:|--:|--:|',
    ...figures.map(
      (f) =>
        `| ${f.kind} | ${ROWS.toLocaleString('en-CA')} | ${f.importSeconds.toFixed(1)} | ${rate(f)} | ≤ ${TARGETS[f.kind]} s for 1,000,000: ${f.importSeconds * (1_000_000 / ROWS) <= TARGETS[f.kind] ? 'met' : 'not met'} | ${f.created} | ${f.failed} | ${f.exportSeconds?.toFixed(1) ?? '—'} | ${f.exportRows ?? '—'} | ${f.exportRssMb?.toFixed(0) ?? '—'} | ${f.portalSeconds.toFixed(1)} |`,
    ),
    '<!-- /bench:import -->',
  ].join('\n');
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const pattern = /<!-- bench:import -->[\s\S]*?<!-- \/bench:import -->/;
  writeFileSync(
    DOC,
    pattern.test(existing)
      ? existing.replace(pattern, () => section)
      : `${existing.trimEnd()}\n\n${section}\n`,
  );
  console.log(section);
}

const file = contactsCsv(ROWS);
console.log(`${ROWS} rows, ${(file.length / 2 ** 20).toFixed(1)} MB of CSV`);
const kinds = (['sqlite', 'postgres'] as const).filter((k) => !values.only || values.only === k);
const figures: Figures[] = [];
const portalFile = contactsCsv(PORTAL_ROWS);
for (const kind of kinds) {
  const imported = await bench(kind, file);
  figures.push({ ...imported, portalSeconds: await measurePortal(kind, portalFile) });
}
report(figures);

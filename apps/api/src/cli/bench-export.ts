// `npm run bench:export [-- --size N --database URL]`: seeds (or reuses) a database of N contacts
// (npm run seed), then downloads the whole contact export as CSV and as XLSX, and one filtered
// export, from the real app over HTTP, reading the body as it streams and discarding it. Reports
// time, rows per second, bytes and the growth of the process's resident memory (sampled every
// 20 ms) into docs/benchmarks.md, one section per database: flat memory means the growth stays far
// below the file's size.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { countEntities } from '../features/entities/count-entities.js';
import { createMailer } from '../features/mail/mailer.js';

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  flags.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const url = flags.get('database') ?? 'sqlite:./data/bench-export.db';
const size = Number((flags.get('size') ?? '200000').replace(/_/g, ''));
const SELF = fileURLToPath(import.meta.url);
const DOC = fileURLToPath(new URL('../../../../docs/benchmarks.md', import.meta.url));
const KEY = 'bench-export-key-0123456789';
const MB = 2 ** 20;

interface Run {
  name: string;
  path: string;
  ms: number;
  rows: number;
  bytes: number;
  rssGrowth: number;
  /** Peak of V8's heap plus Buffers (external memory) minus before: what the export itself holds. */
  heapGrowth: number;
}

async function ensureData(): Promise<string> {
  const database = openDatabase(url);
  await migrateToLatest(database.db, database.schema);
  const stored = await countEntities(database);
  await database.close();
  if (stored >= size) return 'reused from an earlier run';
  const seed = SELF.replace(/bench-export\.js$/, 'seed.js');
  const child = spawn(process.execPath, [seed, '--entities', String(size), '--database', url, '--reset'], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed failed (${code})`);
  return 'seeded by this run (npm run seed)';
}

/** GETs `path`, counting bytes and CSV lines as they arrive; RSS is sampled meanwhile. */
function download(base: string, name: string, path: string): Promise<Run> {
  global.gc?.();
  const held = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  const start0 = process.memoryUsage();
  const before = start0.rss;
  let peak = before;
  let heapPeak = held(start0);
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, held(m));
  }, 20);
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'api-key': KEY } }, (res) => {
        if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode}`));
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
        });
        res.on('end', () => {
          clearInterval(timer);
          const ms = performance.now() - start;
          resolve({
            name,
            path,
            ms,
            rows: lines - 1,
            bytes,
            rssGrowth: peak - before,
            heapGrowth: heapPeak - held(start0),
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function writeSection(dialect: string, origin: string, entities: number, runs: Run[]): string {
  const cpus = os.cpus();
  const row = (r: Run) =>
    `| ${r.name} | \`${r.path}\` | ${r.rows >= 0 ? r.rows.toLocaleString('en-US') : '—'} | ${(r.ms / 1000).toFixed(1)} | ${r.rows > 0 ? Math.round(r.rows / (r.ms / 1000)).toLocaleString('en-US') : '—'} | ${(r.bytes / MB).toFixed(1)} | ${(r.heapGrowth / MB).toFixed(1)} | ${(r.rssGrowth / MB).toFixed(1)} |`;
  const marker = `bench:export-${dialect}`;
  const section = [
    `<!-- ${marker} -->`,
    `## Export (${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'})`,
    '',
    `- Run: ${new Date().toISOString()} by \`npm run bench:export\` (apps/api/src/cli/bench-export.ts): the app and the client in one process, the body read as it streams and dropped, started with \`--expose-gc --max-old-space-size=96\` (a collection before each download, and a heap small enough that garbage cannot hide what is held). Heap + buffers growth = peak of V8's used heap plus external memory (Buffers) during the download minus before it, after a collection: garbage not yet collected counts in, so it is an upper bound of what the export holds. RSS growth = the same for resident memory, which also counts the database pages SQLite maps into memory (\`mmap_size\`, up to 2 GB) as the export reads them, and memory V8 keeps after collecting.`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, Node ${process.version}; data: ${entities.toLocaleString('en-US')} contacts, ${origin}.`,
    '',
    '| Export | Path | Rows | Seconds | Rows/s | MB written | Heap + buffers growth (MB) | RSS growth (MB) |',
    '|---|---|--:|--:|--:|--:|--:|--:|',
    ...runs.map(row),
    '',
    'XLSX rows are not counted (zipped); its time covers the same rows as the CSV.',
    `<!-- /${marker} -->`,
  ].join('\n');
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const pattern = new RegExp(`<!-- ${marker} -->[\\s\\S]*?<!-- /${marker} -->`);
  writeFileSync(
    DOC,
    pattern.test(existing)
      ? existing.replace(pattern, () => section)
      : `${existing.trimEnd()}\n\n${section}\n`,
  );
  return section;
}

async function main(): Promise<void> {
  const origin = await ensureData();
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'false' });
  config.apiKeys = [{ name: 'bench', key: KEY }];
  config.responseCache = false;
  const database = openDatabase(url);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database });
  const app = await buildApp({ config, database, mailer, logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const entities = Number(
      (
        await database.db
          .selectFrom('record_counts')
          .select('n')
          .where('kind', '=', 'entities')
          .executeTakeFirst()
      )?.n,
    );
    const runs: Run[] = [];
    for (const [name, path] of [
      ['all contacts, CSV', '/api/v1/entities/export'],
      ['all contacts, XLSX', '/api/v1/entities/export?format=xlsx'],
      ['name contains "an", CSV', '/api/v1/entities/export?name=an'],
      ['all addresses, CSV', '/api/v1/addresses/export'],
    ] as const) {
      console.error(`▶ ${name}`);
      const run = await download(base, name, path);
      runs.push(path.includes('xlsx') ? { ...run, rows: -1 } : run);
    }
    console.log(writeSection(database.dialect, origin, entities, runs));
  } finally {
    await app.close();
    mailer.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});

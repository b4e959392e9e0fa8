// `npm run bench:export [-- --size N --database sqlite|postgres|URL[,…]]`: seeds (or reuses) a
// database of N contacts (npm run seed), then downloads the whole contact export as CSV and as XLSX,
// one filtered export and the address export, from the real app over HTTP, reading the body as it
// streams and discarding it. Reports time, rows per second, bytes and the growth of the process's
// memory (sampled every 20 ms) into docs/benchmarks.md, one section per database, with issue 13's
// target (1,000,000 contacts in ≤ 20 s, memory growing by ≤ 100 MB). `sqlite` is a file under
// ./data kept for the next run, `postgres` a schema of its own in TEST_DATABASE_URL's database,
// dropped at the end. A benchmark, never a test: nothing here asserts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { countEntities } from '../features/entities/count-entities.js';
import { createMailer } from '../features/mail/mailer.js';
import { download, type Run } from './bench-export-download.js';
import { writeSection } from './bench-export-report.js';
import { throwawaySchema } from './bench-schema.js';

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  flags.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const targets = (flags.get('database') ?? 'sqlite').split(',');
const size = Number((flags.get('size') ?? '200000').replace(/_/g, ''));
const SELF = fileURLToPath(import.meta.url);
const KEY = 'bench-export-key-0123456789';

/** Seeds `url` with `size` contacts unless it holds exactly that many already. */
async function ensureData(url: string): Promise<string> {
  const database = openDatabase(url);
  await migrateToLatest(database.db, database.schema);
  const stored = await countEntities(database);
  await database.close();
  if (stored === size) return 'reused from an earlier run';
  const seed = SELF.replace(/bench-export\.js$/, 'seed.js');
  const child = spawn(process.execPath, [seed, '--entities', String(size), '--database', url, '--reset'], {
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed failed (${code})`);
  if (url.startsWith('postgres')) {
    // Freshly loaded rows make their first reader write their hint bits, which autovacuum has
    // done long before a database in service is exported: the export is measured after it.
    const seeded = openDatabase(url);
    await seeded.pool!.query('VACUUM (ANALYZE)');
    await seeded.close();
    return 'seeded by this run (npm run seed), then VACUUM (ANALYZE)';
  }
  return 'seeded by this run (npm run seed)';
}

async function bench(url: string): Promise<void> {
  const origin = await ensureData(url);
  const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn', DEMO_DATA: 'false' });
  config.apiKeys = [{ name: 'bench', key: KEY }];
  config.responseCache = false;
  const database = openDatabase(url);
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database });
  const app = await buildApp({ config, database, mailer, logger: false });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const entities = await countEntities(database);
    const runs: Run[] = [];
    for (const [name, path] of [
      ['all contacts, CSV', '/api/v1/entities/export'],
      ['all contacts, XLSX', '/api/v1/entities/export?format=xlsx'],
      ['name contains "an", CSV', '/api/v1/entities/export?name=an'],
      ['all addresses, CSV', '/api/v1/addresses/export'],
    ] as const) {
      console.error(`▶ ${database.dialect}: ${name}`);
      const run = await download(base, KEY, name, path);
      runs.push(path.includes('xlsx') ? { ...run, rows: -1 } : run);
    }
    console.log(writeSection(database.dialect, origin, entities, runs));
  } finally {
    await app.close();
    mailer.close();
    await database.close();
  }
}

async function main(): Promise<void> {
  for (const target of targets) {
    if (target === 'postgres') {
      const { url, drop } = await throwawaySchema('bench_export');
      try {
        await bench(url);
      } finally {
        await drop();
      }
    } else await bench(target === 'sqlite' ? 'sqlite:./data/bench-export.db' : target);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
});

// `npm run bench:api [-- --size N --database URL --duration S --connections C --only KIND]`: seeds
// (or reuses) a dedicated database, then measures each search and `…/complete` call of the API with
// autocannon, beside its two floors: the very SQL the API ran, replayed on the driver, and a bare
// Fastify route. Results go to docs/benchmarks.md, one section per database (`--only` measures the
// scenarios of one kind, e.g. `asset`, into a section of their own). With `--readers N`, only the
// signed-in readers' run instead (bench-readers.ts), printed as a table row.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Statement } from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase, openSqlite, parseDatabaseUrl, pgQuery } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/schema.js';
import { countEntities } from '../features/entities/count-entities.js';
import { createMailer } from '../features/mail/mailer.js';
import { assetScenarios } from './bench-assets.js';
import { dealScenarios, MOVE_TARGET, measureMoves, prepareMoves } from './bench-deals.js';
import { measureReaders, READERS_HEADER, readersRow, signInReaders } from './bench-readers.js';
import { type Measure, measureHttp, summarize, uniquePath, writeReport } from './bench-report.js';
import { Random } from './seed-data.js';

export const SCENARIO_KINDS = ['search', 'complete', 'ownership', 'filter', 'asset', 'deal'] as const;

export interface Scenario {
  name: string;
  kind: (typeof SCENARIO_KINDS)[number];
  paths: string[];
  /** The scenario's own target: p95 at one connection, in ms (the asset scenarios, issue 26). */
  target?: number;
}

const flags = new Map<string, string>();
for (let i = 2; i < process.argv.length; i++) {
  const key = process.argv[i]!.replace(/^--/, '');
  const value = process.argv[i + 1];
  const bare = value === undefined || value.startsWith('--');
  flags.set(key, bare ? 'true' : value);
  if (!bare) i++;
}
const url = flags.get('database') ?? 'sqlite:./data/bench.db';
const size = Number((flags.get('size') ?? '1000000').replace(/_/g, ''));
const seconds = Number(flags.get('duration') ?? 10);
const connections = Number(flags.get('connections') ?? 32);
// Request logging is off by default: pino writing a line per request would be measured too.
const logLevel = flags.get('log-level') ?? 'warn';
// By default every URL is unique, so the API's response cache never answers (see uniquePath).
const cache = flags.get('cache') === 'true';
const readers = Number(flags.get('readers') ?? 0);
const only = flags.get('only') as Scenario['kind'] | undefined;
if (only !== undefined && !SCENARIO_KINDS.includes(only))
  throw new Error(`--only takes one of ${SCENARIO_KINDS.join(', ')}, got ${only}`);
const SELF = fileURLToPath(import.meta.url);

/** Child-process mode: the API (or the bare route) runs alone on its core, apart from autocannon. */
async function serve(kind: string): Promise<void> {
  let app: FastifyInstance;
  if (kind === 'bare') {
    app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
  } else {
    const config = loadConfig({ ...process.env, DATABASE_URL: url, LOG_LEVEL: logLevel, DEMO_DATA: 'false' });
    config.apiKeys = [{ name: 'bench', key: process.env.BENCH_API_KEY ?? '' }];
    const database = openDatabase(url);
    const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database });
    app = await buildApp({ config, database, mailer, logger: { level: logLevel } });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ listening: address })}\n`);
}

function startServer(kind: 'api' | 'bare', key: string): Promise<{ base: string; child: ChildProcess }> {
  const args = [SELF, '--serve', kind, '--database', url, '--log-level', logLevel];
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_API_KEY: key },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited with code ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{"listening"')) resolve({ base: JSON.parse(line).listening as string, child });
    });
  });
}

async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { stdio: 'inherit' });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
}

/** Creates the PostgreSQL database of the URL when missing (through the `postgres` database). */
async function createPostgresDatabase(): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/** Reuses the database when it already holds at least `size` entities; otherwise seeds it. */
export async function ensureData(): Promise<string> {
  if (parseDatabaseUrl(url).dialect === 'postgres') await createPostgresDatabase();
  const database = openDatabase(url);
  await migrateToLatest(database.db, database.schema);
  const stored = await countEntities(database);
  await database.close();
  if (stored >= size) {
    console.error(`Reusing ${url} (${stored.toLocaleString('en-US')} entities).`);
    return 'reused from an earlier run';
  }
  const seed = SELF.replace(/bench-api\.js$/, 'seed.js');
  const start = performance.now();
  await run(process.execPath, [seed, '--entities', String(size), '--database', url, '--reset']);
  return `seeded by this run in ${((performance.now() - start) / 1000).toFixed(0)} s (npm run seed)`;
}

/** Query values drawn from the data itself (fixed PRNG), many per scenario so no answer is cached. */
export async function scenarios(database: Database): Promise<Scenario[]> {
  const rng = new Random(7);
  const { db } = database;
  const seqs = async (table: 'entities' | 'addresses' | 'emails' | 'phone_numbers') => {
    const row = await db
      .selectFrom('record_counts')
      .select('n')
      .where('kind', '=', table)
      .executeTakeFirstOrThrow();
    return Array.from({ length: 300 }, () => 1 + rng.int(Number(row.n)));
  };
  const people = await db
    .selectFrom('entities')
    .select(['uuid', 'name'])
    .where('seq', 'in', await seqs('entities'))
    .where('is_person', '=', database.dialect === 'postgres' ? true : 1)
    .execute();
  const places = await db
    .selectFrom('addresses')
    .select(['uuid', 'street_number', 'route', 'locality'])
    .where('seq', 'in', await seqs('addresses'))
    .execute();
  const emails = await db
    .selectFrom('emails')
    .select('email')
    .where('seq', 'in', await seqs('emails'))
    .execute();
  const numbers = await db
    .selectFrom('phone_numbers')
    .select('phone_number')
    .where('seq', 'in', await seqs('phone_numbers'))
    .execute();
  // Ownership walks start where the seed's chains are (seed-chains.ts): addresses whose recorded
  // owner is owned in turn, and contacts two tiers above a recorded owner.
  const chance = new Random(17);
  const draw = (ids: string[]) =>
    Array.from({ length: Math.min(300, ids.length) }, () => ids[chance.int(ids.length)]!);
  const ownerOf = sql`SELECT 1 FROM entities_entities o WHERE o.entity_id2 = l.entity_id AND o.relationship = 'OWNER'`;
  const owned = await sql<{ id: string }>`SELECT l.address_id AS id FROM addresses_entities l
    WHERE l.role = 'RECORDED_OWNER' AND EXISTS (${ownerOf})`.execute(db);
  const holders = await sql<{ id: string }>`SELECT DISTINCT o2.entity_id AS id FROM addresses_entities l
    JOIN entities_entities o1 ON o1.entity_id2 = l.entity_id AND o1.relationship = 'OWNER'
    JOIN entities_entities o2 ON o2.entity_id2 = o1.entity_id AND o2.relationship = 'OWNER'
    WHERE l.role = 'RECORDED_OWNER'`.execute(db);
  const q = encodeURIComponent;
  const cities = [...new Set(places.map((p) => p.locality))];
  const v1 = '/api/v1';
  // Shuffled, so that a run too short to go round the whole list still draws a fair mix of it.
  const shuffle = (paths: string[]) => {
    for (let i = paths.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [paths[i], paths[j]] = [paths[j]!, paths[i]!];
    }
    return paths;
  };
  const list: Scenario[] = [
    {
      name: 'entities/query · common name ("smith", pages 1-20)',
      kind: 'search',
      paths: Array.from({ length: 20 }, (_, p) => `${v1}/entities/query?name=smith&offset=${p * 10}`),
    },
    {
      name: 'entities/query · rare name (full names)',
      kind: 'search',
      paths: people.map((e) => `${v1}/entities/query?name=${q(e.name)}`),
    },
    {
      name: 'addresses/query · address text',
      kind: 'search',
      paths: places.map((a) => `${v1}/addresses/query?address=${q(`${a.street_number} ${a.route}`)}`),
    },
    {
      name: 'addresses/query · city (pages 1-5)',
      kind: 'search',
      paths: cities.flatMap((c) =>
        [0, 10, 20, 30, 40].map((o) => `${v1}/addresses/query?city=${q(c!)}&offset=${o}`),
      ),
    },
    {
      // Issue 25: contacts by role flags and a linked address's city, pages 1-3.
      name: 'entities/query · roles + city (pages 1-3)',
      kind: 'filter',
      paths: cities.flatMap((c, i) =>
        [0, 10, 20].map(
          (o) =>
            `${v1}/entities/query?roles=${i % 2 ? 'investor' : 'realtor,developer'}&city=${q(c!)}&offset=${o}`,
        ),
      ),
    },
    {
      name: 'emails/query · email',
      kind: 'search',
      paths: emails.map((e) => `${v1}/emails/query?email=${q(e.email.split('@')[0]!)}`),
    },
    {
      name: 'numbers/query · digits (last 7)',
      kind: 'search',
      paths: numbers.map(
        (n) =>
          `${v1}/numbers/query?phone_number=${q(`${n.phone_number.slice(-7, -4)}-${n.phone_number.slice(-4)}`)}`,
      ),
    },
    {
      name: 'entities/{id}/complete',
      kind: 'complete',
      paths: people.map((e) => `${v1}/entities/${e.uuid}/complete`),
    },
    {
      name: 'addresses/{id}/complete',
      kind: 'complete',
      paths: places.map((a) => `${v1}/addresses/${a.uuid}/complete`),
    },
    {
      name: 'emails/{email}/complete',
      kind: 'complete',
      paths: emails.map((e) => `${v1}/emails/${q(e.email)}/complete`),
    },
    {
      name: 'numbers/{number}/complete',
      kind: 'complete',
      paths: numbers.map((n) => `${v1}/numbers/${q(n.phone_number)}/complete`),
    },
    {
      name: 'addresses/{id}/owners (depth 6)',
      kind: 'ownership',
      paths: draw(owned.rows.map((r) => String(r.id))).map((id) => `${v1}/addresses/${id}/owners?depth=6`),
    },
    {
      name: 'entities/{id}/portfolio (depth 6)',
      kind: 'ownership',
      paths: draw(holders.rows.map((r) => String(r.id))).map(
        (id) => `${v1}/entities/${id}/portfolio?depth=6`,
      ),
    },
    ...(await assetScenarios(
      database,
      cities.filter((c) => c !== null),
    )),
    ...(await dealScenarios(database)),
  ];
  // A small database may hold no chain to walk; one seeded before issue 26 no building or lease.
  for (const s of list.filter((s) => s.paths.length === 0))
    console.error(`No data for ${s.name}: left out (reseed with npm run seed -- --reset).`);
  return list
    .filter((s) => s.paths.length > 0)
    .map((scenario) => ({ ...scenario, paths: shuffle(scenario.paths) }));
}

/** The real app in this process over a recording database: each path is run once through it and
 * the SQL it sent is kept (each `read` batch, and each statement through Kysely, in order). */
async function sqlRecorder(database: Database, key: string) {
  let current: CompiledQuery[][] = [];
  const dialect = database.sqlite
    ? new SqliteDialect({ database: database.sqlite })
    : new PostgresDialect({ pool: database.pool! });
  const db = new Kysely<DB>({ dialect, log: (e) => void (e.level === 'query' && current.push([e.query])) });
  const recording: Database = {
    ...database,
    db,
    read: (queries) => {
      current.push([...queries]);
      return database.read(queries);
    },
  };
  const config = { ...loadConfig({ ...process.env, DEMO_DATA: 'false' }), apiKeys: [{ name: 'bench', key }] };
  const mailer = createMailer({ smtpUrl: undefined, from: config.mailFrom, database: recording });
  const app = await buildApp({ config, database: recording, mailer, logger: false });
  const get = (path: string) =>
    app.inject({ method: 'GET', url: uniquePath(path, false), headers: { 'api-key': key } });
  const run = async (path: string) => {
    current = [];
    const res = await get(path);
    if (res.statusCode !== 200)
      throw new Error(`GET ${path} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    return current;
  };
  return {
    /** Whether the app has no route for the path (a scenario written before its route lands). */
    async unrouted(path: string): Promise<boolean> {
      const res = await get(path);
      return res.statusCode === 404 && res.json()?.error?.key === 'err.notFound';
    },
    async capture(paths: string[]): Promise<CompiledQuery[][][]> {
      // A first request fills what the API keeps between requests (trigram statistics): that
      // one-off SQL is not part of the steady state the API runs in.
      await run(paths[0]!);
      const captured: CompiledQuery[][][] = [];
      for (const path of paths) captured.push(await run(path));
      return captured;
    },
    close: () => app.close(),
  };
}

/** Replays the captured SQL in a tight loop: SQLite batches in one read transaction on a reader
 * connection with cached statements (as the API's reader does), PostgreSQL through a pg pool with
 * the API's named statements (`pgQuery`). */
async function measureSql(requests: CompiledQuery[][][], database: Database): Promise<Measure> {
  const latencies: number[] = [];
  let exec: (batch: CompiledQuery[]) => unknown;
  let close = async () => {};
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'sqlite') {
    const reader = openSqlite(target.file);
    reader.pragma('query_only = ON');
    const cache = new Map<string, Statement<unknown[]>>();
    const stmt = (text: string) => cache.get(text) ?? cache.set(text, reader.prepare(text)).get(text)!;
    exec = reader.transaction((batch: CompiledQuery[]) =>
      batch.map((q) => stmt(q.sql).all(...(q.parameters as unknown[]))),
    );
    close = async () => {
      reader.close();
    };
  } else {
    const pool = database.pool!;
    exec = (batch) => Promise.all(batch.map((q) => pool.query(pgQuery(q))));
  }
  const start = performance.now();
  for (let i = 0; i < requests.length || performance.now() - start < 3000; i++) {
    const t = performance.now();
    for (const batch of requests[i % requests.length]!) {
      // better-sqlite3 answers synchronously: awaiting it would add a microtask the API does not pay.
      const pending = exec(batch);
      if (pending instanceof Promise) await pending;
    }
    latencies.push(performance.now() - t);
  }
  await close();
  return summarize(latencies, (performance.now() - start) / 1000, 0);
}

async function main(): Promise<void> {
  const serveKind = flags.get('serve');
  if (serveKind) return serve(serveKind);
  const origin = await ensureData();
  const key = randomBytes(18).toString('base64url');
  // The measured server and the readers' sign-up (in this process) must sign cookies alike.
  process.env.BETTER_AUTH_SECRET ||= randomBytes(32).toString('base64url');
  const database = openDatabase(url);
  if (readers > 0) return benchReaders(database, key);
  const api = await startServer('api', key);
  const bare = await startServer('bare', key);
  try {
    const list = (await scenarios(database)).filter((s) => only === undefined || s.kind === only);
    const recorder = await sqlRecorder(database, key);
    const results = [];
    for (const scenario of list) {
      if (await recorder.unrouted(scenario.paths[0]!)) {
        console.error(`\n▷ ${scenario.name}: no such route in this build, left out`);
        continue;
      }
      console.error(`\n▶ ${scenario.name} (${scenario.paths.length} distinct requests)`);
      const sqlFloor = await measureSql(await recorder.capture(scenario.paths), database);
      const headers = { 'api-key': key };
      const http = (base: string, paths: string[], conns: number, secs: number) =>
        measureHttp({ base, paths, connections: conns, seconds: secs, headers, cache });
      await http(api.base, scenario.paths, connections, 1); // warm-up: JIT, page cache
      const apiRun = await http(api.base, scenario.paths, connections, seconds);
      const apiSingle = await http(api.base, scenario.paths, 1, Math.min(3, seconds));
      await http(bare.base, ['/'], connections, 1);
      const bareRun = await http(bare.base, ['/'], connections, seconds);
      results.push({ scenario, api: apiRun, apiSingle, sql: sqlFloor, bare: bareRun });
    }
    await recorder.close();
    if (only === undefined || only === 'deal') results.push(await benchMoves(api.base, key, bare.base));
    const markdown = await writeReport(url, database, results, {
      connections,
      seconds,
      logLevel,
      size,
      origin,
      cache,
      only,
    });
    console.log(`\n${markdown}`);
  } finally {
    api.child.kill();
    bare.child.kill();
    await database.close();
  }
}

/** The stage moves with their playbook (issue 27): a write, so measured at one connection only,
 * without a SQL floor (the row shows the one-connection figures as the API's). */
async function benchMoves(base: string, key: string, bareBase: string) {
  const database = openDatabase(url);
  try {
    const moves = await prepareMoves(database, 2000);
    const name = 'deals/{id}/stage · a move with its playbook (2 tasks)';
    console.error(`\n▶ ${name} (${moves.length} deals, each moved once)`);
    const headers = { 'api-key': key };
    const single = await measureMoves(base, headers, moves, Math.min(10, seconds));
    await measureHttp({ base: bareBase, paths: ['/'], connections, seconds: 1, headers, cache });
    const bareRun = await measureHttp({ base: bareBase, paths: ['/'], connections, seconds, headers, cache });
    const scenario: Scenario = { name, kind: 'deal', target: MOVE_TARGET, paths: [] };
    return { scenario, api: single, apiSingle: single, sql: summarize([], 1, 0), bare: bareRun };
  } finally {
    await database.close();
  }
}

/** Staff members reading records they read before (a search by name, then the record), signed in. */
async function benchReaders(database: Database, key: string): Promise<void> {
  const api = await startServer('api', key);
  try {
    const list = await scenarios(database);
    const pick = (name: string) => list.find((s) => s.name.startsWith(name))?.paths ?? [];
    const paths = [...pick('entities/query · rare name'), ...pick('entities/{id}/complete')];
    const { cookies, ids } = await signInReaders(database, url, readers);
    console.error(`\n▶ ${readers} signed-in readers, ${paths.length} distinct requests`);
    const result = await measureReaders({
      database,
      base: api.base,
      paths,
      cookies,
      ids,
      connections,
      seconds,
    });
    console.log(`\n${READERS_HEADER}\n${readersRow(database.dialect, result)}`);
  } finally {
    api.child.kill();
    await database.close();
  }
}

// bench-workers.ts imports the scenarios and the data set-up from here without running the bench.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  });
}

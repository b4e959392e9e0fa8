// `npm run seed -- --entities N [--addresses N --emails N --numbers N --links N --buildings N
// --leases N --comps N --deals N] [--database URL] [--reset] [--seed N]`: fills an empty database
// with realistic linked records for load tests, buildings with spaces, leases and comps among them,
// and deals over them (a tenth of the contacts by default, owned by seeded brokers).
// Rows go in through the raw driver in big batches with the search indexes set aside and rebuilt
// once at the end; counters are computed in memory, so they equal the links without one UPDATE.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { fillContactPlaces } from '../db/migrations/0027-contact-places.js';
import { fillCityKeys } from '../db/migrations/0031-city-keys.js';
import { progress, seconds, step } from './progress.js';
import { assetSizes, LEASES_PER_BUILDING } from './seed-assets.js';
import { countDeals, DEALS_PER_ENTITY, dealContext, planDeals } from './seed-deals.js';
import { planData, type Row, type Sizes } from './seed-plan.js';
import { rowMakers } from './seed-rows.js';

interface Timing {
  label: string;
  rows: number;
  ms: number;
}

/** Receives batches of rows; the two databases are loaded in different ways. */
interface Loader {
  batchSize: number;
  write(table: string, columns: string[], rows: unknown[][]): Promise<void>;
  /** Rebuilds what was set aside for the load; returns one timing per rebuilt index. */
  finish(): Promise<Timing[]>;
  /** Puts back what was set aside and frees the connection, also after a failure (a failed seed
   * must not leave an empty database without its search triggers or indexes). */
  dispose(): void | Promise<void>;
}

// Column names such as "user" are reserved words in PostgreSQL.
const columnList = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

const LINK_TABLES = ['addresses_entities', 'entities_emails', 'entities_numbers', 'entities_entities'];
const RECORD_TABLES = ['entities', 'addresses', 'emails', 'phone_numbers', 'leases', 'comps'];
const DEAL_TABLES = ['deals', 'deal_parties', 'deal_stage_changes'];
/** Every table the seed writes. */
const LOADED_TABLES = [...RECORD_TABLES, ...LINK_TABLES, 'lease_spaces', ...DEAL_TABLES];

/** SQLite: prepared statements in 50k-row transactions, without FTS triggers, the response cache's
 * version triggers or foreign-key checks (the plan is consistent by construction); each FTS index
 * is rebuilt in one pass afterwards, the version raised once. */
function sqliteLoader(database: Database): Loader {
  const db = database.sqlite!;
  const triggers = db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name LIKE '%\\_fts\\_%' ESCAPE '\\' OR name LIKE '%\\_crm\\_%' ESCAPE '\\')",
    )
    .all() as { name: string; sql: string }[];
  const ftsTables = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%fts5%'",
      )
      .all() as { name: string }[]
  ).map((r) => r.name);
  db.pragma('foreign_keys = OFF');
  // A crash mid-seed leaves a half-filled file that only --reset accepts, so durability can wait.
  db.pragma('synchronous = OFF');
  // Unique keys (emails, address keys) arrive in random order: their index pages must stay cached.
  const cacheSize = db.pragma('cache_size', { simple: true });
  db.pragma('cache_size = -1048576');
  for (const t of triggers) db.exec(`DROP TRIGGER ${t.name}`);
  const statements = new Map<string, ReturnType<typeof db.prepare>>();
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    // The triggers come back exactly as the migration wrote them (their stored SQL).
    for (const t of triggers) db.exec(t.sql);
    db.exec('UPDATE crm_version SET n = n + 1');
    db.pragma('synchronous = NORMAL');
    db.pragma(`cache_size = ${cacheSize}`);
    db.pragma('foreign_keys = ON');
  };
  return {
    batchSize: 50_000,
    async write(table, columns, rows) {
      let stmt = statements.get(table);
      if (!stmt) {
        stmt = db.prepare(
          `INSERT INTO ${table} (${columnList(columns)}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        statements.set(table, stmt);
      }
      const insert = stmt;
      db.transaction(() => {
        for (const row of rows) insert.run(row);
      })();
    },
    async finish() {
      const timings: Timing[] = [];
      for (const fts of ftsTables) {
        const { ms } = await step(`${fts} (rebuild)`, () =>
          db.exec(`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`),
        );
        timings.push({ label: `${fts} rebuild`, rows: 0, ms });
      }
      restore();
      return timings;
    },
    // After a failure the half-filled file still gets its triggers back; --reset rebuilds the rest.
    dispose: restore,
  };
}

/** PostgreSQL: one `INSERT … SELECT FROM unnest($1::type[], …)` per 10k rows (one array parameter
 * per column, so no parameter limit), with the trigram GIN indexes dropped and recreated around it,
 * and the foreign keys of the tables written dropped and added back (each checked in one join). */
async function postgresLoader(database: Database): Promise<Loader> {
  const client = await database.pool!.connect();
  const { rows: gin } = await client.query<{ indexname: string; indexdef: string }>(
    "SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND indexdef LIKE '%USING gin%'",
  );
  for (const g of gin) await client.query(`DROP INDEX ${g.indexname}`);
  // A foreign key is checked by a trigger call per row: at 1M addresses, minutes for the links, the
  // spaces' building and the leases' spaces (lease_spaces' two cost about three times its insert).
  const { rows: foreignKeys } = await client.query<{ tbl: string; name: string; def: string }>(
    `SELECT c.conrelid::regclass::text AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace
        AND c.conrelid::regclass::text = ANY($1::text[])`,
    [LOADED_TABLES],
  );
  for (const f of foreignKeys) await client.query(`ALTER TABLE ${f.tbl} DROP CONSTRAINT "${f.name}"`);
  let keysBack = 0;
  /** Adds the foreign keys back: checked (the load must have kept them), or, after a failure, for
   * new writes only (NOT VALID: a half-filled database is reseeded anyway). */
  const addKeys = async (check: boolean) => {
    for (; keysBack < foreignKeys.length; keysBack++) {
      const f = foreignKeys[keysBack]!;
      const valid = check ? '' : ' NOT VALID';
      await client.query(`ALTER TABLE ${f.tbl} ADD CONSTRAINT "${f.name}" ${f.def}${valid}`);
    }
  };
  // As on SQLite, a crash mid-seed means reseeding: no need to wait for each batch's WAL flush.
  await client.query('SET synchronous_commit = off');
  // contact_places (migration 0027) and the comps' and leases' city keys (0031) are filled once
  // after the load, not by a trigger call per row.
  const rowTriggers = [
    'addresses_entities DISABLE TRIGGER addresses_entities_places',
    'lease_spaces DISABLE TRIGGER lease_spaces_city',
    'comps DISABLE TRIGGER comps_city',
  ];
  for (const t of rowTriggers) await client.query(`ALTER TABLE ${t}`);
  await client.query('TRUNCATE contact_places');
  let placesFilled = false;
  const fillPlaces = async () => {
    if (placesFilled) return;
    placesFilled = true;
    for (const t of rowTriggers) await client.query(`ALTER TABLE ${t.replace('DISABLE', 'ENABLE')}`);
    await fillContactPlaces(database.db);
    await fillCityKeys(database.db);
  };
  let rebuilt = false;
  const types = new Map<string, Map<string, string>>();
  const columnTypes = async (table: string) => {
    let map = types.get(table);
    if (!map) {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        'SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1',
        [table],
      );
      map = new Map(rows.map((r) => [r.column_name, r.udt_name]));
      types.set(table, map);
    }
    return map;
  };
  return {
    batchSize: 10_000,
    async write(table, columns, rows) {
      const map = await columnTypes(table);
      const params = columns.map((c, i) => {
        const type = map.get(c);
        // The plan writes SQLite's 0/1 booleans; PostgreSQL wants true/false.
        return type === 'bool' ? rows.map((r) => (r[i] === null ? null : r[i] === 1)) : rows.map((r) => r[i]);
      });
      const casts = columns.map((c, i) => `$${i + 1}::${map.get(c)}[]`).join(', ');
      await client.query(
        `INSERT INTO ${table} (${columnList(columns)}) SELECT * FROM unnest(${casts})`,
        params,
      );
    },
    async finish() {
      const timings: Timing[] = [];
      await client.query("SET maintenance_work_mem = '512MB'");
      for (const g of gin) {
        const { ms } = await step(`${g.indexname}`, () => client.query(g.indexdef));
        timings.push({ label: `${g.indexname} build`, rows: 0, ms });
      }
      rebuilt = true;
      const keys = await step(`foreign keys (${foreignKeys.length}, checked)`, () => addKeys(true));
      timings.push({ label: 'foreign keys check', rows: 0, ms: keys.ms });
      const places = await step('contact_places, city keys (fill)', fillPlaces);
      timings.push({ label: 'contact_places fill', rows: 0, ms: places.ms });
      // The deals are vacuumed too: the board and the forecast read their covering indexes alone
      // (migration 0035) once the visibility map says the pages are all visible, as autovacuum
      // would have it after such a load.
      const { ms } = await step('analyze', async () => {
        await client.query('ANALYZE');
        await client.query(`VACUUM ${DEAL_TABLES.join(', ')}`);
      });
      timings.push({ label: 'analyze', rows: 0, ms });
      return timings;
    },
    async dispose() {
      try {
        // Keys not back yet (a failed load, or one whose check failed) come back unchecked.
        await addKeys(false);
        await fillPlaces();
        if (!rebuilt) {
          for (const g of gin)
            await client.query(g.indexdef.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
        }
      } finally {
        client.release();
      }
    },
  };
}

async function isEmpty(database: Database): Promise<boolean> {
  for (const table of [...RECORD_TABLES, ...LINK_TABLES, 'deals']) {
    const { rows } = await sql`SELECT 1 AS one FROM ${sql.table(table)} LIMIT 1`.execute(database.db);
    if (rows.length > 0) return false;
  }
  return true;
}

/** Drops every table (search indexes and migration history included), then migrates afresh. */
async function reset(database: Database): Promise<void> {
  if (database.sqlite) {
    const db = database.sqlite;
    db.pragma('foreign_keys = OFF');
    const tables = db
      .prepare(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
      )
      .all() as { name: string; sql: string }[];
    // Virtual tables first: dropping one drops its shadow tables, which then must not be dropped again.
    const virtual = tables.filter((t) => t.sql.startsWith('CREATE VIRTUAL'));
    for (const t of virtual) db.exec(`DROP TABLE IF EXISTS "${t.name}"`);
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name}"`);
    db.pragma('foreign_keys = ON');
  } else {
    const { rows } = await sql<{ tablename: string }>`
      SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`.execute(database.db);
    if (rows.length > 0) {
      await sql
        .raw(`DROP TABLE ${rows.map((r) => `"${r.tablename}"`).join(', ')} CASCADE`)
        .execute(database.db);
    }
    // The migrations' own functions (audit triggers) too, or migrating afresh finds them there;
    // not an extension's (pg_trgm's live in this schema as well).
    const { rows: functions } = await sql<{ name: string }>`
      SELECT p.oid::regprocedure::text AS name FROM pg_proc p
       WHERE p.pronamespace = current_schema()::regnamespace
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`.execute(
      database.db,
    );
    for (const f of functions) await sql.raw(`DROP FUNCTION ${f.name} CASCADE`).execute(database.db);
  }
  await migrateToLatest(database.db, database.schema);
}

async function load(loader: Loader, table: string, n: number, make: (i: number) => Row): Promise<Timing> {
  const bar = progress(table, n);
  let columns: string[] | undefined;
  let batch: unknown[][] = [];
  for (let i = 0; i < n; i++) {
    const row = make(i);
    columns ??= Object.keys(row);
    // Every maker builds its rows with one literal, so keys always come in the same order.
    const values: unknown[] = Object.values(row);
    if (values.length !== columns.length) throw new Error(`${table}: row ${i} has other columns than row 0`);
    batch.push(values);
    if (batch.length === loader.batchSize || i === n - 1) {
      await loader.write(table, columns, batch);
      bar.tick(batch.length);
      batch = [];
    }
  }
  return { label: table, rows: n, ms: bar.done() };
}

/** Fills `database` (migrated and empty) with the plan of `sizes` and `seed`; `today` (a day number)
 * is the one the leases are active on. Returns the timing of each step. */
export async function seedDatabase(
  database: Database,
  sizes: Sizes,
  seed: number,
  today?: number,
): Promise<Timing[]> {
  const { value: plan, ms: planMs } = await step('plan links + names', () => planData(sizes, seed, today));
  const make = rowMakers(plan, seed);
  // The brokers and pipelines are read before the loader sets the triggers and keys aside.
  const context = await dealContext(database, seed);
  const deals = planDeals(plan, context, seed, sizes.deals ?? Math.round(sizes.entities * DEALS_PER_ENTITY));
  const loader = database.sqlite ? sqliteLoader(database) : await postgresLoader(database);
  const timings: Timing[] = [{ label: 'plan (in memory)', rows: 0, ms: planMs }];
  try {
    timings.push(await load(loader, 'entities', sizes.entities, make.entity));
    timings.push(await load(loader, 'addresses', sizes.addresses, make.address));
    timings.push(await load(loader, 'emails', sizes.emails, make.email));
    timings.push(await load(loader, 'phone_numbers', sizes.numbers, make.number));
    for (const links of plan.links) {
      timings.push(await load(loader, links.table, links.size, (k) => make.link(links, k)));
    }
    const { leases, comps } = plan.assets;
    timings.push(await load(loader, 'leases', leases.size, make.lease));
    timings.push(await load(loader, 'lease_spaces', leases.spaceList.length, make.leaseSpace));
    timings.push(await load(loader, 'comps', comps.size, make.comp));
    timings.push(await load(loader, 'deals', deals.deals.length, (i) => deals.deals[i]!));
    timings.push(await load(loader, 'deal_parties', deals.parties.length, (i) => deals.parties[i]!));
    timings.push(await load(loader, 'deal_stage_changes', deals.changes.length, (i) => deals.changes[i]!));
    timings.push(...(await loader.finish()));
  } finally {
    await loader.dispose();
  }
  for (const [kind, n] of Object.entries(plan.recordCounts)) {
    await sql`UPDATE record_counts SET n = ${n} WHERE kind = ${kind}`.execute(database.db);
  }
  await countDeals(database, deals.deals.length);
  if (database.sqlite) {
    const { ms } = await step('analyze + checkpoint', () => {
      database.sqlite!.exec('ANALYZE');
      database.sqlite!.pragma('wal_checkpoint(TRUNCATE)');
    });
    timings.push({ label: 'analyze + checkpoint', rows: 0, ms });
  }
  return timings;
}

/** DATABASE_URL as the server reads it: the environment, then .env, then the default file. */
function databaseUrlFromEnv(): string {
  if (!process.env.DATABASE_URL && existsSync('.env')) process.loadEnvFile('.env');
  return loadConfig().databaseUrl;
}

function parseArgs(argv: string[]) {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}`);
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (key === 'reset') flags.set(key, 'true');
    else flags.set(key, inline ?? argv[++i] ?? '');
  }
  const count = (key: string, fallback: number) => {
    const raw = flags.get(key);
    if (raw === undefined) return fallback;
    const m = /^(\d+(?:\.\d+)?)([kKmM]?)$/.exec(raw.replace(/[_,]/g, ''));
    if (!m) throw new Error(`--${key} must be a number (e.g. 20000, 50k, 1M), got ${raw}`);
    const scale = { '': 1, k: 1e3, K: 1e3, m: 1e6, M: 1e6 }[m[2]!] ?? 1;
    return Math.round(Number(m[1]) * scale);
  };
  const entities = count('entities', 1000);
  const addresses = count('addresses', entities);
  const assets = assetSizes(addresses);
  const buildings = count('buildings', assets.buildings);
  const sizes: Sizes = {
    entities,
    addresses,
    emails: count('emails', entities),
    numbers: count('numbers', entities),
    links: count('links', 3 * entities),
    buildings,
    leases: count('leases', buildings * LEASES_PER_BUILDING),
    comps: count('comps', assets.comps),
    deals: count('deals', Math.round(entities * DEALS_PER_ENTITY)),
  };
  const known = new Set([...Object.keys(sizes), 'database', 'reset', 'seed']);
  for (const key of flags.keys()) if (!known.has(key)) throw new Error(`Unknown option --${key}`);
  return {
    sizes,
    url: flags.get('database') ?? databaseUrlFromEnv(),
    reset: flags.has('reset'),
    seed: count('seed', 42),
  };
}

async function main() {
  const { sizes, url, reset: wantReset, seed } = parseArgs(process.argv.slice(2));
  const database = openDatabase(url);
  try {
    await migrateToLatest(database.db, database.schema);
    if (!(await isEmpty(database))) {
      if (!wantReset) {
        console.error(`${url} already holds records; add --reset to replace them with seed data.`);
        process.exitCode = 1;
        return;
      }
      await step('reset', () => reset(database));
    }
    const started = performance.now();
    const timings = await seedDatabase(database, sizes, seed);
    const total = performance.now() - started;
    console.log(`\nSeeded ${url} (seed ${seed}) in ${seconds(total)}:`);
    for (const t of timings) {
      const rate = t.rows > 0 ? `  ${Math.round(t.rows / (t.ms / 1000)).toLocaleString('en-US')} rows/s` : '';
      const rows = t.rows > 0 ? t.rows.toLocaleString('en-US').padStart(11) : ''.padStart(11);
      console.log(`  ${t.label.padEnd(40)} ${rows}  ${seconds(t.ms).padStart(8)}${rate}`);
    }
  } finally {
    await database.close();
  }
}

// The seed's test runs seedDatabase without the command line.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

// Opens the database named by DATABASE_URL: `sqlite:<file>` (embedded default) or
// `postgres://…` (optionally `?schema=name`, used by tests to isolate each file).

import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { isoTime, TIMESTAMPTZ } from './iso-time.js';
import { analyzePostgres, analyzeSqlite } from './refresh-statistics.js';
import type { DB } from './schema.js';
import { ScopedPostgresDialect } from './scoped-introspector.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw SQLite handle (writes go through it via Kysely; bulk seeding uses it directly). */
  sqlite?: SQLite.Database;
  /** A value that changes whenever a write to CRM data commits, and with no other write (sessions,
   * sign-in, statistics): the sum of `crm_version`, raised by triggers (migration 0016, ADR 0034).
   * See plugins/response-cache.ts. */
  dataVersion?: () => number | Promise<string>;
  /** Runs read-only queries; see `openReader`. */
  read<R = Record<string, unknown>>(queries: CompiledQuery[]): Promise<R[][]>;
  /** As `read`, each row as an array of its values in the order selected: no object of named
   * fields per row, which costs most of a wide read (an export reads every row of a table). */
  readArrays(queries: CompiledQuery[]): Promise<unknown[][][]>;
  pool?: pg.Pool;
  /** The PostgreSQL schema named in the URL (`?schema=`), if any. */
  schema?: string;
  /** Brings the query planner's statistics up to date (db/refresh-statistics.ts): `tables`
   * analysed now, or without them every table grown much since its last analysis. */
  refreshStatistics(tables?: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema: string | undefined };

export function parseDatabaseUrl(url: string): DatabaseTarget {
  if (url.startsWith('sqlite:'))
    return { dialect: 'sqlite', file: url.slice('sqlite:'.length) || ':memory:' };
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get('schema') ?? undefined;
    if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    parsed.searchParams.delete('schema');
    return { dialect: 'postgres', url: parsed.toString(), schema };
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got ${url}`);
}

export function openSqlite(file: string): SQLite.Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -65536');
  // As much of the file as SQLite may map (its build caps mmap at 2 GB); the rest is read.
  sqlite.pragma('mmap_size = 2147418112');
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

// PostgreSQL types whose default parsing would hand the app strings: counts come back as int8.
pg.types.setTypeParser(20, (v) => Number(v));

/** readArrays' parsers: times come as the ISO text the API writes (as SQLite stores them). */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? isoTime
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Kysely prepares every query anew; preparing costs more than running a search (FTS5 tables
 * are reconnected on each prepare), so statements are kept by SQL text. Parameters are bound
 * per call, so the cache holds one entry per query shape. */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    /** Statements are planned when prepared: new statistics reach only those prepared after. */
    clear: () => cache.clear(),
    prepare(text: string) {
      let statement = cache.get(text);
      if (!statement) {
        if (cache.size >= 1000) cache.delete(cache.keys().next().value!);
        statement = sqlite.prepare(text);
        cache.set(text, statement);
      }
      return statement;
    },
  };
}

/** Searches and record pages read through a second SQLite connection. Kysely serialises all
 * work on its one connection behind a mutex (a transaction spans awaits), so reads there would
 * queue behind writes or see a write's uncommitted rows. WAL lets this reader run beside the
 * writer and see only committed data; several queries run in one synchronous read transaction,
 * so a record and its links come from the same snapshot. `pragmas` set what differs from openSqlite. */
function openReader(file: string, pragmas: string[] = []) {
  const reader = openSqlite(file);
  reader.pragma('query_only = ON');
  for (const pragma of pragmas) reader.pragma(pragma);
  const statements = withStatementCache(reader);
  // A statement answers arrays once told to: those are kept apart from the ones answering objects.
  const arrayStatements = withStatementCache(reader);
  const readAll = reader.transaction((queries: CompiledQuery[]) =>
    queries.map((q) => statements.prepare(q.sql).all(...(q.parameters as unknown[]))),
  );
  const readArrays = reader.transaction((queries: CompiledQuery[]) =>
    queries.map(
      (q) =>
        arrayStatements
          .prepare(q.sql)
          .raw(true)
          .all(...(q.parameters as unknown[])) as unknown[][],
    ),
  );
  /** What the planner's statistics are: the rows of sqlite_stat1 (a few a table), or null before
   * any analysis created it. */
  const statistics = (): string | null => {
    try {
      return reader
        .prepare("SELECT group_concat(tbl || ' ' || coalesce(idx, '') || ' ' || stat, ';') FROM sqlite_stat1")
        .pluck()
        .get() as string | null;
    } catch {
      return null;
    }
  };
  let loaded = statistics();
  /** A connection loads the statistics when it opens: an ANALYZE by another connection (or process)
   * reaches it only when told (`ANALYZE sqlite_schema`), and its cached statements keep their old
   * plans. Done only when the statistics changed. That ANALYZE takes the write lock: it waits for
   * nobody (busy_timeout 0, the loop is never held) and answers false when a writer has the lock,
   * for the caller to try again. */
  const reloadStatistics = (): boolean => {
    const now = statistics();
    if (now === loaded) return true;
    reader.pragma('query_only = OFF');
    reader.pragma('busy_timeout = 0');
    try {
      reader.exec('ANALYZE sqlite_schema');
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return false;
      throw error;
    } finally {
      reader.pragma('busy_timeout = 5000');
      reader.pragma('query_only = ON');
    }
    loaded = now;
    statements.clear();
    arrayStatements.clear();
    return true;
  };
  return { reader, readAll, readArrays, reloadStatistics };
}

/** SQLite runs DDL inside a transaction, but Kysely's adapter says it cannot, so its migrator would
 * leave a migration half applied when the process stops midway (a long backfill, a crash, a
 * deploy's restart): with this, a migration is applied whole or not at all, as on PostgreSQL. */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
/** Transactions take the write lock when they begin. A deferred one that reads first and writes
 * later fails outright (SQLITE_BUSY_SNAPSHOT, no waiting) when another process committed in
 * between, which several processes on one file (WORKERS) would meet; begun immediate, it waits
 * for the lock (busy_timeout) and then sees the latest data. In one process nothing changes: its
 * one writing connection runs one transaction at a time. */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}
class TransactionalSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

const named = new WeakSet<CompiledQuery>();
const statementName = (text: string) => `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** The rows of each query, typed by the query: Kysely's builder types what it compiles
 * (`CompiledQuery<O>`), raw SQL by `sql<O>`. */
export type RowsOf<Q extends readonly CompiledQuery<unknown>[]> = {
  -readonly [K in keyof Q]: Q[K] extends CompiledQuery<infer O> ? O[] : never;
};

/** `database.read`, each answer typed by its query rather than by one row type the caller names. */
export const readQueries = <const Q extends readonly CompiledQuery<unknown>[]>(
  database: Database,
  queries: Q,
) =>
  // The driver answers untyped rows; the query's own type says what it selected.
  database.read([...queries]) as Promise<RowsOf<Q>>;

/** Marks a query for `read` to run as a named (prepared) statement on PostgreSQL: each pooled
 * connection parses it once and may reuse its plan, for a statement whose planning costs more than
 * its run (the ranked search: measured 0.36 ms planning, 0.27 ms execution at 1M rows). Its text
 * must not embed values (they go in parameters), or every value would prepare a statement. */
export function prepared<O>(query: CompiledQuery<O>): CompiledQuery<O> {
  named.add(query);
  return query;
}

/** What `read` hands pg for a query on PostgreSQL: named when `prepared`. The bench replays the
 * API's captured statements through it, so its SQL floor pays what the API pays (a named
 * statement may run a generic plan). */
export function pgQuery(q: CompiledQuery): pg.QueryConfig {
  const values = [...q.parameters];
  return named.has(q) ? { name: statementName(q.sql), text: q.sql, values } : { text: q.sql, values };
}

/** Tells each reader of new statistics; one a writer holds the lock for tries again a second later
 * (up to a minute), never waiting on the event loop. */
function reloadReaders(readers: (() => boolean)[], tries = 60): void {
  const busy = readers.filter((reload) => !reload());
  if (busy.length > 0 && tries > 1) setTimeout(() => reloadReaders(busy, tries - 1), 1000).unref();
}

export function openDatabase(url: string): Database {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'sqlite') {
    const sqlite = openSqlite(target.file);
    // Gathers planner statistics where missing, bounded to a quick sample per index.
    sqlite.pragma('analysis_limit = 1000');
    sqlite.pragma('optimize = 0x10002');
    const writes = withStatementCache(sqlite);
    const db = new Kysely<DB>({ dialect: new TransactionalSqliteDialect({ database: writes }) });
    // Through Kysely's connection, so the ANALYZE waits for a transaction under way (an import
    // batch yielding between rows) instead of joining it; readers told after, retried while busy.
    const analyze = async (tables: readonly string[] | undefined, readers: (() => boolean)[]) => {
      await db.connection().execute(async () => {
        analyzeSqlite(sqlite, tables);
        writes.clear();
      });
      reloadReaders(readers);
    };
    if (target.file === ':memory:') {
      // A second connection to :memory: would be another database: read through Kysely instead.
      const read = async <R>(qs: CompiledQuery[]) =>
        Promise.all(qs.map(async (q) => (await db.executeQuery<R>(q)).rows));
      // Objects keep the selected order of their (named, distinct) columns.
      const readArrays = async (qs: CompiledQuery[]) =>
        (await read<Record<string, unknown>>(qs)).map((rows) => rows.map((r) => Object.values(r)));
      const refreshStatistics = (tables?: readonly string[]) => analyze(tables, []);
      return {
        db,
        dialect: 'sqlite',
        sqlite,
        read,
        readArrays,
        refreshStatistics,
        close: () => db.destroy(),
      };
    }
    const { reader, readAll, reloadStatistics } = openReader(target.file);
    // Array reads walk whole tables (an export): on a connection of their own that maps none of the
    // file, since mapped pages count in the process's resident memory, which would grow by the size
    // of what was read (measured as fast through read calls and a small page cache, the file being
    // in the system's cache either way).
    const bulk = openReader(target.file, ['mmap_size = 0', 'cache_size = -8192']);
    // data_version changes on this connection whenever another commits: while it stands still,
    // so does crm_version, and its read is skipped.
    const commits = reader.prepare('PRAGMA data_version').pluck();
    // Prepared at the first read: the table does not exist before the migrations run.
    let crmVersion: SQLite.Statement | undefined;
    let seen: { commits: number; version: number } | undefined;
    const dataVersion = () => {
      const now = commits.get() as number;
      if (seen?.commits !== now) {
        crmVersion ??= reader.prepare('SELECT sum(n) FROM crm_version').pluck();
        seen = { commits: now, version: crmVersion.get() as number };
      }
      return seen.version;
    };
    const read = async <R>(qs: CompiledQuery[]) => readAll(qs) as R[][];
    const readArrays = async (qs: CompiledQuery[]) => bulk.readArrays(qs);
    const refreshStatistics = (tables?: readonly string[]) =>
      analyze(tables, [reloadStatistics, bulk.reloadStatistics]);
    const close = async () => {
      // Keeps the planner's statistics fresh for a database grown through the API (SQLite's advice).
      sqlite.pragma('optimize');
      reader.close();
      bulk.reader.close();
      await db.destroy();
    };
    return { db, dialect: 'sqlite', sqlite, read, readArrays, dataVersion, refreshStatistics, close };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema},public` } : {}),
  });
  // Its introspector (the migrator's) reads only this schema: see scoped-introspector.ts.
  const db = new Kysely<DB>({ dialect: new ScopedPostgresDialect({ pool }) });
  // On PostgreSQL each query takes a pooled connection under READ COMMITTED, as Kysely does; a
  // `prepared` one runs as a statement named after its text, parsed once per connection.
  const read = async <R>(qs: CompiledQuery[]) =>
    Promise.all(
      qs.map(async (q) =>
        named.has(q) ? ((await pool.query(pgQuery(q))).rows as R[]) : (await db.executeQuery<R>(q)).rows,
      ),
    );
  // Kysely has no array rows: the pool is asked directly, with the same text and parameters.
  const readArrays = async (qs: CompiledQuery[]) =>
    Promise.all(
      qs.map(
        async (q) =>
          (await pool.query<unknown[]>({ text: q.sql, values: [...q.parameters], rowMode: 'array', types }))
            .rows,
      ),
    );
  // Committed CRM writes so far (ADR 0034): read before a read's queries, it is never newer than
  // what they see; equal again later, no CRM write has committed since.
  const dataVersion = async () =>
    (
      await pool.query<{ v: string }>({
        name: 'crm_version',
        text: 'SELECT sum(n)::text AS v FROM crm_version',
      })
    ).rows[0]!.v;
  // An idle pooled connection the server drops (a restart, an administrator) is reported here and
  // discarded by the pool; without a listener the error would end the process.
  pool.on('error', () => {});
  const database: Database = {
    db,
    dialect: 'postgres',
    pool,
    read,
    readArrays,
    dataVersion,
    schema: target.schema,
    refreshStatistics: (tables) => analyzePostgres(database, tables),
    close: () => db.destroy(),
  };
  return database;
}

// Opens the database named by DATABASE_URL: `sqlite:<file>` (embedded default) or
// `postgres://…` (optionally `?schema=name`, used by tests to isolate each file).

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The raw SQLite handle, for the hot search paths and bulk seeding. */
  sqlite?: SQLite.Database;
  pool?: pg.Pool;
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
  sqlite.pragma('mmap_size = 1073741824');
  sqlite.pragma('temp_store = MEMORY');
  return sqlite;
}

// PostgreSQL types whose default parsing would hand the app strings: counts come back as int8.
pg.types.setTypeParser(20, (v) => Number(v));

/** Kysely prepares every query anew; preparing costs more than running a search (FTS5 tables
 * are reconnected on each prepare), so statements are kept by SQL text. Parameters are bound
 * per call, so the cache holds one entry per query shape. */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
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

export function openDatabase(url: string): Database {
  const target = parseDatabaseUrl(url);
  if (target.dialect === 'sqlite') {
    const sqlite = openSqlite(target.file);
    const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    return { db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    ...(target.schema ? { options: `-c search_path=${target.schema},public` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', pool, close: () => db.destroy() };
}

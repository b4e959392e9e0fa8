// Many rows into one table inside a transaction, in as few statements as each database allows: the
// import's write path (a thousand contacts a batch, each with its records, links and audit rows).
// A statement per row costs more than the row itself: on SQLite the FTS triggers' per-statement
// work, on PostgreSQL a round trip. One statement names the columns any of its rows sets; a row
// that leaves one out gets the column's default, as a one-row insert would (rows keep their order,
// so their seq follows the file's).
import { ENTITY_FLAG_FIELDS } from '@crm/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from './database.js';
import { type InsertValues, toInsert } from './rows.js';
import type { DB } from './schema.js';

/** Rows per SQLite statement: the widest table's rows stay far under SQLite's 32,766 variables, and
 * larger statements measured no faster. */
const SQLITE_ROWS = 100;

const quoted = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

/** The migrations' non-null defaults (0001-crm.ts): a column not listed here defaults to null.
 * insert-rows.test.ts checks each table's rows against Kysely's one-row insert. */
const COUNTERS = { n_linked_entities: 0 };
const NOT_NULL_DEFAULTS: Partial<Record<keyof DB, Record<string, unknown>>> = {
  entities: {
    ...Object.fromEntries(ENTITY_FLAG_FIELDS.map((flag) => [flag, false])),
    ...COUNTERS,
    n_linked_addresses: 0,
    n_linked_numbers: 0,
    n_linked_emails: 0,
    search: '',
  },
  addresses: { ...COUNTERS, search_address: '', search_city: '', search_postal: '', search_country: '' },
  emails: { ...COUNTERS, do_not_contact: false },
  phone_numbers: { ...COUNTERS, do_not_contact: false },
};

/** Every column any row sets, in the order they first appear. */
function columnsOf(rows: object[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** SQLite: multi-row INSERTs through the raw handle. Kysely holds the one connection for the
 * transaction `trx` stands for (its mutex serialises every other query behind it), so statements
 * run on the handle here are that transaction's. Prepared once per shape and kept. */
const sqliteStatements = new WeakMap<object, Map<string, { run(values: unknown[]): unknown }>>();

function insertSqlite(database: Database, table: string, columns: string[], rows: Record<string, unknown>[]) {
  const handle = database.sqlite!;
  let cache = sqliteStatements.get(handle);
  if (!cache) {
    cache = new Map();
    sqliteStatements.set(handle, cache);
  }
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let i = 0; i < rows.length; i += SQLITE_ROWS) {
    const chunk = rows.slice(i, i + SQLITE_ROWS);
    const key = `${table}|${columns.join(',')}|${chunk.length}`;
    let statement = cache.get(key);
    if (!statement) {
      const tuples = new Array<string>(chunk.length).fill(tuple).join(', ');
      statement = handle.prepare(`INSERT INTO "${table}" (${quoted(columns)}) VALUES ${tuples}`);
      cache.set(key, statement);
    }
    const values: unknown[] = [];
    for (const row of chunk) for (const column of columns) values.push(row[column]);
    statement.run(values);
  }
}

/** PostgreSQL: one statement per shape, the rows sent as one JSON parameter and turned into the
 * table's own row type (so each column is cast as the table declares it; no parameter limit). */
async function insertPostgres(
  trx: Transaction<DB>,
  table: string,
  columns: string[],
  rows: Record<string, unknown>[],
) {
  const list = sql.raw(quoted(columns));
  await sql`INSERT INTO ${sql.table(table)} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(rows)}::json)`.execute(
    trx,
  );
}

/** Inserts `rows` (API values, as `toInsert` takes them) into `table` within `trx`. */
export async function insertRows<T extends keyof DB & string>(
  database: Database,
  trx: Transaction<DB>,
  table: T,
  rows: InsertValues<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = columnsOf(rows);
  const defaults: Record<string, unknown> = NOT_NULL_DEFAULTS[table] ?? {};
  const stored = rows.map((row) => {
    const full: Record<string, unknown> = {};
    const given = row as Record<string, unknown>;
    for (const column of columns) full[column] = given[column] ?? defaults[column] ?? null;
    return toInsert(database.dialect, table, full as InsertValues<T>) as Record<string, unknown>;
  });
  if (database.dialect === 'sqlite') insertSqlite(database, table, columns, stored);
  else await insertPostgres(trx, table, columns, stored);
}

// Many rows into one table inside a transaction, in as few statements as each database allows: the
// import's write path (a thousand contacts a batch, each with its records, links and audit rows).
// A statement per row costs more than the row itself: on SQLite the FTS triggers' per-statement
// work, on PostgreSQL a round trip. One statement names the columns any of its rows sets; a row
// that leaves one out gets the column's default, as a one-row insert would (rows keep their order,
// so their seq follows the file's).
import { ENTITY_FLAG_FIELDS } from '@crm/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from './database.js';
import type { InsertValues } from './rows.js';
import type { DB } from './schema.js';

/** Rows per SQLite statement: the widest table's rows stay far under SQLite's 32,766 variables, and
 * larger statements measured no faster. */
const SQLITE_ROWS = 100;

/** The longest a batch's writes hold the event loop before letting other work run. */
const YIELD_AFTER_MS = 20;
let lastTurn = performance.now();

/** Gives the event loop a turn when this thread has held it YIELD_AFTER_MS since the last one
 * (any caller's): a batch's many statements, none long, added up to a second and more. */
export async function letOthersRun(): Promise<void> {
  if (performance.now() - lastTurn < YIELD_AFTER_MS) return;
  await new Promise((resolve) => setImmediate(resolve));
  lastTurn = performance.now();
}

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
  addresses: {
    ...COUNTERS,
    search_address: '',
    search_city: '',
    search_postal: '',
    search_country: '',
    search_province: '',
  },
  emails: { ...COUNTERS, do_not_contact: false },
  phone_numbers: { ...COUNTERS, do_not_contact: false },
};

/** Every column any row sets, in the order they first appear. */
function columnsOf(rows: object[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}

/** A row's values in `columns` order as the database stores them (toInsert's rules: booleans 0/1
 * on SQLite, lists as JSON text), a left-out column as its default. Written out rather than through
 * toInsert: the import sends five rows a contact through here. */
function storedValues(
  database: Database,
  columns: string[],
  defaults: Record<string, unknown>,
  row: Record<string, unknown>,
  into: unknown[],
) {
  const sqlite = database.dialect === 'sqlite';
  for (const column of columns) {
    const value = row[column] ?? defaults[column] ?? null;
    if (typeof value === 'boolean' && sqlite) into.push(value ? 1 : 0);
    else if (Array.isArray(value)) into.push(JSON.stringify(value));
    else into.push(value);
  }
}

/** SQLite: multi-row INSERTs through the raw handle. Kysely holds the one connection for the
 * transaction `trx` stands for (its mutex serialises every other query behind it), so statements
 * run on the handle here are that transaction's. Prepared once per shape and kept. */
const sqliteStatements = new WeakMap<object, Map<string, { run(values: unknown[]): unknown }>>();

async function insertSqlite(
  database: Database,
  table: string,
  columns: string[],
  defaults: Record<string, unknown>,
  rows: Record<string, unknown>[],
) {
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
    for (const row of chunk) storedValues(database, columns, defaults, row, values);
    statement.run(values);
    // better-sqlite3 runs on the event loop: a thousand contacts' rows (with the FTS triggers) in
    // one stretch held every other request for a second and more on a busy machine. Reads go
    // through their own connection, so they can be answered between chunks (issue 23).
    await letOthersRun();
  }
}

/** PostgreSQL: one statement, the rows sent as one JSON parameter and turned into the table's own
 * row type (so each column is cast as the table declares it; no parameter limit). */
async function insertPostgres(
  database: Database,
  trx: Transaction<DB>,
  table: string,
  columns: string[],
  defaults: Record<string, unknown>,
  rows: Record<string, unknown>[],
) {
  const values: unknown[] = [];
  const json = rows.map((row) => {
    values.length = 0;
    storedValues(database, columns, defaults, row, values);
    return Object.fromEntries(columns.map((column, i) => [column, values[i]]));
  });
  const list = sql.raw(quoted(columns));
  await sql`INSERT INTO ${sql.table(table)} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(json)}::json)`.execute(
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
  const given = rows as Record<string, unknown>[];
  const columns = columnsOf(given);
  const defaults: Record<string, unknown> = NOT_NULL_DEFAULTS[table] ?? {};
  if (database.dialect === 'sqlite') await insertSqlite(database, table, columns, defaults, given);
  else await insertPostgres(database, trx, table, columns, defaults, given);
}

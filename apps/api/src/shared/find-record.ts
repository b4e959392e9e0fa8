import type { MessageKey } from '@crm/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { RecordRow } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import { exists, notFound } from './app-error.js';
import type { ApiRecord, RecordSpec, RecordTable } from './record-spec.js';

/** What finding a record reads of its spec: columns by name, so one function serves every kind. */
interface RecordLookup<T extends RecordTable>
  extends Pick<RecordSpec<T, ApiRecord>, 'table' | 'missing' | 'lookupKey'> {
  key: string;
  unique?: { column: string; duplicate: MessageKey; field: string };
}

type Db = Kysely<DB> | Transaction<DB>;

// The table and key column vary with the spec, which Kysely's builder cannot type generically
// (its where() over a union of tables is not callable): these few statements are written in SQL.

/** The stored row a key names (in any form `lookupKey` accepts), or undefined. */
export async function lookupRecordRow<T extends RecordTable>(db: Db, spec: RecordLookup<T>, raw: string) {
  const key = spec.lookupKey(raw);
  if (!key) return undefined;
  const { rows } = await sql<
    RecordRow<T>
  >`SELECT * FROM ${sql.table(spec.table)} WHERE ${sql.ref(spec.key)} = ${key}`.execute(db);
  return rows[0];
}

/** The stored row a key names, or the spec's 404. */
export async function findRecordRow<T extends RecordTable>(db: Db, spec: RecordLookup<T>, raw: string) {
  const row = await lookupRecordRow(db, spec, raw);
  if (!row) throw notFound(spec.missing);
  return row;
}

/** 409 when another record (not `exceptKey`) already holds the spec's unique value in `values`. */
export async function assertUnique<T extends RecordTable>(
  db: Db,
  spec: RecordLookup<T>,
  values: Record<string, unknown>,
  exceptKey?: string,
): Promise<void> {
  const unique = spec.unique;
  const value = unique ? values[unique.column] : undefined;
  if (!unique || value === undefined || value === null) return;
  const other = exceptKey === undefined ? sql`` : sql` AND ${sql.ref(spec.key)} <> ${exceptKey}`;
  const { rows } = await sql`SELECT 1 AS one FROM ${sql.table(spec.table)}
    WHERE ${sql.ref(unique.column)} = ${value}${other}`.execute(db);
  if (rows.length > 0) throw exists(unique.duplicate, unique.field);
}

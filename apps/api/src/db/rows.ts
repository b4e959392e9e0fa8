// Turns database rows into the API's record shapes and API values into column values. The two
// databases differ in three ways handled here: SQLite booleans are 0/1, PostgreSQL timestamps
// arrive as Date, and `place_type` is stored as JSON text.
import { type Address, type Email, ENTITY_FLAG_FIELDS, type Entity, type PhoneNumber } from '@crm/shared';
import type { Insertable, Updateable } from 'kysely';
import type { Dialect } from './database.js';
import type { DB } from './schema.js';

type Row = Record<string, unknown>;

/** ISO 8601 text of a stored time (PostgreSQL hands back a Date, SQLite the text we stored). */
export const toIso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

function strip(row: Row, hidden: readonly string[]): Row {
  const out: Row = { ...row };
  for (const key of hidden) delete out[key];
  out.created_at = toIso(row.created_at);
  out.updated_at = toIso(row.updated_at);
  return out;
}

export function entityFromRow(row: Row): Entity {
  const out = strip(row, ['seq', 'search']);
  for (const flag of ENTITY_FLAG_FIELDS) out[flag] = Boolean(row[flag]);
  return out as unknown as Entity;
}

export function addressFromRow(row: Row): Address {
  const out = strip(row, [
    'seq',
    'address_key',
    'search_address',
    'search_city',
    'search_postal',
    'search_country',
  ]);
  out.place_type = typeof row.place_type === 'string' ? JSON.parse(row.place_type) : null;
  return out as unknown as Address;
}

export function emailFromRow(row: Row): Email {
  const out = strip(row, ['seq']);
  out.do_not_contact = Boolean(row.do_not_contact);
  return out as unknown as Email;
}

export function numberFromRow(row: Row): PhoneNumber {
  const out = strip(row, ['seq', 'digits']);
  out.do_not_contact = Boolean(row.do_not_contact);
  return out as unknown as PhoneNumber;
}

/** The column that holds a list as JSON text. */
type ListColumn = 'place_type';
/** Column values as the API holds them: booleans (0/1 on SQLite) and lists (JSON text) as such. */
export type ApiColumns<R> = { [K in keyof R]: K extends ListColumn ? R[K] | readonly string[] : R[K] };
export type InsertValues<T extends keyof DB> = ApiColumns<Insertable<DB[T]>>;
export type UpdateValues<T extends keyof DB> = ApiColumns<Updateable<DB[T]>>;

/** Booleans as 0/1 on SQLite (better-sqlite3 binds no booleans), lists as JSON text, undefined
 * left out, everything else unchanged. */
function columnValues(dialect: Dialect, values: object): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (typeof value === 'boolean' && dialect === 'sqlite') out[key] = value ? 1 : 0;
    else if (Array.isArray(value)) out[key] = JSON.stringify(value);
    else out[key] = value;
  }
  return out;
}

/** The row to insert into `table`, typed by the table: the only place API values become columns. */
export function toInsert<T extends keyof DB>(
  dialect: Dialect,
  _table: T,
  values: InsertValues<T>,
): Insertable<DB[T]> {
  return columnValues(dialect, values) as Insertable<DB[T]>;
}

/** The columns to set on a row of `table`. */
export function toUpdate<T extends keyof DB>(
  dialect: Dialect,
  _table: T,
  values: UpdateValues<T>,
): Updateable<DB[T]> {
  return columnValues(dialect, values) as Updateable<DB[T]>;
}

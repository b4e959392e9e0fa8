// Turns database rows into the API's record shapes and API values into column values. The two
// databases differ in three ways handled here: SQLite booleans are 0/1, PostgreSQL timestamps
// arrive as Date, and `place_type` is stored as JSON text.
import { type Address, type Email, ENTITY_FLAG_FIELDS, type Entity, type PhoneNumber } from '@crm/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Dialect } from './database.js';
import type { DB } from './schema.js';

type Columns = Record<string, unknown>;

/** A stored number, or null: PostgreSQL hands numeric and bigint columns back as text. */
export const numberOrNull = (v: unknown): number | null => (v == null ? null : Number(v));

/** ISO 8601 text of a stored time (PostgreSQL hands back a Date, SQLite the text we stored). */
export const toIso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

/** How a stored column becomes its API value, for the columns that need it (the rest are handed on
 * as stored). The records below and the export, which reads rows as arrays, decode through these. */
export type Decoders = Readonly<Record<string, (value: unknown) => unknown>>;

const TIMES: Decoders = { created_at: toIso, updated_at: toIso };
export const ENTITY_DECODERS: Decoders = {
  ...TIMES,
  ...Object.fromEntries(ENTITY_FLAG_FIELDS.map((flag) => [flag, Boolean])),
};
const flagOrNull = (v: unknown) => (v == null ? null : Boolean(v));
export const ADDRESS_DECODERS: Decoders = {
  ...TIMES,
  place_type: (v) => (typeof v === 'string' ? JSON.parse(v) : null),
  for_sale: flagOrNull,
};
export const CONTACT_POINT_DECODERS: Decoders = { ...TIMES, do_not_contact: Boolean };

/** A stored row of `table` as Kysely types it (booleans 0/1 or boolean, `place_type` JSON text). */
export type Row<T extends keyof DB> = Selectable<DB[T]>;

/** A row of one of the record tables, read by code generic over them (which cannot see through
 * `Selectable` of a table it does not know yet to the columns they all have). */
export type RecordRow<T extends keyof DB> = Row<T> & { seq: number; version: number };

type Flag = (typeof ENTITY_FLAG_FIELDS)[number];

/** The flags as booleans (0/1 on SQLite). */
function entityFlags(row: Row<'entities'>): Record<Flag, boolean> {
  // fromEntries is typed by string keys only; the keys are exactly ENTITY_FLAG_FIELDS.
  return Object.fromEntries(ENTITY_FLAG_FIELDS.map((flag) => [flag, Boolean(row[flag])])) as Record<
    Flag,
    boolean
  >;
}

// Each mapper names the columns the API does not show (destructured away, so a renamed column
// fails the build) and decodes the rest: the compiler checks the result against the API's type.

export function entityFromRow(row: Row<'entities'>): Entity {
  const { seq, version, search, name_key, name_block, ...fields } = row;
  return {
    ...fields,
    ...entityFlags(row),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function addressFromRow(row: Row<'addresses'>): Address {
  const {
    seq,
    version,
    address_key,
    search_address,
    search_city,
    search_postal,
    search_country,
    search_province,
    ...fields
  } = row;
  return {
    ...fields,
    // JSON text written by toInsert/toUpdate from the API's list.
    place_type: typeof row.place_type === 'string' ? JSON.parse(row.place_type) : null,
    for_sale: flagOrNull(row.for_sale),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function emailFromRow(row: Row<'emails'>): Email {
  const { seq, version, ...fields } = row;
  return {
    ...fields,
    do_not_contact: Boolean(row.do_not_contact),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export function numberFromRow(row: Row<'phone_numbers'>): PhoneNumber {
  const { seq, version, digits, ...fields } = row;
  return {
    ...fields,
    do_not_contact: Boolean(row.do_not_contact),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The column that holds a list as JSON text. */
type ListColumn = 'place_type' | 'property_types' | 'cities' | 'search_cities';
/** Column values as the API holds them: booleans (0/1 on SQLite) and lists (JSON text) as such. */
export type ApiColumns<R> = { [K in keyof R]: K extends ListColumn ? R[K] | readonly string[] : R[K] };
export type InsertValues<T extends keyof DB> = ApiColumns<Insertable<DB[T]>>;
export type UpdateValues<T extends keyof DB> = ApiColumns<Updateable<DB[T]>>;

/** Booleans as 0/1 on SQLite (better-sqlite3 binds no booleans), lists as JSON text, undefined
 * left out, everything else unchanged. */
function columnValues(dialect: Dialect, values: object): Columns {
  const out: Columns = {};
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

// Contacts, addresses, emails and phone numbers are one kind of thing to the data layer: a row of a
// counted table, named by one key column, written with its derived columns, audited, and read back
// in the API's shape. Each kind describes itself once in a spec (entity-spec.ts, address-spec.ts,
// contact-point-specs.ts); find-record, insert-record and update-record are written once against it,
// as the link operations are against link-specs.ts.
import type { MessageKey } from '@crm/shared';
import type { Row, UpdateValues } from '../db/rows.js';
import type { DB } from '../db/schema.js';
import type { CountedTable } from './counters.js';

export type RecordTable = CountedTable;
/** A record in the API's shape (Entity, Address, Email, PhoneNumber). */
export type ApiRecord = Record<string, unknown>;

export interface RecordSpec<T extends RecordTable, R extends ApiRecord, C extends Partial<R> = Partial<R>> {
  table: T;
  /** The column naming a record in URLs and the audit log. */
  key: keyof DB[T] & string;
  auditType: string;
  /** The 404 message of a key that names no record. */
  missing: MessageKey;
  /** The stored form of a key typed in a URL, or null when it cannot name a record (404). */
  lookupKey(raw: string): string | null;
  /** The key of a record created from `input`: a new UUID v7, or the canonical email or number. */
  newKey(input: C): string;
  /** The API's record from its stored row (db/rows.ts). A property, not a method, so the row's
   * type is checked strictly. */
  fromRow: (row: Row<T>) => R;
  /** Columns computed from the record's fields (search text, duplicate key, email domain): written
   * on insert, and on update when one of `from` changed. */
  derived?: {
    from: readonly (keyof R & string)[];
    columns(record: Partial<R>): UpdateValues<T>;
  };
  /** A unique column checked before each write, so a duplicate is a 409 with the spec's message
   * naming `field` rather than the database's constraint error. */
  unique?: { column: keyof DB[T] & string; duplicate: MessageKey; field: string };
}

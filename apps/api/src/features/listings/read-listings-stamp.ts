// What the cached public listing pages depend on, in one cheap statement (ADR 0048): any change
// to a listing (its text, status, photos: see touchListing) moves its `updated_at`, a deletion
// moves the count, and a change to a listed property (city, type, size) moves its address's
// `updated_at`. Read from the database, so every API process sees the same stamp.
import type { Database } from '../../db/database.js';

export async function readListingsStamp(database: Database): Promise<string> {
  const row = await database.db
    .selectFrom('listings as l')
    .leftJoin('addresses as a', 'a.uuid', 'l.address_id')
    .select((eb) => [
      eb.fn.max('l.updated_at').as('listings'),
      eb.fn.count('l.id').as('n'),
      eb.fn.max('a.updated_at').as('addresses'),
    ])
    .executeTakeFirst();
  return `${exact(row?.listings)}|${row?.n ?? 0}|${exact(row?.addresses)}`;
}

/** A time to the millisecond: PostgreSQL answers a Date, whose toString() drops them. */
const exact = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''));

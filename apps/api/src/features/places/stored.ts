// The CRM's own addresses in the pipeline: which stored address a typed one is (existing_uuid,
// 'exists!'), which stored addresses a suggestion list should offer, and which components a
// CONFIRMED stored address vouches for.
import { ADDRESS_COMPONENTS, type AddressComponent, type ConfirmationLevel, searchText } from '@crm/shared';
import { CompiledQuery } from 'kysely';
import type { Database } from '../../db/database.js';
import { searchRows } from '../../db/search.js';
import type { ProviderValidation } from './provider-types.js';

export interface StoredMatch {
  uuid: string;
  address: string;
  key: string | null;
}

/** Stored addresses by address key. */
export async function findByKeys(database: Database, keys: string[]): Promise<Map<string, StoredMatch>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  // The read connection: its prepared statements are kept, and it never waits behind a write. The
  // one-key statement is written out: building it with Kysely on every call cost more than running it.
  const query =
    unique.length === 1
      ? CompiledQuery.raw(
          `SELECT uuid, address, address_key FROM addresses WHERE address_key = ${database.dialect === 'postgres' ? '$1' : '?'}`,
          unique,
        )
      : database.db
          .selectFrom('addresses')
          .select(['uuid', 'address', 'address_key'])
          .where('address_key', 'in', unique)
          .compile();
  const [rows] = await database.read<{ uuid: string; address: string; address_key: string }>([query]);
  return new Map(rows!.map((r) => [r.address_key, { uuid: r.uuid, address: r.address, key: r.address_key }]));
}

/** Up to `limit` stored addresses whose text contains the typed street line. */
export async function searchStored(
  database: Database,
  streetLine: string,
  limit: number,
): Promise<StoredMatch[]> {
  const text = searchText(streetLine);
  if (text.length < 3) return [];
  const rows = await searchRows(database, {
    table: 'addresses',
    text: { search_address: text },
    min: {},
    limit,
    offset: 0,
  });
  return rows.map((r) => ({
    uuid: String(r.uuid),
    address: String(r.address),
    key: r.address_key,
  }));
}

/** Raises to CONFIRMED each component equal to the same component of the stored address `uuid`
 * where that one is CONFIRMED (the offline provider's only source of confirmation). */
export async function confirmFromStored(
  database: Database,
  uuid: string,
  v: ProviderValidation,
): Promise<void> {
  const row = (await database.db
    .selectFrom('addresses')
    .selectAll()
    .where('uuid', '=', uuid)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) return;
  for (const c of ADDRESS_COMPONENTS) {
    const mine = v.components[c as AddressComponent];
    const stored = row[c];
    const level = row[`${c}_confirmation_level`] as ConfirmationLevel | null;
    if (
      mine &&
      typeof stored === 'string' &&
      level === 'CONFIRMED' &&
      searchText(stored) === searchText(mine)
    )
      v.levels[c] = 'CONFIRMED';
  }
}

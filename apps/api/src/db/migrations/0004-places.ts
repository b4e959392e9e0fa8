// The address pipeline (issue 6): `place_cache`, the outside providers' answers kept until they
// expire, and `addresses.address_key`, the normalised building + unit (features/places/address-key.ts)
// that finds duplicates, backfilled for existing rows. One file for both databases, like 0001.
// The backfill computes keys with a frozen copy of the parser (frozen/0004-address-key.ts), not the
// live one: a later parser change must not change what this migration writes.
import type { Kysely } from 'kysely';
import { addressKey } from './frozen/0004-address-key.js';
import { backfillAddressKeys } from './frozen/backfill-address-keys.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  await db.schema
    .createTable('place_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    // Milliseconds since 1970: the same comparison on both databases.
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('place_cache_expires').on('place_cache').column('expires_at').execute();

  await db.schema.alterTable('addresses').addColumn('address_key', 'text').execute();
  // Rows stored before the key existed may already be duplicates of each other under it: the first
  // keeps the key, the later ones stay null (a unique index allows many nulls on both databases).
  await backfillAddressKeys(db, pg, addressKey);
  await db.schema
    .createIndex('addresses_address_key')
    .unique()
    .on('addresses')
    .column('address_key')
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('addresses_address_key').execute();
  await db.schema.alterTable('addresses').dropColumn('address_key').execute();
  await db.schema.dropTable('place_cache').execute();
}

// The address pipeline (issue 6): `place_cache`, the outside providers' answers kept until they
// expire, and `addresses.address_key`, the normalised building + unit (features/places/address-key.ts)
// that finds duplicates, backfilled for existing rows. One file for both databases, like 0001.
// The backfill computes keys with a frozen copy of the parser (frozen/0004-address-key.ts), not the
// live one: a later parser change must not change what this migration writes.
import { type Kysely, sql } from 'kysely';
import { addressKey } from './frozen/0004-address-key.js';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const BATCH = 1000;

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
  const seen = new Set<string>();
  let after = pg ? '00000000-0000-0000-0000-000000000000' : '';
  for (;;) {
    const rows: { uuid: string; address: string; subpremise: string | null }[] = await db
      .selectFrom('addresses')
      .select(['uuid', 'address', 'subpremise'])
      .where('uuid', '>', after)
      .orderBy('uuid')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    const pairs = rows.flatMap((r) => {
      const key = addressKey(r.address, r.subpremise);
      if (seen.has(key)) return [];
      seen.add(key);
      return [sql`(${r.uuid}, ${key})`];
    });
    if (pairs.length > 0)
      await sql`WITH v(u, k) AS (VALUES ${sql.join(pairs)})
        UPDATE addresses SET address_key = (SELECT k FROM v WHERE ${pg ? sql`v.u::uuid` : sql`v.u`} = addresses.uuid)
        WHERE uuid IN (SELECT ${pg ? sql`u::uuid` : sql`u`} FROM v)`.execute(db);
    after = rows.at(-1)!.uuid;
  }
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

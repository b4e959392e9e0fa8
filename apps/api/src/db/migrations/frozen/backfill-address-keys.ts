// FROZEN: the address-key backfill of migrations 0004 and 0005 (each passes its own frozen key).
// Rows are read in UUID order (UUID v7, so by creation): the first row of each key gets it, later
// rows sharing it keep null, which a unique index allows on both databases. Never edit: a change
// here would change what those migrations write.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const BATCH = 1000;

export async function backfillAddressKeys(
  db: Db,
  pg: boolean,
  addressKey: (address: string, subpremise: string | null) => string,
): Promise<void> {
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
}

// A preview's lookup of the address a row names: the stored one's uuid under its address key, or
// null, each key read once a preview (a file names the same building on many rows).
import type { Database } from '../../db/database.js';

export async function storedAddressId(
  database: Database,
  seen: Map<string, string | null>,
  key: string,
): Promise<string | null> {
  if (!seen.has(key)) {
    const row = await database.db
      .selectFrom('addresses')
      .select('uuid')
      .where('address_key', '=', key)
      .executeTakeFirst();
    seen.set(key, row ? String(row.uuid) : null);
  }
  return seen.get(key) ?? null;
}

// Outside providers' answers by provider, call and normalised text, so a repeated lookup costs no
// call (and no quota) until the entry is older than PLACES_CACHE_TTL.
import { searchText } from '@crm/shared';
import type { Database } from '../../db/database.js';

export const cacheKey = (call: string, text: string) => `${call}:${searchText(text)}`;

export async function cached<T>(
  database: Database,
  ttlMs: number,
  key: string,
  load: () => Promise<T>,
): Promise<{ value: T; hit: boolean }> {
  const now = Date.now();
  const row = await database.db
    .selectFrom('place_cache')
    .select('value')
    .where('key', '=', key)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (row) return { value: JSON.parse(row.value) as T, hit: true };
  const value = await load();
  const expires_at = now + ttlMs;
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('place_cache').where('expires_at', '<=', now).execute();
    await trx
      .insertInto('place_cache')
      .values({ key, value: JSON.stringify(value), expires_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), expires_at }))
      .execute();
  });
  return { value, hit: false };
}

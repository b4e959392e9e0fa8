// The administrators' security settings, in the app_settings table (migration 0011): today one,
// whether staff must use two-factor sign-in. Read at each request that needs it (a primary-key
// lookup), so a change applies at once on every server sharing the database.
import type { Database } from '../../db/database.js';

const REQUIRE_TWO_FACTOR = 'require_two_factor';

export async function readRequireTwoFactor(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', REQUIRE_TWO_FACTOR)
    .executeTakeFirst();
  return row?.value === 'true';
}

export async function writeRequireTwoFactor(
  database: Database,
  value: boolean,
  actor: string,
): Promise<void> {
  const row = {
    key: REQUIRE_TWO_FACTOR,
    value: String(value),
    updated_at: new Date().toISOString(),
    updated_by: actor,
  };
  await database.db
    .insertInto('app_settings')
    .values(row)
    .onConflict((c) =>
      c.column('key').doUpdateSet({ value: row.value, updated_at: row.updated_at, updated_by: actor }),
    )
    .execute();
}

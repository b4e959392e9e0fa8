// GET /addresses/{id}/rent-roll: a building's spaces with their active leases, and its occupancy,
// annual rent, WALT and expiries by year (read-building-rolls.ts reads it, rent-roll-figures.ts does
// the arithmetic). A space's roll is its building's.
import type { RentRoll } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { dayIn } from '../../shared/days.js';
import { uuidKey } from '../../shared/uuid.js';
import { readBuildingRolls } from './read-building-rolls.js';

/** The roll, and its building's address (for a file's name). */
export async function getRentRoll(
  database: Database,
  id: string,
  asOf: string | undefined,
  timeZone: string,
): Promise<RentRoll & { label: string }> {
  const day = asOf ?? dayIn(timeZone);
  const key = uuidKey(id);
  const address = key
    ? await database.db
        .selectFrom('addresses')
        .select(['uuid', 'parent_address_id'])
        .where('uuid', '=', key)
        .executeTakeFirst()
    : undefined;
  if (!address) throw notFound('lookup.address');
  return buildingRentRoll(database, String(address.parent_address_id ?? address.uuid), day);
}

/** The rent roll of a building (by its uuid) on a day: what GET …/rent-roll answers, and what an
 * address's `…/complete` derives its pct_leased from. */
export async function buildingRentRoll(
  database: Database,
  buildingId: string,
  day: string,
): Promise<RentRoll & { label: string }> {
  const [building] = await readBuildingRolls(database, [buildingId], day);
  // Deleted in between: as if never there.
  if (!building) throw notFound('lookup.address');
  return { building_id: buildingId, as_of: day, label: building.label, ...building.roll };
}

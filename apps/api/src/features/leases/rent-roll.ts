// GET /addresses/{id}/rent-roll: a building's spaces with their active leases, and its occupancy,
// annual rent, WALT and expiries by year (rent-roll-figures.ts does the arithmetic). A space's
// roll is its building's.
import type { RentRoll } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { dayIn } from '../../shared/days.js';
import { uuidKey } from '../../shared/uuid.js';
import { type RollLease, type RollSpace, rentRollFigures } from './rent-roll-figures.js';

const numberOrNull = (v: unknown) => (v == null ? null : Number(v));

export async function getRentRoll(
  database: Database,
  id: string,
  asOf: string | undefined,
  timeZone: string,
): Promise<RentRoll> {
  const { db } = database;
  const day = asOf ?? dayIn(timeZone);
  const key = uuidKey(id);
  const address = key
    ? await db
        .selectFrom('addresses')
        .select(['uuid', 'parent_address_id'])
        .where('uuid', '=', key)
        .executeTakeFirst()
    : undefined;
  if (!address) throw notFound('lookup.address');
  const buildingId = String(address.parent_address_id ?? address.uuid);
  const places = await db
    .selectFrom('addresses')
    .select(['uuid', 'parent_address_id', 'subpremise', 'address', 'floor', 'rba'])
    .where((eb) => eb.or([eb('uuid', '=', buildingId), eb('parent_address_id', '=', buildingId)]))
    .execute();
  const label = (p: (typeof places)[number]) => p.subpremise?.trim() || p.address;
  const toSpace = (p: (typeof places)[number]): RollSpace => ({
    uuid: String(p.uuid),
    label: label(p),
    floor: p.floor ?? null,
    rba: numberOrNull(p.rba),
  });
  const own = places.filter((p) => String(p.uuid) !== buildingId).map(toSpace);
  own.sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }) || a.uuid.localeCompare(b.uuid));
  // The building alone when it has no spaces: its own rba is then what is rentable.
  const spaces = own.length > 0 ? own : places.filter((p) => String(p.uuid) === buildingId).map(toSpace);
  const placeIds = places.map((p) => String(p.uuid));
  const rows = await db
    .selectFrom('leases as l')
    .leftJoin('entities as t', 't.uuid', 'l.tenant_id')
    .selectAll('l')
    .select('t.name as tenant_name')
    .where('l.status', '=', 'active')
    .where('l.start_on', '<=', day)
    .where('l.end_on', '>=', day)
    .where('l.id', 'in', (sub) =>
      sub.selectFrom('lease_spaces').select('lease_id').where('address_id', 'in', placeIds),
    )
    .execute();
  const ids = rows.map((r) => String(r.id));
  const covered =
    ids.length === 0
      ? []
      : await db
          .selectFrom('lease_spaces as ls')
          .innerJoin('addresses as a', 'a.uuid', 'ls.address_id')
          .select(['ls.lease_id', 'ls.address_id', 'a.rba'])
          .where('ls.lease_id', 'in', ids)
          .orderBy('ls.address_id')
          .execute();
  const leases: RollLease[] = rows.map((r) => {
    const its = covered.filter((c) => String(c.lease_id) === String(r.id));
    return {
      id: String(r.id),
      tenant_id: r.tenant_id == null ? null : String(r.tenant_id),
      tenant_name: r.tenant_name ?? null,
      start_on: r.start_on,
      end_on: r.end_on,
      area_sqft: numberOrNull(r.area_sqft),
      base_rent: Number(r.base_rent),
      rent_basis: r.rent_basis,
      steps: JSON.parse(r.steps),
      space_ids: its.map((c) => String(c.address_id)),
      spaces_rba: its.map((c) => numberOrNull(c.rba)),
    };
  });
  return { building_id: buildingId, as_of: day, ...rentRollFigures(spaces, leases, day) };
}

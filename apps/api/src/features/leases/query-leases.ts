import type { LeasePage, LeaseQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { leaseConditions } from './lease-conditions.js';
import { leasesFromRows, selectLeases } from './read-leases.js';

/** GET /leases: by building or space (a building's own leases and its spaces'), tenant, status, an
 * end-day window and the leased property's city, use and size; soonest ending first. */
export async function queryLeases(database: Database, q: LeaseQuery): Promise<LeasePage> {
  const { db } = database;
  let query = selectLeases(db);
  if (q.address_id) {
    const place = q.address_id;
    query = query.where('l.id', 'in', (sub) =>
      sub
        .selectFrom('lease_spaces as ls')
        .innerJoin('addresses as a', 'a.uuid', 'ls.address_id')
        .select('ls.lease_id')
        .where((eb) => eb.or([eb('a.uuid', '=', place), eb('a.parent_address_id', '=', place)])),
    );
  }
  if (q.tenant_id) query = query.where('l.tenant_id', '=', q.tenant_id);
  const conditions = leaseConditions({
    status: q.status,
    end_from: q.expiring_from,
    end_before: q.expiring_before,
    city: q.city,
    use: q.use,
    min_sqft: q.min_sqft,
    max_sqft: q.max_sqft,
  });
  for (const condition of conditions) query = query.where(condition);
  const rows = await query.orderBy('l.end_on').orderBy('l.id').limit(q.limit).offset(q.offset).execute();
  const leases = await leasesFromRows(db, rows);
  return { data: leases.map(({ version, ...lease }) => lease), offset: q.offset };
}

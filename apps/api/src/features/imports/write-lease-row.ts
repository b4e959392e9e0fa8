// A leases row written inside the batch's transaction (issue 26): its building found by its key or
// created (as a comp's address), each unit's space found or created under it through the
// addresses' own create, the lease found by its natural key (skipped, or filled or overwritten by
// the policy) or created through the leases' own create, its tenant found by name or created as a
// company. The lease's refusals are the API's (an overlap names the other lease: run-import-batch.ts),
// and the row's savepoint undoes whatever it wrote before one.
import type { ImportPolicy, LeaseUpdate } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { insertAddress } from '../addresses/create-address.js';
import { insertLease } from '../leases/create-lease.js';
import { leaseSpec } from '../leases/lease-spec.js';
import { changeLease } from '../leases/update-lease.js';
import type { ContactIndex } from './contact-index.js';
import type { RowPlan } from './plan-import-row.js';
import type { PlannedSpace } from './plan-lease-row.js';
import {
  changesFor,
  findOrCreateAddress,
  findOrCreateNamedContact,
  type RowOutcome,
} from './write-import-row.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The lease stored under a lease's natural key: the same tenant, the same spaces (all of them,
 * no more) and the same first day. Two leases differing in none of these are one lease entered
 * twice; a renewal starts on another day. */
export async function findLeaseByKey(
  db: Db,
  tenantId: string,
  spaceIds: readonly string[],
  startOn: string,
): Promise<string | undefined> {
  const rows = await db
    .selectFrom('leases')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('start_on', '=', startOn)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return undefined;
  const ids = rows.map((r) => String(r.id));
  const covered = new Map<string, Set<string>>(ids.map((id) => [id, new Set()]));
  const links = await db
    .selectFrom('lease_spaces')
    .select(['lease_id', 'address_id'])
    .where('lease_id', 'in', ids)
    .execute();
  for (const l of links) covered.get(String(l.lease_id))?.add(String(l.address_id));
  const wanted = new Set(spaceIds);
  return ids.find((id) => {
    const its = covered.get(id)!;
    return its.size === wanted.size && [...wanted].every((s) => its.has(s));
  });
}

/** A unit's space: found by its key (a found one is not the row's to change), else created under
 * the building by the addresses' own create (which refuses a building that is itself a space). */
async function findOrCreateSpace(
  database: Database,
  trx: Transaction<DB>,
  buildingId: string,
  space: PlannedSpace,
  actor: Actor,
): Promise<{ id: string; created: boolean }> {
  const row = await trx
    .selectFrom('addresses')
    .select('uuid')
    .where('address_key', '=', space.key)
    .executeTakeFirst();
  if (row) return { id: String(row.uuid), created: false };
  const saved = await insertAddress(database, trx, { ...space.values, parent_address_id: buildingId }, actor);
  return { id: saved.uuid, created: true };
}

export async function writeLeaseRow(
  database: Database,
  trx: Transaction<DB>,
  policy: ImportPolicy,
  plan: RowPlan,
  contacts: ContactIndex,
  actor: Actor,
): Promise<RowOutcome> {
  const lease = plan.lease!;
  const { role: _role, ...values } = plan.address!;
  const building = await findOrCreateAddress(database, trx, values, plan.addressKey!, actor);
  let created = building.created;
  const spaceIds: string[] = [];
  for (const planned of lease.spaces) {
    const space = await findOrCreateSpace(database, trx, building.id, planned, actor);
    spaceIds.push(space.id);
    created ||= space.created;
  }
  // No unit: the lease is of the building itself.
  if (spaceIds.length === 0) spaceIds.push(building.id);
  // A vacant unit: its space is all the row holds.
  if (!lease.values || !lease.tenant) return created ? 'create' : 'skip';

  const tenantId = contacts.get(lease.tenant.key);
  const existing =
    created || !tenantId ? undefined : await findLeaseByKey(trx, tenantId, spaceIds, lease.values.start_on);
  if (!existing) {
    const tenant = tenantId ?? (await findOrCreateNamedContact(database, trx, contacts, lease.tenant, actor));
    await insertLease(database, trx, { ...lease.values, tenant_id: tenant, space_ids: spaceIds }, actor);
    return 'create';
  }
  if (policy === 'skip') return 'skip';
  const stored = leaseSpec.fromRow(await findRecordRow(trx, leaseSpec, existing));
  const { status, ...fields } = lease.values;
  // An empty cell never erases (the schema reads empty notes as null).
  const own = Object.fromEntries(Object.entries(fields).filter(([, v]) => v != null));
  const given: LeaseUpdate = { ...own, ...(lease.assumedStatus ? {} : { status }) };
  await changeLease(database, trx, existing, changesFor(policy, stored, given), actor);
  return 'update';
}

import type { Lease, LeaseCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { setConcerned } from '../../shared/concerned-records.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { leaseDatesOf, syncLeaseDates } from './lease-dates.js';
import { assertNoOverlap, assertSpacesOfOneBuilding, assertTenantExists } from './lease-references.js';
import { leaseColumns, leaseConcerns, leaseSpec } from './lease-spec.js';
import { getLease } from './read-leases.js';

/** A lease written inside `trx`, refused with nothing written: an unknown tenant or space (404),
 * spaces of two buildings (400), an overlap with another active lease on one of the spaces (409).
 * The route's create and the import's (imports/write-lease-row.ts) alike, so both check, count and
 * audit it the same way. Answers its id. */
export async function insertLease(
  database: Database,
  trx: Transaction<DB>,
  input: LeaseCreate,
  actor: Actor,
): Promise<string> {
  await assertTenantExists(trx, input.tenant_id);
  await assertSpacesOfOneBuilding(trx, input.space_ids);
  await assertNoOverlap(trx, input);
  const columns = {
    ...leaseColumns(input),
    tenant_id: input.tenant_id,
    start_on: input.start_on,
    end_on: input.end_on,
    base_rent: input.base_rent,
    rent_basis: input.rent_basis,
    status: input.status,
    escalation: input.escalation ? JSON.stringify(input.escalation) : null,
    steps: JSON.stringify(input.steps ?? []),
    options: JSON.stringify(input.options ?? []),
  };
  const { id } = await insertRecord(database, trx, leaseSpec, columns, actor);
  await setConcerned(trx, leaseConcerns, id, { address_ids: input.space_ids }, actor);
  await syncLeaseDates(trx, id, leaseDatesOf(input));
  return id;
}

/** POST /leases: a tenant's lease of spaces of one building (insertLease's refusals). */
export function createLease(database: Database, input: LeaseCreate, actor: Actor): Promise<Versioned<Lease>> {
  return database.db
    .transaction()
    .execute(async (trx) => getLease(trx, await insertLease(database, trx, input, actor)));
}

import { type Lease, type LeaseUpdate, leaseIssues } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { setConcerned } from '../../shared/concerned-records.js';
import { bumpVersion } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { assertVersion } from '../../shared/versions.js';
import { leaseDatesOf, syncLeaseDates } from './lease-dates.js';
import { assertNoOverlap, assertSpacesOfOneBuilding, assertTenantExists } from './lease-references.js';
import { leaseColumns, leaseConcerns, leaseSpec } from './lease-spec.js';
import { getLease } from './read-leases.js';

/** The given fields of a lease changed inside `trx` (space_ids replaces the list), checked as the
 * lease would be after the write, with the same refusals as a create: the route's update and the
 * import's (fill and overwrite) alike. With `expected` (If-Match), a StaleVersion unless still at
 * that version. Answers its key. */
export async function changeLease(
  database: Database,
  trx: Transaction<DB>,
  id: string,
  input: LeaseUpdate,
  actor: Actor,
  expected?: number,
): Promise<string> {
  const row = await findRecordRow(trx, leaseSpec, id);
  const key = String(row.id);
  // Locks the row on PostgreSQL, so a write changing only the spaces is checked too.
  if (expected !== undefined) await assertVersion(trx, database.dialect, { table: 'leases', key, expected });
  const current = await getLease(trx, key);
  const next = {
    ...current,
    ...input,
    escalation: input.escalation === undefined ? current.escalation : input.escalation,
    space_ids: input.space_ids ?? current.spaces.map((s) => s.uuid),
  };
  const issues = leaseIssues(next);
  if (Object.keys(issues).length > 0) throw new AppError(400, 'validation', 'err.validation', issues);
  await assertTenantExists(trx, input.tenant_id);
  await assertSpacesOfOneBuilding(trx, input.space_ids);
  await assertNoOverlap(trx, next, key);
  const saved = await updateRecord(database, trx, leaseSpec, key, leaseColumns(input), actor, expected);
  const moved = await setConcerned(trx, leaseConcerns, key, { address_ids: input.space_ids }, actor);
  if (moved && saved.version === Number(row.version)) await bumpVersion(trx, 'leases', key);
  if (input.end_on !== undefined || input.options !== undefined)
    await syncLeaseDates(trx, key, leaseDatesOf(next));
  return key;
}

/** PUT /leases/{id}: only the fields given (changeLease's checks). */
export function updateLease(
  database: Database,
  id: string,
  input: LeaseUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Lease>> {
  return database.db
    .transaction()
    .execute(async (trx) => getLease(trx, await changeLease(database, trx, id, input, actor, expected)));
}

// Writes one planned contacts or addresses row inside the batch's transaction through the
// operations the API routes use (insertRecord, updateRecord, insertLink), so counters, derived
// columns and the audit trail are exactly those of the same records typed in the portal (a comps
// row: write-comp-row.ts; a leases row: write-lease-row.ts). The addresses and contacts those rows
// name are found or created here too.
import type { AddressCreate, ImportPolicy } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { UpdateValues } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow, lookupRecordRow } from '../../shared/find-record.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { ApiRecord, RecordSpec, RecordTable } from '../../shared/record-spec.js';
import { updateRecord } from '../../shared/update-record.js';
import { addressSpec } from '../addresses/address-spec.js';
import { emailSpec, numberSpec } from '../contact-points/contact-point-specs.js';
import { checkRepresentative } from '../entities/check-representative.js';
import { entitySpec } from '../entities/entity-spec.js';
import { insertLink } from '../links/create-link.js';
import { findLink } from '../links/find-link.js';
import { addressesEntities, entitiesEmails, entitiesNumbers } from '../links/link-specs.js';
import type { ContactIndex } from './contact-index.js';
import type { RowPlan } from './plan-import-row.js';

export type RowOutcome = 'create' | 'update' | 'skip';

const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || v === false;

/** The fields an existing record takes under `policy`: every given field (overwrite) or only those
 * stored empty (fill; a flag stored false counts as empty). `V` is an update, every field optional,
 * so some of its fields are a `V` too. */
export function changesFor<V extends object>(
  policy: ImportPolicy,
  stored: Record<string, unknown>,
  given: V,
): V {
  const kept = Object.entries(given).filter(
    ([k, v]) => v !== undefined && (policy === 'overwrite' || isEmpty(stored[k])),
  );
  // Some of `given`'s own fields: Object.fromEntries cannot say so, its keys being any strings.
  return Object.fromEntries(kept) as V;
}

async function updateByPolicy<T extends RecordTable, R extends ApiRecord, C extends Partial<R>>(
  database: Database,
  trx: Transaction<DB>,
  spec: RecordSpec<T, R, C>,
  id: string,
  policy: ImportPolicy,
  given: Partial<C> & UpdateValues<T>,
  actor: Actor,
) {
  const stored = spec.fromRow(await findRecordRow(trx, spec, id));
  // updateRecord writes nothing (no audit row either) when no field changes.
  await updateRecord(database, trx, spec, id, changesFor(policy, stored, given), actor);
}

async function addressIdByKey(trx: Transaction<DB>, key: string): Promise<string | undefined> {
  const row = await trx
    .selectFrom('addresses')
    .select('uuid')
    .where('address_key', '=', key)
    .executeTakeFirst();
  return row ? String(row.uuid) : undefined;
}

/** An address a row names (a contact's, a comp's): found by its key, else created. A found one is
 * not the row's to change. */
export async function findOrCreateAddress(
  database: Database,
  trx: Transaction<DB>,
  values: AddressCreate,
  key: string,
  actor: Actor,
): Promise<{ id: string; created: boolean }> {
  const found = await addressIdByKey(trx, key);
  if (found) return { id: found, created: false };
  return { id: (await insertRecord(database, trx, addressSpec, values, actor)).uuid, created: true };
}

/** A contact a comps or leases row names: the earliest stored (or created by this import) of that
 * name, else a new company contact of that name. */
export async function findOrCreateNamedContact(
  database: Database,
  trx: Transaction<DB>,
  contacts: ContactIndex,
  { name, key }: { name: string; key: string },
  actor: Actor,
): Promise<string> {
  const found = contacts.get(key);
  if (found) return found;
  const { uuid } = await insertRecord(database, trx, entitySpec, { name, is_person: false }, actor);
  contacts.remember(uuid, key);
  return uuid;
}

/** The address of an addresses row, found by its key or created, else updated by the policy. */
async function writeAddress(
  database: Database,
  trx: Transaction<DB>,
  plan: RowPlan,
  policy: ImportPolicy,
  actor: Actor,
): Promise<{ id: string; outcome: RowOutcome }> {
  const { role: _role, ...address } = plan.address!;
  const found = await addressIdByKey(trx, plan.addressKey!);
  if (!found) {
    const created = await insertRecord(database, trx, addressSpec, address, actor);
    return { id: created.uuid, outcome: 'create' };
  }
  if (policy === 'skip') return { id: found, outcome: 'skip' };
  await updateByPolicy(database, trx, addressSpec, found, policy, address, actor);
  return { id: found, outcome: 'update' };
}

/** The contact spec a row creates its contact by: with the row's own id when it gives one. */
export const contactSpec = (plan: RowPlan): typeof entitySpec =>
  plan.uuid ? { ...entitySpec, newKey: () => plan.uuid! } : entitySpec;

/** An addresses row's links to its contacts (an export's entity_ids), those it lacks; a contact
 * that does not exist fails the row (insertLink's 404). */
async function linkContacts(trx: Transaction<DB>, addressId: string, plan: RowPlan, actor: Actor) {
  for (const { entity_id, role } of plan.links)
    if (!(await findLink(trx, addressesEntities, addressId, entity_id)))
      await insertLink(trx, addressesEntities, addressId, entity_id, role, actor);
}

export async function writeImportRow(
  database: Database,
  trx: Transaction<DB>,
  kind: 'contacts' | 'addresses',
  policy: ImportPolicy,
  plan: RowPlan,
  contacts: ContactIndex,
  actor: Actor,
): Promise<RowOutcome> {
  if (kind === 'addresses') {
    const address = await writeAddress(database, trx, plan, policy, actor);
    if (address.outcome !== 'skip') await linkContacts(trx, address.id, plan, actor);
    return address.outcome;
  }

  const entity = plan.entity!;
  const existing = contacts.get(plan.contactKey!);
  if (existing && policy === 'skip') return 'skip';
  // Planned against the staff read at the import's start: still one now (else the row fails).
  await checkRepresentative(trx, entity.representative_id);
  let id: string;
  if (existing) {
    id = existing;
    await updateByPolicy(database, trx, entitySpec, id, policy, entity, actor);
  } else {
    id = (await insertRecord(database, trx, contactSpec(plan), entity, actor)).uuid;
  }
  contacts.remember(id, plan.contactKey, plan.nameKey);
  for (const { email, type } of plan.emails) {
    if (!(await lookupRecordRow(trx, emailSpec, email)))
      await insertRecord(database, trx, emailSpec, { email, default_type: type }, actor);
    if (!(await findLink(trx, entitiesEmails, id, email)))
      await insertLink(trx, entitiesEmails, id, email, type, actor);
  }
  for (const { phone_number, type, notes } of plan.numbers) {
    if (!(await lookupRecordRow(trx, numberSpec, phone_number)))
      await insertRecord(
        database,
        trx,
        numberSpec,
        { phone_number, default_type: type, ...(notes ? { notes } : {}) },
        actor,
      );
    if (!(await findLink(trx, entitiesNumbers, id, phone_number)))
      await insertLink(trx, entitiesNumbers, id, phone_number, type, actor);
  }
  // A contact's addresses are shared, not the contact's to change: found ones are only linked.
  for (const { values, role, key } of plan.addresses) {
    const { id: addressId } = await findOrCreateAddress(database, trx, values, key, actor);
    if (!(await findLink(trx, addressesEntities, addressId, id)))
      await insertLink(trx, addressesEntities, addressId, id, role, actor);
  }
  return existing ? 'update' : 'create';
}

// A comps row written inside the batch's transaction (issue 26): its address found by its key or
// created, the comp found by its natural key (skipped, or filled or overwritten by the policy) or
// created through the comps' own create, its buyer, seller and tenant found by name or created as
// companies. Every record goes through the API's own writes: counters, derived columns and history
// are those of the same records typed in the portal.
import type { CompCreate, CompUpdate, ImportPolicy } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { compSpec } from '../comps/comp-spec.js';
import { insertComp } from '../comps/create-comp.js';
import { changeComp } from '../comps/update-comp.js';
import type { ContactIndex } from './contact-index.js';
import { COMP_CONTACTS, type CompContact, type PlannedComp } from './plan-comp-row.js';
import type { RowPlan } from './plan-import-row.js';
import {
  changesFor,
  findOrCreateAddress,
  findOrCreateNamedContact,
  type RowOutcome,
} from './write-import-row.js';

type CompKey = Pick<CompCreate, 'kind' | 'date_on' | 'area_sqft' | 'price' | 'rent_per_sqft'>;

/** The comp stored under a comp's natural key: the same kind at the same address on the same day,
 * of the same area and the same price (a sale) or rent (a lease). Two comps differing in none of
 * these are one deal entered twice. */
export async function findCompByKey(
  db: Kysely<DB> | Transaction<DB>,
  addressId: string,
  comp: CompKey,
): Promise<string | undefined> {
  const figure = comp.kind === 'sale' ? 'price' : 'rent_per_sqft';
  const row = await db
    .selectFrom('comps')
    .select('id')
    .where('address_id', '=', addressId)
    .where('kind', '=', comp.kind)
    .where('date_on', '=', comp.date_on)
    .where('area_sqft', '=', comp.area_sqft)
    .where(figure, '=', comp[figure] ?? null)
    .orderBy('id')
    .executeTakeFirst();
  return row ? String(row.id) : undefined;
}

/** The ids of the contacts `fields` names. */
async function contactIds(
  database: Database,
  trx: Transaction<DB>,
  contacts: ContactIndex,
  comp: PlannedComp,
  fields: CompContact[],
  actor: Actor,
): Promise<Partial<Record<(typeof COMP_CONTACTS)[CompContact], string>>> {
  const ids: Partial<Record<(typeof COMP_CONTACTS)[CompContact], string>> = {};
  for (const field of fields) {
    const named = comp.contacts[field];
    if (named)
      ids[COMP_CONTACTS[field]] = await findOrCreateNamedContact(database, trx, contacts, named, actor);
  }
  return ids;
}

export async function writeCompRow(
  database: Database,
  trx: Transaction<DB>,
  policy: ImportPolicy,
  plan: RowPlan,
  contacts: ContactIndex,
  actor: Actor,
): Promise<RowOutcome> {
  const comp = plan.comp!;
  const { role: _role, ...values } = plan.address!;
  const address = await findOrCreateAddress(database, trx, values, plan.addressKey!, actor);
  const existing = address.created ? undefined : await findCompByKey(trx, address.id, comp.values);
  const named = Object.keys(comp.contacts) as CompContact[];
  if (!existing) {
    const ids = await contactIds(database, trx, contacts, comp, named, actor);
    await insertComp(database, trx, { ...comp.values, address_id: address.id, ...ids }, actor);
    return 'create';
  }
  if (policy === 'skip') return 'skip';
  // Fill names a contact only where the comp has none: no contact is created for a field it keeps.
  const stored = compSpec.fromRow(await findRecordRow(trx, compSpec, existing));
  const wanted = named.filter((f) => policy === 'overwrite' || stored[COMP_CONTACTS[f]] === null);
  const ids = await contactIds(database, trx, contacts, comp, wanted, actor);
  const { kind: _kind, property_type, ...fields } = comp.values;
  const given: CompUpdate = { ...fields, ...(comp.assumedType ? {} : { property_type }), ...ids };
  await changeComp(database, trx, existing, changesFor(policy, stored, given), actor);
  return 'update';
}

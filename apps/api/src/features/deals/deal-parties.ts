// A deal's parties: contacts with their role, one row each in `deal_parties`, set as a whole list.
// Each row added, retagged or removed is audited as a link entry ("<deal id>/<contact id>", type
// deal_parties, registered as a link kind through the deal's registration), so the contact's
// history names the deal as its links' entries do.
import type { DealPartyRole } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type Actor, appendAudit } from '../../shared/audit.js';

export const PARTIES_TABLE = 'deal_parties';

/** Makes `next` the deal's parties. Answers whether anything changed. */
export async function setParties(
  trx: Transaction<DB>,
  dealId: string,
  next: readonly { entity_id: string; role: DealPartyRole }[],
  actor: Actor,
): Promise<boolean> {
  const rows = await trx
    .selectFrom('deal_parties')
    .select(['entity_id', 'role'])
    .where('deal_id', '=', dealId)
    .execute();
  const current = new Map(rows.map((r) => [String(r.entity_id), r.role]));
  const wanted = new Map(next.map((p) => [p.entity_id, p.role]));
  const entry = (
    action: 'create' | 'update' | 'delete',
    entity: string,
    old: string | null,
    role: string | null,
  ) =>
    appendAudit(trx, {
      actor,
      action,
      type: PARTIES_TABLE,
      id: `${dealId}/${entity}`,
      changes: { role: { old, new: role } },
    });
  let changed = false;
  for (const [entity, role] of current) {
    if (wanted.get(entity) === role) continue;
    changed = true;
    if (wanted.has(entity)) {
      const next = wanted.get(entity)!;
      await trx
        .updateTable('deal_parties')
        .set({ role: next })
        .where('deal_id', '=', dealId)
        .where('entity_id', '=', entity)
        .execute();
      await entry('update', entity, role, next);
    } else {
      await trx
        .deleteFrom('deal_parties')
        .where('deal_id', '=', dealId)
        .where('entity_id', '=', entity)
        .execute();
      await entry('delete', entity, role, null);
    }
  }
  const added = next.filter((p) => !current.has(p.entity_id));
  if (added.length > 0) {
    changed = true;
    await trx
      .insertInto('deal_parties')
      .values(added.map((p) => ({ deal_id: dealId, entity_id: p.entity_id, role: p.role })))
      .execute();
    for (const p of added) await entry('create', p.entity_id, null, p.role);
  }
  return changed;
}

import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { removeDateTasks } from './deal-date-tasks.js';
import { setParties } from './deal-parties.js';
import { dealSpec } from './deal-spec.js';

/** DELETE /deals/{id}: its parties removed first, each audited, so the contacts' histories say so;
 * its stage changes go with it, and its open key-date tasks (its dates are gone); the tasks its
 * playbooks made and the done ones stay (they are the staff's work), no longer naming it, as do
 * its activities (activity_deals and task_deals cascade). */
export function deleteDeal(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, dealSpec, id);
    const key = String(row.id);
    await setParties(trx, key, [], actor);
    await removeDateTasks(trx, key, actor);
    await trx.deleteFrom('deals').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'deals', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'deal',
      id: key,
      changes: deleted(dealSpec.fromRow(row)),
    });
  });
}

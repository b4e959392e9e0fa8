import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { setParties } from './deal-parties.js';
import { dealSpec } from './deal-spec.js';

/** DELETE /deals/{id}: its parties removed first, each audited, so the contacts' histories say so;
 * its stage changes go with it; the tasks its playbooks made stay (they are the staff's work). */
export function deleteDeal(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, dealSpec, id);
    const key = String(row.id);
    await setParties(trx, key, [], actor);
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

import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { setConcerned } from '../../shared/concerned-records.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { activityConcerns, activitySpec, assertOwnActivity } from './activity-spec.js';

/** DELETE /activities/{id}: the caller's own (an API key: any). Its links are removed first, each
 * audited, so the contacts' histories say so; its own entry keeps what it said. A task that
 * followed it up keeps going without it. */
export function deleteActivity(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, activitySpec, id);
    assertOwnActivity(row, actor);
    const key = String(row.id);
    await setConcerned(trx, activityConcerns, key, { entity_ids: [], address_ids: [], deal_ids: [] }, actor);
    await trx.deleteFrom('activities').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'activities', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'activity',
      id: key,
      changes: deleted(activitySpec.fromRow(row)),
    });
  });
}

import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { compSpec } from './comp-spec.js';

/** DELETE /comps/{id}: its history stays. */
export function deleteComp(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, compSpec, id);
    const key = String(row.id);
    await trx.deleteFrom('comps').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'comps', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'comp',
      id: key,
      changes: deleted(compSpec.fromRow(row)),
    });
  });
}

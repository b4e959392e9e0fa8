import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { requirementSpec } from './requirement-spec.js';

/** DELETE /requirements/{id}: its history stays. */
export function deleteRequirement(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, requirementSpec, id);
    const key = String(row.id);
    await trx.deleteFrom('requirements').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'requirements', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'requirement',
      id: key,
      changes: deleted(requirementSpec.fromRow(row)),
    });
  });
}

import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, deleted } from '../../shared/audit.js';
import { setConcerned } from '../../shared/concerned-records.js';
import { bumpRecordCount } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { leaseConcerns, leaseSpec } from './lease-spec.js';

/** DELETE /leases/{id}: its spaces removed first, each audited, so the spaces' histories say so;
 * its own entry keeps what it said. */
export function deleteLease(database: Database, id: string, actor: Actor): Promise<void> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, leaseSpec, id);
    const key = String(row.id);
    await setConcerned(trx, leaseConcerns, key, { address_ids: [] }, actor);
    await trx.deleteFrom('leases').where('id', '=', key).execute();
    await bumpRecordCount(trx, 'leases', -1);
    await appendAudit(trx, {
      actor,
      action: 'delete',
      type: 'lease',
      id: key,
      changes: deleted(leaseSpec.fromRow(row)),
    });
  });
}

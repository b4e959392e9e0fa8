import type { Database } from '../../db/database.js';
import { findImportJob } from './get-import.js';

/** DELETE /imports/{id}: a job not yet finished is canceled. The batch running meanwhile sees the
 * status when it moves the counters and rolls back, so only whole batches stay written. A finished
 * job is left as it is. */
export async function cancelImport(database: Database, rawId: string): Promise<void> {
  const { id } = await findImportJob(database, rawId);
  await database.db.transaction().execute(async (trx) => {
    const canceled = await trx
      .updateTable('import_jobs')
      .set({ status: 'canceled', finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('status', 'in', ['queued', 'running', 'interrupted'])
      .executeTakeFirst();
    if (Number(canceled.numUpdatedRows) > 0)
      await trx.deleteFrom('import_files').where('job_id', '=', id).execute();
  });
}

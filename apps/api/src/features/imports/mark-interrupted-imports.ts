import type { Database } from '../../db/database.js';
import { ownerGone } from './import-heartbeat.js';

/** At server start, and on each process's sweep: a job left queued or running by a process that
 * is gone (its heartbeat stale) is interrupted. Its committed batches stay; POST
 * /imports/{id}/resume goes on from there. A job another live process runs is left alone. */
export async function markInterruptedImports(database: Database, now = Date.now()): Promise<number> {
  const result = await database.db
    .updateTable('import_jobs')
    .set({ status: 'interrupted' })
    .where('status', 'in', ['queued', 'running'])
    .where(ownerGone(now))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

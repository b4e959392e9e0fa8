import type { Database } from '../../db/database.js';

/** At server start: a job left queued or running was stopped with the process that ran it. Its
 * committed batches stay; POST /imports/{id}/resume goes on from there. */
export async function markInterruptedImports(database: Database): Promise<number> {
  const result = await database.db
    .updateTable('import_jobs')
    .set({ status: 'interrupted' })
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

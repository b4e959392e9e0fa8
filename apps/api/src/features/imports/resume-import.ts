import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { findImportJob } from './get-import.js';

/** POST /imports/{id}/resume: an interrupted job is queued again; it goes on after its last whole
 * batch (`done` rows). */
export async function resumeImport(database: Database, rawId: string): Promise<string> {
  const { id } = await findImportJob(database, rawId);
  const queued = await database.db
    .updateTable('import_jobs')
    .set({ status: 'queued' })
    .where('id', '=', id)
    .where('status', '=', 'interrupted')
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) === 0) throw new AppError(409, 'bad_request', 'import.err.notResumable');
  return String(id);
}

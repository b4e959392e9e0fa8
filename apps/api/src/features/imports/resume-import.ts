import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { findImportJob } from './get-import.js';
import { ownerGone, PROCESS_OWNER } from './import-heartbeat.js';

/** POST /imports/{id}/resume: an interrupted job, or one whose process is gone though no sweep has
 * said so yet, is queued again by this process; it goes on after its last whole batch (`done`
 * rows). A job another live process runs is not resumable. */
export async function resumeImport(database: Database, rawId: string): Promise<string> {
  const { id } = await findImportJob(database, rawId);
  const now = Date.now();
  const queued = await database.db
    .updateTable('import_jobs')
    .set({ status: 'queued', owner: PROCESS_OWNER, heartbeat_at: now })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'interrupted'),
        eb.and([eb('status', 'in', ['queued', 'running']), ownerGone(now)(eb)]),
      ]),
    )
    .executeTakeFirst();
  if (Number(queued.numUpdatedRows) === 0) throw new AppError(409, 'bad_request', 'import.err.notResumable');
  return String(id);
}

// Runs an import job to its end: the stored file read again, then batch after batch from the
// first row not yet committed (so a resumed job goes on where its last whole batch ended).
import type { ImportKind, ImportPolicy } from '@crm/shared';
import { DEFAULT_IMPORT_MAX_ERROR_ROWS } from '../../config.js';
import type { Database } from '../../db/database.js';
import { IMPORT_TABLES } from '../../db/refresh-statistics.js';
import { userIdOf } from '../../shared/audit.js';
import { importContacts } from './contact-index.js';
import { beat, HEARTBEAT_MS, PROCESS_OWNER } from './import-heartbeat.js';
import { NO_LIMITS } from './import-limits.js';
import { loadImportStaff, NO_STAFF } from './import-staff.js';
import { prepareImport } from './prepare-import.js';
import { createRowPlanner } from './row-planner.js';
import { IMPORT_BATCH_SIZE, runImportBatch } from './run-import-batch.js';

export interface RunHooks {
  /** Asked between batches: true leaves the job `running` (a stopping server), which the runner
   * then marks `interrupted`. */
  stopping?: () => boolean;
  /** Told after each committed batch (the CLI's progress bar). */
  progress?: (done: number, total: number) => void;
  /** Failed rows kept for the errors file (config.importMaxErrorRows). */
  maxErrorRows?: number;
  /** The firm's time zone (config.timeZone): a deal's closing day and playbook due days. */
  timeZone?: string;
}

const now = () => new Date().toISOString();

/** The rows a job has stored in import_errors. */
async function storedErrors(database: Database, id: string): Promise<number> {
  const { n } = await database.db
    .selectFrom('import_errors')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('job_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function runImportJob(database: Database, id: string, hooks: RunHooks = {}): Promise<void> {
  const { db } = database;
  const started = await db
    .updateTable('import_jobs')
    .set({ status: 'running', heartbeat_at: Date.now() })
    .where('id', '=', id)
    .where('status', '=', 'queued')
    .where('owner', '=', PROCESS_OWNER)
    .executeTakeFirst();
  if (Number(started.numUpdatedRows) === 0) return;
  // Alive between batches too: parsing a large file, or a batch waiting on locks, takes a while.
  // A beat that fails (the database unreachable) is simply tried again at the next one.
  const heartbeat = setInterval(() => beat(database, id).catch(() => {}), HEARTBEAT_MS);
  heartbeat.unref();
  await db
    .updateTable('import_jobs')
    .set({ started_at: now() })
    .where('id', '=', id)
    .where('started_at', 'is', null)
    .execute();
  try {
    const job = await db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const file = await db
      .selectFrom('import_files')
      .select('data')
      .where('job_id', '=', id)
      .executeTakeFirst();
    if (!file) return; // canceled meanwhile: the cancel removed the file
    const kind = job.kind as ImportKind;
    const mapping = job.mapping ? (JSON.parse(job.mapping) as Record<string, string | null>) : undefined;
    const { rows, columns } = await prepareImport(file.data, kind, mapping, NO_LIMITS);
    const context = {
      id,
      kind,
      policy: job.policy as ImportPolicy,
      columns,
      contacts: await importContacts(database, kind, columns),
      // Read once, before planning starts: the planning thread has no database.
      staff: kind === 'contacts' ? await loadImportStaff(database, columns) : NO_STAFF,
      actor: `import:${id}`,
      // A deal needs an owner: a row naming none is the one who started the import's.
      deals: { starter: userIdOf(job.actor), timeZone: hooks.timeZone ?? 'UTC' },
      // A resumed job has stored its earlier batches' rows already (failed, or imported with cells
      // left out: the counters tell only the first), up to the bound.
      errorRoom: Math.max(
        0,
        (hooks.maxErrorRows ?? DEFAULT_IMPORT_MAX_ERROR_ROWS) - (await storedErrors(database, id)),
      ),
    };
    const planner = createRowPlanner(kind, columns, rows.length - Number(job.done), context.staff);
    const planned = (start: number) =>
      start < rows.length ? planner.plan(rows.slice(start, start + IMPORT_BATCH_SIZE), start) : undefined;
    try {
      let next = planned(Number(job.done));
      for (let start = Number(job.done); start < rows.length; start += IMPORT_BATCH_SIZE) {
        const plans = await next;
        // The next batch is planned while this one is written.
        next = planned(start + IMPORT_BATCH_SIZE);
        if (hooks.stopping?.()) return;
        if (!(await runImportBatch(database, context, rows, start, IMPORT_BATCH_SIZE, plans))) return;
        hooks.progress?.(Math.min(start + IMPORT_BATCH_SIZE, rows.length), rows.length);
        // Let the server answer other requests between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await planner.close();
    }
    await db.transaction().execute(async (trx) => {
      const finished = await trx
        .updateTable('import_jobs')
        .set({ status: 'done', finished_at: now() })
        .where('id', '=', id)
        .where('status', '=', 'running')
        .where('owner', '=', PROCESS_OWNER)
        .executeTakeFirst();
      if (Number(finished.numUpdatedRows) > 0)
        await trx.deleteFrom('import_files').where('job_id', '=', id).execute();
    });
    // The planner knows the tables' new sizes at once, not at the next restart
    // (db/refresh-statistics.ts). The job is done whatever this answers: should it fail, the
    // periodic refresh analyses the grown tables later.
    await database.refreshStatistics(IMPORT_TABLES).catch(() => {});
  } catch (error) {
    await db
      .updateTable('import_jobs')
      .set({ status: 'failed', finished_at: now() })
      .where('id', '=', id)
      .where('status', '=', 'running')
      .where('owner', '=', PROCESS_OWNER)
      .execute();
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

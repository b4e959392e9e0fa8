// Which process an import job belongs to, and whether that process is still alive. Several
// processes and hosts share one database (ADR 0024): a start, or a sweep, may interrupt only the
// jobs whose process is gone, never a job another live process is running. Each job names its
// owner and the owner refreshes `heartbeat_at` with every batch and on a timer; a job whose
// heartbeat is stale lost its process (killed, crashed, its host gone) and can be resumed anywhere.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { isMainThread, workerData } from 'node:worker_threads';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** This process as jobs name their owner: host and pid for whoever reads the table, and a random
 * part, since pids repeat (containers, restarts). A job's own thread (job-thread.ts) is given its
 * process's. */
const inherited: unknown = isMainThread
  ? undefined
  : (workerData as { processOwner?: unknown } | null)?.processOwner;
export const PROCESS_OWNER =
  typeof inherited === 'string' ? inherited : `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** How often a process says it is alive for the jobs it runs, and looks for others' dead jobs. */
export const HEARTBEAT_MS = 10_000;

/** A heartbeat older than this means the job's process is gone. Six missed heartbeats: longer than
 * any pause of a live process (a write waiting out SQLite's 5 s busy_timeout, a garbage
 * collection, PostgreSQL restarting), so a live import is never taken from its process; short
 * enough that a crashed worker's job shows `interrupted`, with its Resume button, about a minute
 * later. Hosts' clocks must agree within seconds (NTP), as TOTP codes already require. */
export const STALE_MS = 60_000;

/** Jobs whose process is gone: no heartbeat (written before migration 0014) or a stale one. */
export const ownerGone =
  (now = Date.now()) =>
  (eb: ExpressionBuilder<DB, 'import_jobs'>) =>
    eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', now - STALE_MS)]);

/** This process is alive for job `id` (while it is queued or running here). */
export async function beat(database: Database, id: string): Promise<void> {
  await database.db
    .updateTable('import_jobs')
    .set({ heartbeat_at: Date.now() })
    .where('id', '=', id)
    .where('owner', '=', PROCESS_OWNER)
    .where('status', 'in', ['queued', 'running'])
    .execute();
}

/** A stopping process's own unfinished jobs: interrupted at once, ready to resume on any process,
 * rather than after STALE_MS. */
export async function releaseImports(database: Database): Promise<number> {
  const result = await database.db
    .updateTable('import_jobs')
    .set({ status: 'interrupted' })
    .where('owner', '=', PROCESS_OWNER)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

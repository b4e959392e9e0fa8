// Runs an import job on a thread of its own (job-worker.ts) when the server runs compiled code and
// knows its database's address; run from TypeScript sources (the tests) there is no compiled
// worker file, and the job runs on this thread, by the same function. The thread's job names this
// process as its owner (import-heartbeat.ts), so heartbeats, sweeps and resumes see one process.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { phoneRegion } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { WORKER_LIMITS } from '../../shared/worker-limits.js';
import { PROCESS_OWNER } from './import-heartbeat.js';
import { type RunHooks, runImportJob } from './run-import-job.js';

const WORKER = new URL('./job-worker.js', import.meta.url);

export interface JobThreadData {
  databaseUrl: string;
  id: string;
  /** The owner this process's jobs carry: the thread's heartbeats and checks must name it. */
  processOwner: string;
  /** One Int32: 1 once the server is stopping (the job stops between batches). */
  stop: SharedArrayBuffer;
  maxErrorRows?: number;
  timeZone?: string;
  phoneRegion: string;
}

export interface JobThreads {
  run(database: Database, id: string, hooks: RunHooks): Promise<void>;
  /** Asks every job under way to stop after its batch. */
  stop(): void;
}

export function createJobThreads(databaseUrl: string | undefined): JobThreads {
  const stop = new SharedArrayBuffer(4);
  const flag = new Int32Array(stop);
  const threaded = !!databaseUrl && existsSync(fileURLToPath(WORKER));
  return {
    run(database, id, hooks) {
      if (!threaded || !databaseUrl) return runImportJob(database, id, hooks);
      const workerData: JobThreadData = {
        databaseUrl,
        id,
        processOwner: PROCESS_OWNER,
        stop,
        maxErrorRows: hooks.maxErrorRows,
        timeZone: hooks.timeZone,
        phoneRegion: phoneRegion(),
      };
      return new Promise<void>((resolve, reject) => {
        const worker = new Worker(WORKER, { workerData, resourceLimits: WORKER_LIMITS });
        let answered = false;
        worker.on('message', (m: { ok: boolean; message?: string }) => {
          answered = true;
          if (m.ok) resolve();
          else reject(new Error(m.message));
        });
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (!answered) reject(new Error(`the import's thread stopped (${code})`));
        });
      });
    },
    stop: () => Atomics.store(flag, 0, 1),
  };
}

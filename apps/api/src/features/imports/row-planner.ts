// Planning a row (parsing, the shared schemas, phone numbers) costs about as much as writing it.
// A job plans its next batch on a worker thread while this thread writes the current one, so the
// machine's second core carries the planning. Run from TypeScript sources (the tests), there is no
// compiled worker file: the rows are planned on this thread, by the same function.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import { type ImportKind, phoneRegion } from '@crm/shared';
import { WORKER_LIMITS } from '../../shared/worker-limits.js';
import { type ImportStaff, NO_STAFF } from './import-staff.js';
import type { Column } from './map-columns.js';
import { planImportRow, type RowPlan } from './plan-import-row.js';

export interface PlanRequest {
  kind: ImportKind;
  columns: Column[];
  rows: string[][];
  /** Index of the first row among the file's data rows. */
  start: number;
}

export interface RowPlanner {
  plan(rows: string[][], start: number): Promise<RowPlan[]>;
  close(): Promise<void>;
}

const WORKER = new URL('./plan-worker.js', import.meta.url);

/** What the planning thread starts with: the firm's phone region and the import's staff. */
export interface PlannerData {
  phoneRegion: string;
  staff: ImportStaff;
}

function inThread(kind: ImportKind, columns: Column[], staff: ImportStaff): RowPlanner {
  return {
    plan: async (rows, start) =>
      rows.map((cells, i) => planImportRow(kind, columns, cells, start + i + 2, staff)),
    close: async () => {},
  };
}

/** Rows few enough to plan here (one batch, tens of milliseconds): starting the thread costs more. */
const IN_THREAD_ROWS = 1000;

export function createRowPlanner(
  kind: ImportKind,
  columns: Column[],
  /** How many rows will be planned: a small file is planned on this thread. */
  rowCount = Number.POSITIVE_INFINITY,
  /** The staff a `representative` cell names, read once by the import (import-staff.ts). */
  staff: ImportStaff = NO_STAFF,
): RowPlanner {
  // An import job's own thread (job-thread.ts) plans its rows itself: the server's loop is free
  // already, and a planning thread beside it (a third copy of the shared package and its phone
  // metadata) took the job's memory over the 300 MB bound (issue 23). The CLI keeps the pair.
  if (!isMainThread || rowCount <= IN_THREAD_ROWS || !existsSync(fileURLToPath(WORKER)))
    return inThread(kind, columns, staff);
  // The shared phone rule reads the thread's region (PHONE_REGION): a worker starts with the
  // default. The thread has no database: the staff come with it.
  const worker = new Worker(WORKER, {
    workerData: { phoneRegion: phoneRegion(), staff } satisfies PlannerData,
    resourceLimits: WORKER_LIMITS,
  });
  // Answers come back in the order asked.
  const waiting: { resolve(plans: RowPlan[]): void; reject(error: unknown): void }[] = [];
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    for (const w of waiting.splice(0)) w.reject(error);
  };
  worker.on('message', (plans: RowPlan[]) => waiting.shift()?.resolve(plans));
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the import's planning thread stopped (${code})`)));
  return {
    plan(rows, start) {
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting.push({ resolve, reject });
        worker.postMessage({ kind, columns, rows, start } satisfies PlanRequest);
      });
    },
    async close() {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
}

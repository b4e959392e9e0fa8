// Runs a search's CSV or XLSX export on a thread of its own (export-worker.ts) when the server runs
// compiled code and knows its database's address, so the reads, cells and compression never hold
// the server's event loop; from TypeScript sources (the tests) there is no compiled worker file and
// the export runs on this thread, by the same functions. The file's first chunk is awaited before
// answering, so a search that fails at once is still an error answer, not a cut file.
import { existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type ErrorCode, type ExportFormat, type MessageKey, phoneRegion } from '@crm/shared';
import { AppError } from '../../shared/app-error.js';
import { WORKER_LIMITS } from '../../shared/worker-limits.js';
import type { ExportKindName } from './export-specs.js';

const WORKER = new URL('./export-worker.js', import.meta.url);

export interface ExportThreadData {
  databaseUrl: string;
  kind: ExportKindName;
  query: unknown;
  actor: string;
  format: ExportFormat;
  phoneRegion: string;
}

export type FromExport =
  | { chunk: ArrayBuffer }
  | { done: true }
  | { error: string; app?: [number, ErrorCode, MessageKey] };

/** Whether exports run on threads here (compiled code and a database address). */
export const exportThreadsAvailable = (databaseUrl: string | undefined): databaseUrl is string =>
  !!databaseUrl && existsSync(fileURLToPath(WORKER));

const failure = (m: { error: string; app?: [number, ErrorCode, MessageKey] }) =>
  m.app ? new AppError(...m.app) : new Error(m.error);

/** The export's file as a byte stream, once its first chunk is made (or its failure). Destroying
 * the stream (the client went away) stops the thread. `onError` is told of a failure after. */
export function exportFileInThread(
  data: Omit<ExportThreadData, 'phoneRegion'>,
  onError: (error: unknown) => void,
): Promise<Readable> {
  const worker = new Worker(WORKER, {
    workerData: { ...data, phoneRegion: phoneRegion() },
    resourceLimits: WORKER_LIMITS,
  });
  let ended = false;
  const body = new Readable({
    read: () => worker.postMessage('more'),
    destroy(error, callback) {
      if (!ended) worker.postMessage('stop');
      callback(error);
    },
  });
  return new Promise((resolve, reject) => {
    let started = false;
    const fail = (error: Error) => {
      ended = true;
      if (!started) reject(error);
      else {
        onError(error);
        body.destroy(error);
      }
    };
    worker.on('message', (m: FromExport) => {
      if ('chunk' in m) {
        body.push(Buffer.from(m.chunk));
        if (!started) {
          started = true;
          resolve(body);
        }
      } else if ('done' in m) {
        ended = true;
        body.push(null);
        if (!started) resolve(body);
        started = true;
      } else fail(failure(m));
    });
    worker.on('error', (error) => fail(error));
    worker.on('exit', (code) => {
      if (!ended && !body.destroyed) fail(new Error(`the export's thread stopped (${code})`));
    });
    // The first chunk is asked for before anyone reads: the answer waits on it.
    worker.postMessage('more');
  });
}

// Reading a file (unzipping, XML, CSV) is CPU work of seconds for a large one: on the event loop
// it held every other request that long. It runs on a worker thread of its own, which hands the
// rows back in chunks small enough that taking one never holds the loop, and builds the next only
// once this one is taken (neither thread holds the file's rows twice). Run from TypeScript
// sources (the tests), there is no compiled worker file: the file is read on this thread, by the
// same function (as row-planner.ts does for planning).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import type { ErrorCode, MessageKey } from '@crm/shared';
import { AppError } from '../../shared/app-error.js';
import { WORKER_LIMITS } from '../../shared/worker-limits.js';
import type { ImportLimits } from './import-limits.js';
import { type ParsedFile, ParsedFileBuilder, parseImportFile } from './parse-import-file.js';

export type ReadMessage =
  | { records: string[][] }
  | { done: true }
  | {
      error:
        | { status: number; code: ErrorCode; key: MessageKey; fields?: Record<string, MessageKey> }
        | { message: string };
    };

const WORKER = new URL('./read-worker.js', import.meta.url);
/** A file this small is read here: a few milliseconds of work, where starting a thread (loading
 * the shared package and every country's phone metadata) took seconds on a busy machine and made
 * a three-row dry run slower than the portal would wait. */
const IN_THREAD_BYTES = 256 * 1024;

/** The header and the data rows of an uploaded file (parse-import-file.ts), read off this thread. */
export function readImportFile(bytes: Uint8Array, limits: ImportLimits): Promise<ParsedFile> {
  // An import job's own thread (job-thread.ts) is off the server's loop already: a third thread
  // would only hold a third copy of the shared package and its phone metadata.
  if (!isMainThread || bytes.byteLength <= IN_THREAD_BYTES || !existsSync(fileURLToPath(WORKER)))
    return parseImportFile(bytes, limits);
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { resourceLimits: WORKER_LIMITS });
    const file = new ParsedFileBuilder();
    const end = (settle: () => void) => {
      worker.removeAllListeners();
      worker.terminate().catch(() => {});
      settle();
    };
    worker.on('message', (message: ReadMessage) => {
      if ('records' in message) {
        file.add(message.records);
        // The next chunk once other requests have had their turn.
        setImmediate(() => worker.postMessage('next'));
      } else if ('done' in message) end(() => resolve(file.file));
      else {
        const e = message.error;
        end(() =>
          reject('key' in e ? new AppError(e.status, e.code, e.key, e.fields) : new Error(e.message)),
        );
      }
    });
    worker.on('error', (error) => end(() => reject(error)));
    worker.on('exit', (code) =>
      end(() => reject(new Error(`the import's reading thread stopped (${code})`))),
    );
    worker.postMessage({ bytes, limits });
  });
}

// The import's reading thread (see read-import-file.ts): a file in, its records out a chunk at a
// time, each once the reader has taken the last (queued all at once, they would be taken in one
// turn of its event loop, and held here meanwhile), or the error that refused it.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../shared/app-error.js';
import type { ImportLimits } from './import-limits.js';
import { readImportRecords } from './parse-import-file.js';
import type { ReadMessage } from './read-import-file.js';

const post = (message: ReadMessage) => parentPort?.postMessage(message);
let asked: (() => void) | undefined;
const taken = () => new Promise<void>((resolve) => (asked = resolve));

parentPort?.on('message', (message: { bytes: Uint8Array; limits: ImportLimits } | 'next') => {
  if (message === 'next') return asked?.();
  read(message.bytes, message.limits);
});

async function read(bytes: Uint8Array, limits: ImportLimits) {
  try {
    for await (const records of readImportRecords(bytes, limits)) {
      const next = taken();
      post({ records });
      await next;
    }
    post({ done: true });
  } catch (error) {
    post({
      error:
        error instanceof AppError
          ? { status: error.statusCode, code: error.code, key: error.messageKey, fields: error.fieldKeys }
          : { message: error instanceof Error ? error.message : String(error) },
    });
  }
}

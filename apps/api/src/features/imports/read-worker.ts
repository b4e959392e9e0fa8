// The import's reading thread (see read-import-file.ts): a file in, its header and rows out in
// chunks, or the error that refused it.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../shared/app-error.js';
import type { ImportLimits } from './import-limits.js';
import { parseImportFile } from './parse-import-file.js';
import { READ_CHUNK, type ReadMessage } from './read-import-file.js';

const post = (message: ReadMessage) => parentPort?.postMessage(message);

parentPort?.once('message', async ({ bytes, limits }: { bytes: Uint8Array; limits: ImportLimits }) => {
  try {
    const { headers, rows } = await parseImportFile(bytes, limits);
    post({ headers });
    // A chunk each time the reader asks: queued all at once, they would be taken in one turn of
    // its event loop.
    let at = 0;
    const next = () => {
      if (at >= rows.length) return post({ done: true });
      post({ rows: rows.slice(at, at + READ_CHUNK) });
      at += READ_CHUNK;
    };
    parentPort?.on('message', next);
    next();
  } catch (error) {
    post({
      error:
        error instanceof AppError
          ? { status: error.statusCode, code: error.code, key: error.messageKey, fields: error.fieldKeys }
          : { message: error instanceof Error ? error.message : String(error) },
    });
  }
});

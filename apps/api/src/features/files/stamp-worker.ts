// The PDF stamps' thread (stamp-thread.ts): a file and its reader in, the stamped file out. Parsing
// and writing a large PDF is CPU work of a second; here it never holds the server's event loop.
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../shared/app-error.js';
import { stampPdf } from './stamp-pdf.js';
import type { StampReply, StampRequest } from './stamp-thread.js';

const port = parentPort!;
port.on('message', async ({ id, bytes, viewer }: StampRequest) => {
  let reply: StampReply;
  try {
    const stamped = await stampPdf(Buffer.from(bytes), viewer);
    // A copy the thread gives away (the buffer may be a view on a larger one).
    const out = new Uint8Array(stamped).buffer;
    port.postMessage({ id, bytes: out } satisfies StampReply, [out]);
    return;
  } catch (error) {
    reply =
      error instanceof AppError
        ? { id, error: error.message, app: [error.statusCode, error.code, error.messageKey] }
        : { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});

// An export's own thread (export-thread.ts): the search's pages read through its own connection,
// their cells made and written as CSV or XLSX here, the file's bytes handed to the server's thread
// a chunk at a time as the reply asks for them. On SQLite each page's read held the event loop
// whole: four exports at once held GET /entities/count for 315 ms (issue 23).
import type { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { setPhoneRegion } from '@crm/shared';
import { openDatabase } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { exportRecords } from './export-records.js';
import { EXPORT_SPECS, type ExportSpec } from './export-specs.js';
import type { ExportThreadData, FromExport } from './export-thread.js';
import { exportStream } from './write-file.js';

const { databaseUrl, kind, query, actor, format, phoneRegion } = workerData as ExportThreadData;
setPhoneRegion(phoneRegion);
const port = parentPort!;
const send = (message: FromExport, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
const database = openDatabase(databaseUrl);
// The query was parsed by the route's schema for this kind before it was sent here.
const spec = EXPORT_SPECS[kind] as ExportSpec<unknown>;
let failed = false;
const fail = (error: unknown) => {
  if (failed) return;
  failed = true;
  send(
    error instanceof AppError
      ? { error: error.message, app: [error.statusCode, error.code, error.messageKey] }
      : { error: error instanceof Error ? (error.stack ?? error.message) : String(error) },
  );
};
const records = exportRecords(database, spec, query, actor);

/** Chunks the server's thread may still take before it asks again (its reply's backpressure). */
let credit = 0;
let waiting: (() => void) | undefined;
/** Set when the client went away: the reads stop, the connection closes. */
let stopped = false;
let stream: Readable | undefined;
port.on('message', (message: 'more' | 'stop') => {
  if (message === 'more') credit++;
  else {
    stopped = true;
    stream?.destroy();
  }
  waiting?.();
});

try {
  // The first page is read before any byte is sent: a search that fails at once (an unknown
  // representative, the database down) is the route's error answer, not a cut file.
  const first = await records.next();
  const pages = (async function* () {
    if (first.done) return;
    yield first.value;
    yield* records;
  })();
  stream = exportStream(format, { columns: spec.columns, sheet: spec.sheet, pages, onError: fail });
  if (stopped) stream.destroy();
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    while (credit === 0 && !stopped) await new Promise<void>((resolve) => (waiting = resolve));
    if (failed || stopped) break;
    credit--;
    // A copy the thread gives away (a chunk may be a view on a shared pool).
    const bytes = new Uint8Array(chunk).buffer;
    send({ chunk: bytes }, [bytes]);
  }
  if (!failed && !stopped) send({ done: true });
} catch (error) {
  if (!stopped) fail(error);
} finally {
  await database.close();
  port.close();
}

// An import job's own thread (job-thread.ts): the job reads its file, plans and writes its batches
// here, through its own connection to the database, so the server's thread keeps answering other
// requests while the job's statements and commits run (on SQLite, each one held the event loop
// whole: GET /entities/count waited up to a second during an import, issue 23).
import { parentPort, workerData } from 'node:worker_threads';
import { setPhoneRegion } from '@crm/shared';
import { openDatabase } from '../../db/database.js';
import type { JobThreadData } from './job-thread.js';
import { runImportJob } from './run-import-job.js';

const { databaseUrl, id, stop, maxErrorRows, timeZone, phoneRegion } = workerData as JobThreadData;
setPhoneRegion(phoneRegion);
const flag = new Int32Array(stop);
const database = openDatabase(databaseUrl);
// The job writes and reads what it writes: the server's 64 MB page cache and 2 GB map (for
// searches over the whole database) would count twice in the process's memory here.
database.sqlite?.pragma('cache_size = -8192');
database.sqlite?.pragma('mmap_size = 0');
try {
  await runImportJob(database, id, {
    stopping: () => Atomics.load(flag, 0) === 1,
    maxErrorRows,
    timeZone,
  });
  parentPort?.postMessage({ ok: true });
} catch (error) {
  parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.stack : String(error) });
} finally {
  await database.close();
}

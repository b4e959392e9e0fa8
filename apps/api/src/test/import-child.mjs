// The process import-kill.test.ts kills: the import `npm run import` runs (startImport, then
// runImportJob) of contactsCsv(ROWS) into DATABASE_URL, from the compiled dist, since a child process
// cannot run the TypeScript sources. At the end of its second batch, when every row of the batch is
// written and the job's counters moved but nothing is committed, it prints `stopped` and waits there
// with the batch's transaction open, so the kill lands at the same place every run.
// usage: node import-child.mjs DATABASE_URL ROWS
import { contactsCsv } from '../../dist/cli/contacts-csv.js';
import { openDatabase } from '../../dist/db/database.js';
import { runImportJob } from '../../dist/features/imports/run-import-job.js';
import { startImport } from '../../dist/features/imports/start-import.js';

const [url, rows] = process.argv.slice(2);
/** The batch the kill lands in. */
const STOP_IN = 2;
let batches = 0;
let stopQuery;

/** Whether a query moves the job's `done` counter: the last statement of each batch. */
const movesDone = (node) =>
  node.kind === 'UpdateQueryNode' &&
  node.table?.table?.identifier?.name === 'import_jobs' &&
  node.updates?.some((u) => u.column?.column?.name === 'done');

/** A Kysely plugin that sees every query (the rows themselves go through raw statements): the
 * STOP_IN-th batch's counter update runs, its answer never comes. */
const stopMidBatch = {
  transformQuery({ node, queryId }) {
    if (movesDone(node) && ++batches === STOP_IN) stopQuery = queryId;
    return node;
  },
  async transformResult({ result, queryId }) {
    if (queryId !== stopQuery) return result;
    process.stdout.write('stopped\n');
    setInterval(() => {}, 60_000); // an empty event loop would end the process: it waits to be killed
    return new Promise(() => {});
  },
};

const opened = openDatabase(url);
const database = { ...opened, db: opened.db.withPlugin(stopMidBatch) };
const options = { kind: 'contacts', policy: 'skip', mapping: undefined };
const id = await startImport(database, contactsCsv(Number(rows)), options, 'cli');
await runImportJob(database, id);
console.error('the import ended without stopping');
process.exit(1);

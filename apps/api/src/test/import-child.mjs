// The process import-kill.test.ts kills: the import `npm run import` runs (startImport, then
// runImportJob) of contactsCsv(ROWS) into DATABASE_URL, from the compiled dist, since a child process
// cannot run the TypeScript sources. Halfway through its second batch, right after a contact's insert
// and before its email's, it prints `stopped` and waits there with the batch's transaction open, so
// the kill lands at the same place every run.
// usage: node import-child.mjs DATABASE_URL ROWS
import { contactsCsv } from '../../dist/cli/contacts-csv.js';
import { openDatabase } from '../../dist/db/database.js';
import { IMPORT_BATCH_SIZE } from '../../dist/features/imports/run-import-batch.js';
import { runImportJob } from '../../dist/features/imports/run-import-job.js';
import { startImport } from '../../dist/features/imports/start-import.js';

const [url, rows] = process.argv.slice(2);
const STOP_AT = IMPORT_BATCH_SIZE + Math.ceil(IMPORT_BATCH_SIZE / 2);
let contacts = 0;
let stopQuery;

/** A Kysely plugin that sees every query: the STOP_AT-th contact insert runs, its answer never comes. */
const stopMidBatch = {
  transformQuery({ node, queryId }) {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'entities')
      if (++contacts === STOP_AT) stopQuery = queryId;
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

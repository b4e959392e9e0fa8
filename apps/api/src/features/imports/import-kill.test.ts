// Issue 13: an import process killed with SIGKILL mid-job leaves only whole batches; once its
// heartbeat is stale the job shows interrupted with what it had done, and resuming it ends as a run
// never killed does, every row written once. The import runs as `npm run import` runs it, in a process of its own
// (test/import-child.mjs) killed halfway through a batch.
import { once } from 'node:events';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { contactRow, contactsCsv } from '../../cli/contacts-csv.js';
import type { Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { buildApi, spawnNode } from '../../test/child-process.js';
import {
  createTestApp,
  DIALECTS,
  type TestDatabase,
  type TestDialect,
  testDatabase,
} from '../../test/harness.js';
import { runImport } from '../../test/imports.js';
import { STALE_MS } from './import-heartbeat.js';
import { markInterruptedImports } from './mark-interrupted-imports.js';
import { IMPORT_BATCH_SIZE } from './run-import-batch.js';

const CHILD = new URL('../../test/import-child.mjs', import.meta.url);
// The kill lands in the second batch, so the resume runs more than one, the last one short.
const ROWS = Math.floor(2.5 * IMPORT_BATCH_SIZE);
const REFERENCE_ROWS = 10;

/** What the rows wrote: each figure grows by the same amount with every row of contactsCsv. The
 * drift ones count records whose n_linked_* counter is not their number of links. */
const TALLIES = {
  contacts: 'SELECT count(*) FROM entities',
  emails: 'SELECT count(*) FROM emails',
  numbers: 'SELECT count(*) FROM phone_numbers',
  email_links: 'SELECT count(*) FROM entities_emails',
  number_links: 'SELECT count(*) FROM entities_numbers',
  audit_rows: 'SELECT count(*) FROM audit_log',
  failed_rows: 'SELECT count(*) FROM import_errors',
  counted_contacts: "SELECT n FROM record_counts WHERE kind = 'entities'",
  counted_emails: "SELECT n FROM record_counts WHERE kind = 'emails'",
  counted_numbers: "SELECT n FROM record_counts WHERE kind = 'phone_numbers'",
  contact_email_drift:
    'SELECT count(*) FROM entities e WHERE n_linked_emails <> (SELECT count(*) FROM entities_emails l WHERE l.entity_id = e.uuid)',
  contact_number_drift:
    'SELECT count(*) FROM entities e WHERE n_linked_numbers <> (SELECT count(*) FROM entities_numbers l WHERE l.entity_id = e.uuid)',
  email_drift:
    'SELECT count(*) FROM emails r WHERE n_linked_entities <> (SELECT count(*) FROM entities_emails l WHERE l.email = r.email)',
  number_drift:
    'SELECT count(*) FROM phone_numbers r WHERE n_linked_entities <> (SELECT count(*) FROM entities_numbers l WHERE l.phone_number = r.phone_number)',
};
type Tallies = Record<keyof typeof TALLIES, number>;

const scaled = (tallies: Tallies, by: (n: number) => number) =>
  Object.fromEntries(Object.entries(tallies).map(([name, n]) => [name, by(n)])) as Tallies;

async function tallies(database: Database): Promise<Tallies> {
  const columns = Object.entries(TALLIES).map(([name, query]) => `(${query}) AS ${name}`);
  const { rows } = await sql.raw<Tallies>(`SELECT ${columns.join(', ')}`).execute(database.db);
  return scaled(rows[0]!, Number); // PostgreSQL answers counts as strings
}

/** Every contact with its email and number in the order written: row i of the file is contactRow(i),
 * so a half contact, a row written twice or one past the last batch shows. */
const written = (database: Database) =>
  database.db
    .selectFrom('entities as e')
    .leftJoin('entities_emails as m', 'm.entity_id', 'e.uuid')
    .leftJoin('entities_numbers as n', 'n.entity_id', 'e.uuid')
    .select(['e.name', 'e.company_name', 'm.email', 'n.phone_number'])
    .orderBy('e.seq')
    .execute();
const firstRows = (n: number) => Array.from({ length: n }, (_, i) => contactRow(i));

/** The tallies of one row, from an import of rows like the killed one's that nothing interrupted. */
async function tallyPerRow(dialect: TestDialect): Promise<Tallies> {
  const t = await createTestApp(dialect);
  try {
    const job = await runImport(t, contactsCsv(REFERENCE_ROWS), { kind: 'contacts' });
    expect(job).toMatchObject({ status: 'done', created: REFERENCE_ROWS });
    return scaled(await tallies(t.database), (n) => n / REFERENCE_ROWS);
  } finally {
    await t.close();
  }
}

/** Runs import-child.mjs on `target`, which stops halfway through the second batch, and kills it
 * there with SIGKILL; then closes `target`'s connection. */
async function importUntilKilled(target: TestDatabase): Promise<void> {
  await migrateToLatest(target.database.db, target.database.schema);
  const { child, printed } = spawnNode(CHILD, [target.url, String(ROWS)]);
  const exited = once(child, 'exit');
  try {
    await printed('stopped');
  } finally {
    child.kill('SIGKILL');
    await exited;
    await target.database.close();
  }
  expect(child.signalCode).toBe('SIGKILL');
}

describe.each(DIALECTS)('an import killed with SIGKILL (%s)', (dialect) => {
  let perRow: Tallies;
  beforeAll(async () => {
    buildApi();
    perRow = await tallyPerRow(dialect);
  });

  it('leaves whole batches, is interrupted once its heartbeat is stale and resumes to every row once', async () => {
    const target = await testDatabase(dialect);
    await importUntilKilled(target).catch(async (error) => {
      await target.drop();
      throw error;
    });

    // The next start: the database opened anew by a process that did not run the import.
    const t = await createTestApp(dialect, { reopen: target });
    onTestFinished(() => t.close());
    const { id } = await t.database.db.selectFrom('import_jobs').select('id').executeTakeFirstOrThrow();
    const job = async () => (await t.call('GET', `/api/v1/imports/${id}`)).body;
    const killed = await job();
    // The first batch committed; the second, open when killed, left nothing.
    const done = IMPORT_BATCH_SIZE;
    expect(killed).toMatchObject({ status: 'running', total: ROWS, done, created: done, failed: 0 });
    expect(await written(t.database)).toEqual(firstRows(done));
    expect(await tallies(t.database)).toEqual(scaled(perRow, (n) => n * done));

    // A start right after (server.ts): the job's process said it was alive seconds ago, and could
    // be another host's, so the job is left running and cannot be resumed yet.
    await markInterruptedImports(t.database);
    expect(await job()).toMatchObject({ status: 'running', done });
    expect((await t.call('POST', `/api/v1/imports/${id}/resume`)).status).toBe(409);
    // A minute on (a start, or any process's sweep): its heartbeat is stale.
    expect(await markInterruptedImports(t.database, Date.now() + STALE_MS + 1_000)).toBe(1);
    expect(await job()).toMatchObject({ status: 'interrupted', done, created: done });

    expect(await t.call('POST', `/api/v1/imports/${id}/resume`)).toEqual({ status: 202, body: { id } });
    await t.app.importRunner.settled(id);
    expect(await job()).toMatchObject({ status: 'done', total: ROWS, done: ROWS, created: ROWS, failed: 0 });
    expect(await written(t.database)).toEqual(firstRows(ROWS));
    expect(await tallies(t.database)).toEqual(scaled(perRow, (n) => n * ROWS));
  }, 120_000);
});

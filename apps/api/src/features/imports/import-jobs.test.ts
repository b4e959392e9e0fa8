// An import job's life: cancel between batches leaves only whole batches, a job whose process is
// gone becomes interrupted and resumes after its last whole batch, and a job another live process
// runs (several processes or hosts on one database) is left to it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, runImport } from '../../test/imports.js';
import { cancelImport } from './cancel-import.js';
import { loadContactIndex } from './contact-index.js';
import { STALE_MS } from './import-heartbeat.js';
import { markInterruptedImports } from './mark-interrupted-imports.js';
import { prepareImport } from './prepare-import.js';
import { runImportBatch } from './run-import-batch.js';
import { startImport } from './start-import.js';

const FILE = csv(
  `Nom,Courriel\n${Array.from({ length: 10 }, (_, i) => `Person ${i},p${i}@x.com`).join('\n')}\n`,
);
const OPTIONS = { kind: 'contacts', policy: 'skip', mapping: undefined } as const;

describe.each(DIALECTS)('import jobs (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => t.close());

  /** A job queued but not handed to the runner, set running, with its first batch of 4 committed. */
  async function jobWithOneBatch() {
    const id = await startImport(t.database, FILE, OPTIONS, 'api-key:tests');
    await t.database.db.updateTable('import_jobs').set({ status: 'running' }).where('id', '=', id).execute();
    const { rows, columns } = await prepareImport(FILE, 'contacts', undefined);
    const context = {
      id,
      ...OPTIONS,
      columns,
      contacts: await loadContactIndex(t.database),
      actor: `import:${id}`,
      errorRoom: 100,
    };
    expect(await runImportBatch(t.database, context, rows, 0, 4)).toBe(true);
    return { id, rows, context };
  }

  /** The job as if another process (`other-host`) ran it, its last heartbeat `age` ms ago. */
  const ownedElsewhere = (id: string, age: number) =>
    t.database.db
      .updateTable('import_jobs')
      .set({ status: 'running', owner: 'other-host:4242:0badf00d', heartbeat_at: Date.now() - age })
      .where('id', '=', id)
      .execute();
  const status = async (id: string) => (await t.call('GET', `/api/v1/imports/${id}`)).body.status;

  const entities = async () =>
    (await t.database.db.selectFrom('entities').select('name').orderBy('name').execute()).map((r) => r.name);

  it('cancel between batches keeps the whole batches done and writes nothing more', async () => {
    const { id, rows, context } = await jobWithOneBatch();
    await cancelImport(t.database, id);
    expect(await runImportBatch(t.database, context, rows, 4, 4)).toBe(false);
    expect(await entities()).toEqual(['Person 0', 'Person 1', 'Person 2', 'Person 3']);
    const job = (await t.call('GET', `/api/v1/imports/${id}`)).body;
    expect(job).toMatchObject({ status: 'canceled', total: 10, done: 4, created: 4 });
    expect(job.finished_at).toEqual(expect.any(String));
    const counters = await t.database.db.selectFrom('record_counts').selectAll().execute();
    expect(counters.find((c) => c.kind === 'entities')?.n).toBe(4);
    expect(await t.database.db.selectFrom('import_files').selectAll().execute()).toHaveLength(0);
  });

  it('a start leaves the jobs of live processes running and interrupts those whose process is gone', async () => {
    const ours = await jobWithOneBatch();
    const alive = await startImport(t.database, FILE, OPTIONS, 'api-key:tests');
    const gone = await startImport(t.database, FILE, OPTIONS, 'api-key:tests');
    const legacy = await startImport(t.database, FILE, OPTIONS, 'api-key:tests');
    await ownedElsewhere(alive, 1_000);
    await ownedElsewhere(gone, STALE_MS + 1_000);
    // A job from before heartbeats existed (migration 0014) says nothing of its process.
    await t.database.db
      .updateTable('import_jobs')
      .set({ status: 'running', owner: null, heartbeat_at: null })
      .where('id', '=', legacy)
      .execute();

    // What another process's start does.
    await markInterruptedImports(t.database);
    expect(await status(ours.id)).toBe('running');
    expect(await status(alive)).toBe('running');
    expect(await status(gone)).toBe('interrupted');
    expect(await status(legacy)).toBe('interrupted');

    // Ours goes on to its end, each batch saying it is alive.
    await t.database.db
      .updateTable('import_jobs')
      .set({ heartbeat_at: 1 })
      .where('id', '=', ours.id)
      .execute();
    expect(await runImportBatch(t.database, ours.context, ours.rows, 4, 6)).toBe(true);
    await markInterruptedImports(t.database);
    expect((await t.call('GET', `/api/v1/imports/${ours.id}`)).body).toMatchObject({
      status: 'running',
      done: 10,
      created: 10,
    });
    // The live process's job cannot be resumed from here; the dead one's can.
    expect((await t.call('POST', `/api/v1/imports/${alive}/resume`)).status).toBe(409);
    expect((await t.call('POST', `/api/v1/imports/${gone}/resume`)).status).toBe(202);
    await t.app.importRunner.settled(gone);
    expect(await status(gone)).toBe('done');
  });

  it('resumes a job whose process died without waiting for a sweep; the old process can no longer write to it', async () => {
    const { id } = await jobWithOneBatch();
    // Its process killed a minute ago: still `running`, with a stale heartbeat.
    await ownedElsewhere(id, STALE_MS + 1_000);
    expect(await t.call('POST', `/api/v1/imports/${id}/resume`)).toEqual({ status: 202, body: { id } });
    await t.app.importRunner.settled(id);
    expect((await t.call('GET', `/api/v1/imports/${id}`)).body).toMatchObject({ status: 'done', done: 10 });

    // A process that was taken for dead but was only stalled finds the job is not its own any more.
    const stalled = await jobWithOneBatch();
    await ownedElsewhere(stalled.id, 0);
    expect(await runImportBatch(t.database, stalled.context, stalled.rows, 4, 6)).toBe(false);
    expect((await t.call('GET', `/api/v1/imports/${stalled.id}`)).body).toMatchObject({ done: 4 });
  });

  it('a stopping server interrupts its own unfinished jobs at once', async () => {
    const { id } = await jobWithOneBatch();
    const elsewhere = await startImport(t.database, FILE, OPTIONS, 'api-key:tests');
    await ownedElsewhere(elsewhere, 0);
    await t.app.importRunner.stop();
    expect(await status(id)).toBe('interrupted');
    expect(await status(elsewhere)).toBe('running');
  });

  it('a job whose process is gone is interrupted at start and resumes after its last whole batch', async () => {
    const { id } = await jobWithOneBatch();
    // A start a minute after its process last said it was alive.
    expect(await markInterruptedImports(t.database, Date.now() + STALE_MS + 1_000)).toBe(1);
    expect((await t.call('GET', `/api/v1/imports/${id}`)).body.status).toBe('interrupted');
    const resumed = await t.call('POST', `/api/v1/imports/${id}/resume`);
    expect(resumed).toEqual({ status: 202, body: { id } });
    await t.app.importRunner.settled(id);
    const job = (await t.call('GET', `/api/v1/imports/${id}`)).body;
    expect(job).toMatchObject({ status: 'done', total: 10, done: 10, created: 10, failed: 0 });
    expect(await entities()).toHaveLength(10);
    const again = await t.call('POST', `/api/v1/imports/${id}/resume`);
    expect(again.status).toBe(409);
    expect(again.body.error.key).toBe('import.err.notResumable');
  });

  it('DELETE answers 204 and leaves a finished job as it is', async () => {
    const job = await runImport(t, FILE, { kind: 'contacts' });
    expect(job.status).toBe('done');
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/imports/${job.id}`,
      headers: { 'api-key': 'test-key-0123456789' },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.call('GET', `/api/v1/imports/${job.id}`)).body.status).toBe('done');
  });
});

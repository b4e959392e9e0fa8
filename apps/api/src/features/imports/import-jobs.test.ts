// An import job's life: cancel between batches leaves only whole batches, a job left running by a
// stopped server becomes interrupted and resumes after its last whole batch.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, runImport } from '../../test/imports.js';
import { cancelImport } from './cancel-import.js';
import { loadContactIndex } from './contact-index.js';
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
    };
    expect(await runImportBatch(t.database, context, rows, 0, 4)).toBe(true);
    return { id, rows, context };
  }

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

  it('a job left running is interrupted at start and resumes after its last whole batch', async () => {
    const { id } = await jobWithOneBatch();
    expect(await markInterruptedImports(t.database)).toBe(1);
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

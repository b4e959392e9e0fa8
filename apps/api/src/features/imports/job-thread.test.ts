// Issue 23: a compiled server runs each import job on a thread of its own (job-thread.ts), with its
// own connection, so the job's statements never hold the server's event loop. On both databases,
// from the compiled dist (the TypeScript sources have no worker file, and run jobs on their thread):
// the thread writes every row once under this process's name, and a stopping server's flag stops
// it between batches, leaving the job running for the runner to mark interrupted.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactRow, contactsCsv } from '../../cli/contacts-csv.js';
import type { Database } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { buildApi } from '../../test/child-process.js';
import { DIALECTS, type TestDatabase, testDatabase } from '../../test/harness.js';
import { IMPORT_BATCH_SIZE } from './run-import-batch.js';

const dist = (path: string) => new URL(`../../../dist/${path}`, import.meta.url).href;
const ROWS = IMPORT_BATCH_SIZE + 200;

interface Compiled {
  createJobThreads: typeof import('./job-thread.js').createJobThreads;
  startImport: typeof import('./start-import.js').startImport;
  PROCESS_OWNER: string;
}

describe.each(DIALECTS)('an import job on its own thread (%s)', (dialect) => {
  let compiled: Compiled;
  let target: TestDatabase | undefined;
  beforeAll(async () => {
    buildApi();
    compiled = {
      ...(await import(dist('features/imports/job-thread.js'))),
      ...(await import(dist('features/imports/start-import.js'))),
      ...(await import(dist('features/imports/import-heartbeat.js'))),
    };
  });
  afterEach(async () => {
    await target?.database.close();
    await target?.drop();
    target = undefined;
  });

  async function queued(): Promise<{ database: Database; url: string; id: string }> {
    target = await testDatabase(dialect);
    await migrateToLatest(target.database.db, target.database.schema);
    const options = { kind: 'contacts' as const, policy: 'skip' as const, mapping: undefined };
    const id = await compiled.startImport(target.database, contactsCsv(ROWS), options, 'cli');
    return { database: target.database, url: target.url, id };
  }
  const job = (database: Database, id: string) =>
    database.db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('writes every row once, under the name of the process that queued it', async () => {
    const { database, url, id } = await queued();
    await compiled.createJobThreads(url).run(database, id, {});
    expect(await job(database, id)).toMatchObject({ status: 'done', owner: compiled.PROCESS_OWNER });
    const names = await database.db.selectFrom('entities').select('name').orderBy('seq').execute();
    expect(names.map((n) => n.name)).toEqual(Array.from({ length: ROWS }, (_, i) => contactRow(i).name));
  });

  it('stops between batches once the server stops, leaving the job for the runner to interrupt', async () => {
    const { database, url, id } = await queued();
    const threads = compiled.createJobThreads(url);
    threads.stop();
    await threads.run(database, id, {});
    expect(await job(database, id)).toMatchObject({ status: 'running', done: 0 });
  });
});

// Spreadsheet import (issue 13): `import_jobs` (one row per import run as a job, its counters
// updated with each committed batch), `import_files` (the uploaded bytes, kept in the database so
// every server sharing it can resume a job; removed when the job ends) and `import_errors` (each
// failed row with its cells and reason, for GET /imports/{id}/errors). One file for both databases.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const pg = db.getExecutor().adapter.constructor.name.startsWith('Postgres');
  const time = pg ? 'timestamptz' : 'text';
  const counter = (name: string) => (b: ReturnType<Db['schema']['createTable']>) =>
    b.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));
  let jobs = db.schema
    .createTable('import_jobs')
    .addColumn('id', pg ? 'uuid' : 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('policy', 'text', (c) => c.notNull())
    // JSON: the explicit header → field mapping, and the file's headers (the errors file's columns).
    .addColumn('mapping', 'text')
    .addColumn('headers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull());
  for (const name of ['total', 'done', 'created', 'updated', 'skipped', 'failed']) jobs = counter(name)(jobs);
  await jobs
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('started_at', time)
    .addColumn('finished_at', time)
    .execute();
  await db.schema.createIndex('import_jobs_status').on('import_jobs').column('status').execute();

  await db.schema
    .createTable('import_files')
    .addColumn('job_id', pg ? 'uuid' : 'text', (c) =>
      c.primaryKey().references('import_jobs.id').onDelete('cascade'),
    )
    .addColumn('data', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('import_errors')
    .addColumn('job_id', pg ? 'uuid' : 'text', (c) =>
      c.notNull().references('import_jobs.id').onDelete('cascade'),
    )
    .addColumn('row', 'integer', (c) => c.notNull())
    .addColumn('cells', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_errors_pk', ['job_id', 'row'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('import_errors').execute();
  await db.schema.dropTable('import_files').execute();
  await db.schema.dropTable('import_jobs').execute();
}

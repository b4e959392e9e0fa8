// Import jobs name the process running them and when it last said it was alive (issue 16's
// audit): with several processes and hosts on one database, a start may only interrupt the jobs
// whose process is gone (features/imports/import-heartbeat.ts), not every job left `running`. Jobs
// from before this migration have neither, and count as gone.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('import_jobs').addColumn('owner', 'text').execute();
  /** Epoch milliseconds of the owner's last sign of life. */
  await db.schema.alterTable('import_jobs').addColumn('heartbeat_at', 'bigint').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('import_jobs').dropColumn('heartbeat_at').execute();
  await db.schema.alterTable('import_jobs').dropColumn('owner').execute();
}

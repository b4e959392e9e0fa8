import type { ImportJob, ImportKind, ImportPolicy, ImportStatus } from '@crm/shared';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import type { ImportJobsTable } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

export type ImportJobRow = Selectable<ImportJobsTable>;

const orNull = (v: unknown) => (v === null || v === undefined ? null : toIso(v));

export function importJobFromRow(row: ImportJobRow): ImportJob {
  return {
    id: String(row.id),
    kind: row.kind as ImportKind,
    policy: row.policy as ImportPolicy,
    status: row.status as ImportStatus,
    total: Number(row.total),
    done: Number(row.done),
    created: Number(row.created),
    updated: Number(row.updated),
    skipped: Number(row.skipped),
    failed: Number(row.failed),
    created_at: toIso(row.created_at),
    started_at: orNull(row.started_at),
    finished_at: orNull(row.finished_at),
  };
}

/** The stored job row, or 404. */
export async function findImportJob(database: Database, rawId: string): Promise<ImportJobRow> {
  const id = uuidKey(rawId);
  const row = id
    ? await database.db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.import');
  return row;
}

/** GET /imports/{id}: the job's status and counters. */
export async function getImport(database: Database, id: string): Promise<ImportJob> {
  return importJobFromRow(await findImportJob(database, id));
}

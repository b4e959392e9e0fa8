import type { DuplicateKind, MergedRecord } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

/** GET /{entities|addresses}/{id}/merged: the record a merged id leads to. A merge repoints the
 * earlier links of a chain (merge-records.ts), so one row answers; 404 for an id never merged. */
export async function findMerged(database: Database, kind: DuplicateKind, id: string): Promise<MergedRecord> {
  const key = uuidKey(id);
  const row = key
    ? await database.db
        .selectFrom('merged_records')
        .select(['from_id', 'into_id', 'merged_at'])
        .where('from_id', '=', key)
        .where('kind', '=', kind)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.merged');
  const at = row.merged_at as unknown;
  return {
    id: String(row.from_id),
    into: String(row.into_id),
    merged_at: at instanceof Date ? at.toISOString() : String(at),
  };
}

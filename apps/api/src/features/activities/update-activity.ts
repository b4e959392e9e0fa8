import { type Activity, type ActivityUpdate, kindFieldIssues } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { assertConcernedExist, setConcerned } from '../../shared/concerned-records.js';
import { bumpVersion } from '../../shared/counters.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { assertVersion } from '../../shared/versions.js';
import { activityConcerns, activitySpec, assertOwnActivity } from './activity-spec.js';
import { getActivity } from './read-activities.js';

/** PUT /activities/{id}: the caller's own activity (an API key: any), only the fields given; the
 * lists given replace the stored ones. With `expected` (If-Match), a StaleVersion unless the
 * activity is still at that version. */
export function updateActivity(
  database: Database,
  id: string,
  input: ActivityUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Activity>> {
  return database.db.transaction().execute(async (trx) => {
    const row = await findRecordRow(trx, activitySpec, id);
    assertOwnActivity(row, actor);
    const { entity_ids, address_ids, deal_ids, ...fields } = input;
    // The kind and its fields as they would be after the write (a call turned into a note keeps
    // no outcome).
    const issues = kindFieldIssues({ ...activitySpec.fromRow(row), ...fields });
    if (Object.keys(issues).length > 0) throw new AppError(400, 'validation', 'err.validation', issues);
    await assertConcernedExist(trx, { entity_ids, address_ids, deal_ids });
    const key = String(row.id);
    // Locks the row on PostgreSQL, so a write changing only the lists is checked too.
    if (expected !== undefined)
      await assertVersion(trx, database.dialect, { table: 'activities', key, expected });
    const saved = await updateRecord(database, trx, activitySpec, key, fields, actor, expected);
    const relinked = await setConcerned(
      trx,
      activityConcerns,
      key,
      { entity_ids, address_ids, deal_ids },
      actor,
    );
    if (relinked && saved.version === Number(row.version)) await bumpVersion(trx, 'activities', key);
    return getActivity(trx, key);
  });
}

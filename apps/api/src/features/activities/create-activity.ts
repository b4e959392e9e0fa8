import type { Activity, ActivityCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { assertConcernedExist, setConcerned } from '../../shared/concerned-records.js';
import { insertRecord } from '../../shared/insert-record.js';
import { activityConcerns, activitySpec } from './activity-spec.js';
import { getActivity } from './read-activities.js';

/** POST /activities: logged by the caller (no one for an API key), about the records named; an
 * unknown contact or address is a 404 and nothing is written. */
export function createActivity(database: Database, input: ActivityCreate, actor: Actor): Promise<Activity> {
  return database.db.transaction().execute(async (trx) => {
    const { entity_ids, address_ids, ...fields } = input;
    await assertConcernedExist(trx, { entity_ids, address_ids });
    const { id } = await insertRecord(
      database,
      trx,
      activitySpec,
      { ...fields, staff_id: userIdOf(actor) },
      actor,
    );
    await setConcerned(trx, activityConcerns, id, { entity_ids, address_ids }, actor);
    return getActivity(trx, id);
  });
}

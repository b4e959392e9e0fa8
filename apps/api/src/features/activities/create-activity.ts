import type { Activity, ActivityCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { assertConcernedExist, setConcerned } from '../../shared/concerned-records.js';
import { insertRecord } from '../../shared/insert-record.js';
import { listCallsWriter } from '../lists/log-list-calls.js';
import { activityConcerns, activitySpec } from './activity-spec.js';
import { getActivity } from './read-activities.js';

/** POST /activities: logged by the caller (no one for an API key), about the records named; an
 * unknown contact or address is a 404 and nothing is written. A call moves its contacts' next call
 * dates on their call lists (lists/log-list-calls.ts), in the same transaction. */
export async function createActivity(
  database: Database,
  input: ActivityCreate,
  actor: Actor,
  timeZone = 'America/Toronto',
): Promise<Activity> {
  const logCalls = await listCallsWriter(database, input, timeZone);
  return database.db.transaction().execute(async (trx) => {
    const { entity_ids, address_ids, deal_ids, ...fields } = input;
    await assertConcernedExist(trx, { entity_ids, address_ids, deal_ids });
    const { id } = await insertRecord(
      database,
      trx,
      activitySpec,
      { ...fields, staff_id: userIdOf(actor) },
      actor,
    );
    await setConcerned(trx, activityConcerns, id, { entity_ids, address_ids, deal_ids }, actor);
    await logCalls(trx);
    return getActivity(trx, id);
  });
}

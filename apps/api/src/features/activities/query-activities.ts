import type { ActivityPage, ActivityQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { activitiesFromRows, selectActivities } from './read-activities.js';

/** GET /activities: newest first (then by id, which follows creation), optionally about one
 * contact, address or deal and of one kind. */
export async function queryActivities(database: Database, query: ActivityQuery): Promise<ActivityPage> {
  const { db } = database;
  const { entity_id, address_id, deal_id, kind } = query;
  let select = selectActivities(db);
  if (entity_id)
    select = select.where('a.id', 'in', (eb) =>
      eb.selectFrom('activity_entities').select('activity_id').where('entity_id', '=', entity_id),
    );
  if (address_id)
    select = select.where('a.id', 'in', (eb) =>
      eb.selectFrom('activity_addresses').select('activity_id').where('address_id', '=', address_id),
    );
  if (deal_id)
    select = select.where('a.id', 'in', (eb) =>
      eb.selectFrom('activity_deals').select('activity_id').where('deal_id', '=', deal_id),
    );
  if (kind) select = select.where('a.kind', '=', kind);
  const rows = await select
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { data: await activitiesFromRows(db, rows), offset: query.offset };
}

// How activities are read: their rows with the name of the staff member who logged them, and the
// contacts, addresses and deals each concerns (one read per list for a whole page).
import type { Activity } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { readConcerned } from '../../shared/concerned-records.js';
import type { Versioned } from '../../shared/update-record.js';
import { activityConcerns, activityFromRow, activitySpec } from './activity-spec.js';

type Db = Kysely<DB> | Transaction<DB>;

export function selectActivities(db: Db) {
  return db
    .selectFrom('activities as a')
    .leftJoin('user as u', 'u.id', 'a.staff_id')
    .selectAll('a')
    .select('u.name as staff_name');
}

type ActivityRow = Awaited<ReturnType<ReturnType<typeof selectActivities>['executeTakeFirstOrThrow']>>;

/** The rows as the API answers them, in the rows' order. */
export async function activitiesFromRows(db: Db, rows: ActivityRow[]): Promise<Versioned<Activity>[]> {
  const lists = await readConcerned(
    db,
    activityConcerns,
    rows.map((r) => String(r.id)),
  );
  return rows.map(({ staff_name, ...row }) => ({
    ...activityFromRow(row),
    id: String(row.id),
    staff_name: staff_name ?? null,
    entity_ids: lists.get(String(row.id))?.entity_ids ?? [],
    address_ids: lists.get(String(row.id))?.address_ids ?? [],
    deal_ids: lists.get(String(row.id))?.deal_ids ?? [],
    version: Number(row.version),
  }));
}

/** GET /activities/{id}/complete (and what a write answers): the activity with its version. */
export async function getActivity(db: Db, raw: string): Promise<Versioned<Activity>> {
  const id = activitySpec.lookupKey(raw);
  const row = id ? await selectActivities(db).where('a.id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw notFound(activitySpec.missing);
  const [activity] = await activitiesFromRows(db, [row]);
  if (!activity) throw notFound(activitySpec.missing);
  return activity;
}

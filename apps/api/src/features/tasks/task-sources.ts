import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';

type Db = Kysely<DB> | Transaction<DB>;

/** 404 on the field naming the activity or inbox item a task follows up, when there is none. */
export async function assertSourcesExist(
  db: Db,
  { activity_id, inbox_id }: { activity_id?: string | null; inbox_id?: number | null },
): Promise<void> {
  if (activity_id) {
    const found = await db
      .selectFrom('activities')
      .select('id')
      .where('id', '=', activity_id)
      .executeTakeFirst();
    if (!found) throw notFound('lookup.activity', 'activity_id');
  }
  if (inbox_id) {
    const found = await db
      .selectFrom('inbox_items')
      .select('id')
      .where('id', '=', inbox_id)
      .executeTakeFirst();
    if (!found) throw notFound('lookup.inbox', 'inbox_id');
  }
}

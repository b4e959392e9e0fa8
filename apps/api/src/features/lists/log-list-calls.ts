// A call logged with a contact moves the contact's next call date on each call list it is in
// (issue 25): the activities feature asks for a writer before its transaction (a dynamic list's
// members are found by the contact search, which reads outside any transaction) and runs it inside.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { addDays, dayIn } from '../../shared/days.js';
import { dynamicMembers } from './list-filters.js';
import { filtersOf } from './list-spec.js';

interface LoggedActivity {
  kind: string;
  at: string;
  entity_ids: readonly string[];
}

type ListCallsWriter = (trx: Transaction<DB>) => Promise<void>;
const NOTHING: ListCallsWriter = async () => {};

/** What a new activity changes on the call lists: for a call with contacts, each member's
 * `last_called_at` (the call's day in `timeZone`) and `next_call_on` (that day plus the list's
 * cadence), on the static lists they are in and the dynamic lists whose search finds them. A call
 * logged earlier than the last one moves nothing. */
export async function listCallsWriter(
  database: Database,
  activity: LoggedActivity,
  timeZone: string,
): Promise<ListCallsWriter> {
  const ids = [...new Set(activity.entity_ids)];
  if (activity.kind !== 'call' || ids.length === 0) return NOTHING;
  const day = dayIn(timeZone, new Date(activity.at));
  const dynamic = await database.db
    .selectFrom('lists')
    .select(['id', 'filters', 'owner_id', 'call_every_days'])
    .where('kind', '=', 'dynamic')
    .where('call_every_days', 'is not', null)
    .execute();
  const found: { list_id: string; entity_id: string; every: number }[] = [];
  for (const list of dynamic) {
    const rows = await dynamicMembers(
      database,
      { filters: filtersOf(list.filters), owner_id: list.owner_id },
      { limit: ids.length, offset: 0 },
      timeZone,
      [sql`t.uuid IN (${sql.join(ids)})`],
    );
    for (const r of rows)
      found.push({
        list_id: String(list.id),
        entity_id: String(r.uuid),
        every: Number(list.call_every_days),
      });
  }
  return async (trx) => {
    const stored = await trx
      .selectFrom('list_members as m')
      .innerJoin('lists as l', 'l.id', 'm.list_id')
      .select(['m.list_id', 'm.entity_id', 'l.call_every_days'])
      .where('m.entity_id', 'in', ids)
      .where('l.call_every_days', 'is not', null)
      .execute();
    const all = [
      ...found,
      ...stored.map((r) => ({
        list_id: String(r.list_id),
        entity_id: String(r.entity_id),
        every: Number(r.call_every_days),
      })),
    ];
    for (const { list_id, entity_id, every } of all)
      await trx
        .insertInto('list_calls')
        .values({ list_id, entity_id, last_called_at: day, next_call_on: addDays(day, every) })
        .onConflict((oc) =>
          oc
            .columns(['list_id', 'entity_id'])
            .doUpdateSet((eb) => ({
              last_called_at: eb.ref('excluded.last_called_at'),
              next_call_on: eb.ref('excluded.next_call_on'),
            }))
            .where('list_calls.last_called_at', '<=', day),
        )
        .execute();
  };
}

import type { DuePage, DueQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { dayIn } from '../../shared/days.js';
import { dynamicMembers } from './list-filters.js';
import { listFromRow, memberFromRow, selectLists } from './list-spec.js';
import { selectStaticMembers, withCallDates } from './query-list-members.js';
import { meOf } from './query-lists.js';

/** GET /lists/due: on each call list (the caller's with me=true), by list name, the members to
 * call: never called on that list, or whose next call is today (in `timeZone`) or before. A page
 * reads each list only as far as it reaches (offset + limit members in all). */
export async function queryDueMembers(
  database: Database,
  query: DueQuery,
  actor: Actor,
  timeZone: string,
): Promise<DuePage> {
  const owner = meOf(query.me, actor);
  const today = dayIn(timeZone);
  let select = selectLists(database.db).where('l.call_every_days', 'is not', null);
  if (owner) select = select.where('l.owner_id', '=', owner);
  const lists = (await select.orderBy('l.name_key').orderBy('l.id').execute()).map(listFromRow);
  const wanted = query.offset + query.limit;
  const due: DuePage['data'] = [];
  for (const list of lists) {
    const need = wanted - due.length;
    if (need <= 0) break;
    const rows =
      list.kind === 'static'
        ? await selectStaticMembers(database.db, list.id)
            .where((eb) => eb.or([eb('c.next_call_on', 'is', null), eb('c.next_call_on', '<=', today)]))
            .limit(need)
            .execute()
        : await withCallDates(
            database.db,
            list.id,
            await dynamicMembers(database, list, { limit: need, offset: 0 }, timeZone, [
              sql`NOT EXISTS (SELECT 1 FROM list_calls c WHERE c.list_id = ${list.id}
                AND c.entity_id = t.uuid AND c.next_call_on > ${today})`,
            ]),
          );
    for (const row of rows) due.push({ ...memberFromRow(row), list_id: list.id, list_name: list.name });
  }
  return { data: due.slice(query.offset, wanted), offset: query.offset };
}

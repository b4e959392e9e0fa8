import type { ListPage, ListQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { listFromRow, selectLists } from './list-spec.js';

/** The caller's id for me=true; an API key is no one (400). */
export function meOf(me: boolean | undefined, actor: Actor): string | undefined {
  if (!me) return undefined;
  const id = userIdOf(actor);
  if (id === null) throw new AppError(400, 'bad_request', 'lists.err.meNeedsUser', 'me');
  return id;
}

/** GET /lists: everyone's or the caller's (me=true), by name. */
export async function queryLists(database: Database, query: ListQuery, actor: Actor): Promise<ListPage> {
  const owner = meOf(query.me, actor);
  let select = selectLists(database.db);
  if (owner) select = select.where('l.owner_id', '=', owner);
  const rows = await select
    .orderBy('l.name_key')
    .orderBy('l.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { data: rows.map(listFromRow), offset: query.offset };
}

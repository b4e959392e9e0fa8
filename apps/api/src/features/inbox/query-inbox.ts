import type { InboxPage, InboxQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { itemFromRow, selectItems } from './inbox-rows.js';

/** GET /inbox: newest first (ids follow arrival, the migration's backfill included). */
export async function queryInbox(database: Database, query: InboxQuery): Promise<InboxPage> {
  const { kind, status } = query;
  const rows = await selectItems(database.db)
    .$if(!!kind, (q) => q.where('i.kind', '=', kind as NonNullable<typeof kind>))
    .$if(!!status, (q) => q.where('i.status', '=', status as NonNullable<typeof status>))
    .orderBy('i.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { data: rows.map(itemFromRow), offset: query.offset };
}

import type { InboxPage, InboxQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { resolveMyContacts } from '../entities/contact-filters.js';
import { itemFromRow, selectItems } from './inbox-rows.js';

/** GET /inbox: newest first (ids follow arrival, the migration's backfill included); with
 * `representative_id` (or `me`), only items linked to that staff member's contacts. */
export async function queryInbox(database: Database, query: InboxQuery, actor: Actor): Promise<InboxPage> {
  const { kind, status, representative_id } = resolveMyContacts(query, actor);
  const rows = await selectItems(database.db)
    .$if(!!representative_id, (q) => q.where('e.representative_id', '=', representative_id ?? ''))
    .$if(!!kind, (q) => q.where('i.kind', '=', kind as NonNullable<typeof kind>))
    .$if(!!status, (q) => q.where('i.status', '=', status as NonNullable<typeof status>))
    .orderBy('i.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  return { data: rows.map(itemFromRow), offset: query.offset };
}

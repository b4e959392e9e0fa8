// The staff answers of inbox items, oldest first, each with its author's name: read by the staff
// thread (GET /inbox/{id}/replies) and the client's (GET /client/messages).
import { FIRM_NAME, type InboxReply } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Each item's replies, by item id. */
export async function readReplies(db: Db, itemIds: readonly number[]): Promise<Map<number, InboxReply[]>> {
  const byItem = new Map<number, InboxReply[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .selectFrom('inbox_replies as r')
    .leftJoin('user as u', 'u.id', 'r.author_id')
    .select(['r.id', 'r.inbox_item_id', 'r.body', 'r.created_at', 'r.emailed_at', 'u.name'])
    .where('r.inbox_item_id', 'in', [...itemIds])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  for (const row of rows) {
    const item = Number(row.inbox_item_id);
    const list = byItem.get(item) ?? [];
    list.push({
      id: String(row.id),
      body: row.body,
      // An answer outlives its author's account: it is then the firm's.
      author: row.name ?? FIRM_NAME,
      created_at: toIso(row.created_at),
      emailed: row.emailed_at != null,
    });
    byItem.set(item, list);
  }
  return byItem;
}

// GET /inbox/{id}/replies (issue 29): the answers staff gave on an item, oldest first (an item that
// is not a client's message has none); 404 for an item that does not exist.
import type { InboxReplyList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { findInboxItem } from '../inbox/get-inbox-item.js';
import { readReplies } from './read-replies.js';

export async function listReplies(database: Database, itemId: number): Promise<InboxReplyList> {
  await findInboxItem(database.db, itemId);
  const replies = await readReplies(database.db, [itemId]);
  return { data: replies.get(itemId) ?? [] };
}

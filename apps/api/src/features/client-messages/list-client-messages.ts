// GET /client/messages (issue 29): the client's own messages to their representative, newest
// first, each with the answers staff gave, oldest first. Only items of this account
// (user_id = the signed-in client, kind client_message): never another client's thread.
import type { ClientMessage, ClientMessageList } from '@crm/shared';
import type { Kysely } from 'kysely';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { readReplies } from './read-replies.js';
import { topicOfSubject } from './topics.js';

/** A thread longer than this is read by its newest messages. */
export const CLIENT_MESSAGES_LIMIT = 200;

export async function listClientMessages(
  db: Kysely<DB>,
  userId: string,
  only?: number,
): Promise<ClientMessageList> {
  const items = await db
    .selectFrom('inbox_items as i')
    .leftJoin('addresses as a', 'a.uuid', 'i.property_id')
    .select(['i.id', 'i.subject', 'i.body', 'i.created_at', 'i.property_id', 'a.address'])
    .where('i.user_id', '=', userId)
    .where('i.kind', '=', 'client_message')
    .$if(only !== undefined, (q) => q.where('i.id', '=', only ?? 0))
    .orderBy('i.id', 'desc')
    .limit(CLIENT_MESSAGES_LIMIT)
    .execute();
  const replies = await readReplies(
    db,
    items.map((i) => Number(i.id)),
  );
  const data = items.map(
    (i): ClientMessage => ({
      id: String(i.id),
      topic: topicOfSubject(i.subject),
      property: i.property_id == null ? null : { id: String(i.property_id), address: i.address ?? '' },
      body: i.body ?? '',
      created_at: toIso(i.created_at),
      replies: (replies.get(Number(i.id)) ?? []).map(({ emailed: _e, ...reply }) => reply),
    }),
  );
  return { data };
}

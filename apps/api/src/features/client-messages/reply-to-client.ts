// POST /inbox/{id}/replies (issue 29): a staff member answers a client's message. The answer is
// kept on the item's thread (the client reads it in the portal) and the item is marked handled by
// its author, in one transaction; then it is mailed to the client in their language. A failed mail
// keeps the answer, `emailed` false (logged): staff see it did not go out.
import type { InboxReply, InboxReplyInput } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit, created, userIdOf } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import { findInboxItem } from '../inbox/get-inbox-item.js';
import { applyInboxUpdate } from '../inbox/update-inbox-item.js';
import type { Mailer } from '../mail/mailer.js';
import { readClientAccount } from './client-account.js';
import { replyMail } from './reply-mail.js';
import { topicLabel, topicOfSubject } from './topics.js';

export interface ReplyMailSettings {
  mailer: Mailer;
  inbox: string;
  publicUrl: string;
  timeZone: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

export async function replyToClient(
  database: Database,
  mail: ReplyMailSettings,
  itemId: number,
  input: InboxReplyInput,
  actor: Actor,
): Promise<InboxReply> {
  const authorId = userIdOf(actor);
  if (authorId === null) throw new AppError(400, 'bad_request', 'inbox.err.replyNeedsUser');
  const { db } = database;
  const reply = { id: uuidv7(), body: input.body, created_at: new Date().toISOString() };
  const item = await db.transaction().execute(async (trx) => {
    const found = await findInboxItem(trx, itemId);
    if (found.kind !== 'client_message') throw new AppError(409, 'bad_request', 'inbox.err.notClientMessage');
    await trx
      .insertInto('inbox_replies')
      .values({ ...reply, inbox_item_id: itemId, author_id: authorId })
      .execute();
    await appendAudit(trx, {
      actor,
      action: 'create',
      type: 'inbox_reply',
      id: reply.id,
      changes: created({ inbox_item_id: itemId, author_id: authorId }),
    });
    // Answered is handled: the message leaves My day's new items.
    await applyInboxUpdate(database, trx, itemId, { status: 'handled' }, actor);
    return found;
  });
  const author = await db
    .selectFrom('user')
    .select(['name', 'email'])
    .where('id', '=', authorId)
    .executeTakeFirst();
  const client = item.user_id ? await readClientAccount(db, item.user_id) : null;
  let emailed = false;
  if (client) {
    const sentOn = new Intl.DateTimeFormat(client.lang, {
      dateStyle: 'long',
      timeZone: mail.timeZone,
    }).format(new Date(item.created_at));
    const facts = {
      client: { name: client.name, email: client.email },
      author: { name: author?.name ?? '', email: author?.email ?? null },
      topic: topicLabel(client.lang, topicOfSubject(item.subject)),
      reply: input.body,
      original: { body: item.body ?? '', sentOn },
    };
    try {
      await mail.mailer.send(replyMail(client.lang, facts, mail.publicUrl, mail.inbox));
      emailed = true;
      await db
        .updateTable('inbox_replies')
        .set({ emailed_at: new Date().toISOString() })
        .where('id', '=', reply.id)
        .execute();
    } catch (err) {
      mail.log.error({ err, inbox_item: itemId }, 'client reply mail failed');
    }
  }
  return {
    id: reply.id,
    body: reply.body,
    author: author?.name ?? '',
    created_at: reply.created_at,
    emailed,
  };
}

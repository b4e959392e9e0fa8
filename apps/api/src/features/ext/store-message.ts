import type { Message } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import type { Mail, Mailer } from '../mail/mailer.js';

interface Draft {
  direction: 'sent' | 'received';
  sender_receiver: string;
  counterpart: string;
  subject: string;
  body: string;
}

/** Stores the message first, then hands it to the mailer and records the outcome. A mail failure
 * never loses the message: it stays stored as 'failed' and the caller gets a 502. `onStored` runs
 * in the message's own transaction (a received message files its inbox item there). */
export async function storeAndMail(
  database: Database,
  mailer: Mailer,
  draft: Draft,
  mail: Mail,
  actor: Actor,
  onStored?: (trx: Transaction<DB>, id: number) => Promise<unknown>,
): Promise<Message> {
  const { db } = database;
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('messages')
      .values({ ...draft, status: 'outbox', error: null, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor,
      action: 'create',
      type: 'message',
      id: String(row.id),
      changes: created({ ...draft }),
    });
    await onStored?.(trx, Number(row.id));
    return Number(row.id);
  });
  let status: Message['status'];
  let error: string | null = null;
  try {
    status = await mailer.send(mail);
  } catch (e) {
    status = 'failed';
    error = e instanceof Error ? e.message : String(e);
  }
  await db.updateTable('messages').set({ status, error }).where('id', '=', id).execute();
  if (status === 'failed') throw new AppError(502, 'mail_failed', 'err.mailFailed');
  const message = await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const { error: _hidden, ...rest } = message;
  return { ...rest, id: Number(rest.id), created_at: toIso(rest.created_at) } as Message;
}

// Emails an update to its recipients who want it, after its transaction committed. Each delivery is
// claimed before its mail goes (emailed_at set where it was null): two runs over the same update,
// a retry, never both send to one client. A mail that fails gives its claim back, so a later run
// may try again; the update stays published either way.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import { updateMail } from './update-mail.js';

export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Sends the update's unsent mails; answers how many were sent now. */
export async function mailUpdate(database: Database, ctx: MailContext, updateId: string): Promise<number> {
  const { db } = database;
  const update = await db
    .selectFrom('client_updates')
    .select(['title_en', 'title_fr', 'body_en', 'body_fr'])
    .where('id', '=', updateId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!update) return 0;
  const pending = await db
    .selectFrom('client_update_deliveries as d')
    .innerJoin('client_access as a', 'a.user_id', 'd.user_id')
    .innerJoin('user as u', 'u.id', 'd.user_id')
    .select(['d.user_id', 'u.email', 'a.lang', 'a.notify_updates'])
    .where('d.update_id', '=', updateId)
    .where('d.emailed_at', 'is', null)
    .where('a.revoked_at', 'is', null)
    .execute();
  let sent = 0;
  for (const r of pending) {
    // Opted out: published to them (their feed shows it), never emailed.
    if (!r.notify_updates) continue;
    const claim = await db
      .updateTable('client_update_deliveries')
      .set({ emailed_at: new Date().toISOString() })
      .where('update_id', '=', updateId)
      .where('user_id', '=', r.user_id)
      .where('emailed_at', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) continue;
    try {
      await ctx.mailer.send(updateMail(r.email, r.lang, update, ctx.publicUrl));
      sent += 1;
    } catch (error) {
      ctx.log.error({ err: error, updateId, userId: r.user_id }, 'update mail failed');
      await db
        .updateTable('client_update_deliveries')
        .set({ emailed_at: null })
        .where('update_id', '=', updateId)
        .where('user_id', '=', r.user_id)
        .execute();
    }
  }
  return sent;
}

// The scheduled retry of updates' mails (reminders/reminder-jobs.ts, every minute): a mail that
// failed when its update was published (the mail server down) gave its claim back; this sends it
// once the server answers again. Only a day's updates: a client who turns mails back on later is
// not sent last month's news.
import type { Database } from '../../db/database.js';
import { type MailContext, mailUpdate } from './mail-update.js';

const RETRY_HOURS = 24;

/** Sends every recent update's unsent mails; answers how many went. */
export async function retryUpdateMails(database: Database, ctx: MailContext): Promise<number> {
  const since = new Date(Date.now() - RETRY_HOURS * 3_600_000).toISOString();
  const pending = await database.db
    .selectFrom('client_update_deliveries as d')
    .innerJoin('client_updates as u', 'u.id', 'd.update_id')
    .innerJoin('client_access as a', 'a.user_id', 'd.user_id')
    .select('d.update_id')
    .distinct()
    .where('d.emailed_at', 'is', null)
    .where('a.revoked_at', 'is', null)
    .where('u.deleted_at', 'is', null)
    .where('u.created_at', '>=', since)
    .execute();
  let sent = 0;
  for (const { update_id } of pending) sent += await mailUpdate(database, ctx, update_id);
  return sent;
}

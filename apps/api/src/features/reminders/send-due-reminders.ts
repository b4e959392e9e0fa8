// What is due and not yet sent, sent once (ADR 0038). Run every minute by the job library and once
// at start, so a reminder missed while the server was down goes out when it comes back. Each mail
// is claimed first by inserting its `reminders_sent` row (unique: of several processes or hosts
// looking at the same minute, one insert wins); a mail that fails gives its claim back, so the
// next run tries again.
import { hasStaffAccess } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { wallClock } from './local-time.js';
import { type DueTask, digestMail, dueTaskMail } from './reminder-mail.js';

/** A timed task due longer ago than this when first seen is not reminded (a database from before
 * reminders, a server down for days): the digest lists it as overdue instead. */
const CATCH_UP_MS = 24 * 60 * 60 * 1000;

export interface ReminderContext {
  database: Database;
  mailer: Mailer;
  config: Pick<Config, 'timeZone' | 'digestHour' | 'publicUrl'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const isOn = (v: boolean | number | null | undefined) => v == null || v === true || v === 1;
const day = (at: Date, offsetDays: number) =>
  new Date(at.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Inserts the marker; true when this caller won it. */
async function claim(database: Database, kind: 'task' | 'digest', subject: string, key: string) {
  const result = await database.db
    .insertInto('reminders_sent')
    .values({ kind, subject_id: subject, due_key: key, sent_at: new Date().toISOString() })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

async function release(database: Database, kind: 'task' | 'digest', subject: string, key: string) {
  await database.db
    .deleteFrom('reminders_sent')
    .where('kind', '=', kind)
    .where('subject_id', '=', subject)
    .where('due_key', '=', key)
    .execute();
}

/** Sends `mail` under the claim; gives the claim back when it fails. True when sent. */
async function sendClaimed(
  ctx: ReminderContext,
  kind: 'task' | 'digest',
  subject: string,
  key: string,
  mail: () => Promise<Mail | null>,
): Promise<boolean> {
  if (!(await claim(ctx.database, kind, subject, key))) return false;
  try {
    const message = await mail();
    if (!message) return false; // nothing to say: the claim stays, the day is done
    await ctx.mailer.send(message);
    return true;
  } catch (err) {
    ctx.log.error({ err, kind, subject }, 'reminder mail failed; tried again next minute');
    await release(ctx.database, kind, subject, key);
    return false;
  }
}

/** One mail per open timed task whose due moment (in its time zone) has come, within a day. */
export async function sendDueTaskReminders(ctx: ReminderContext, now = new Date()): Promise<number> {
  const { db } = ctx.database;
  const rows = await db
    .selectFrom('tasks as t')
    .innerJoin('user as u', 'u.id', 't.assignee_id')
    .leftJoin('staff_profiles as p', 'p.user_id', 't.assignee_id')
    .leftJoin('reminders_sent as r', (join) =>
      join
        .on('r.kind', '=', 'task')
        // A uuid on PostgreSQL, text here and on SQLite.
        .on(sql<boolean>`r.subject_id = CAST(t.id AS text)`)
        .on(sql<boolean>`r.due_key = t.due_on || ' ' || t.due_at`),
    )
    .select([
      't.id',
      't.title',
      't.due_on',
      't.due_at',
      't.time_zone',
      'u.email',
      'u.role',
      'u.banned',
      'p.language',
      'p.task_reminders',
    ])
    .where('t.status', '=', 'open')
    .where('t.due_at', 'is not', null)
    .where('r.kind', 'is', null)
    // Every zone's today lies within a day of UTC's: the rest is decided per task below.
    .where('t.due_on', '>=', day(now, -2))
    .where('t.due_on', '<=', day(now, 1))
    .execute();
  let sent = 0;
  const since = new Date(now.getTime() - CATCH_UP_MS);
  for (const row of rows) {
    if (!row.due_at || !isOn(row.task_reminders) || !hasStaffAccess(row.role) || row.banned) continue;
    const due = `${row.due_on} ${row.due_at}`;
    const local = wallClock(now, row.time_zone);
    const earliest = wallClock(since, row.time_zone);
    if (due > `${local.date} ${local.time}` || due < `${earliest.date} ${earliest.time}`) continue;
    const task: DueTask = row;
    if (
      await sendClaimed(ctx, 'task', String(row.id), due, async () =>
        dueTaskMail(row.email, row.language ?? 'en', task, ctx.config.publicUrl),
      )
    )
      sent++;
  }
  return sent;
}

/** Each staff member's digest of overdue and today's open tasks, once a day from the digest hour
 * in their time zone; a day with nothing to do sends nothing (and is not looked at again). */
export async function sendDigests(ctx: ReminderContext, now = new Date()): Promise<number> {
  const { db } = ctx.database;
  const users = await db
    .selectFrom('user as u')
    .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.role', 'u.banned', 'p.time_zone', 'p.language', 'p.daily_digest'])
    .where((eb) => eb.or([eb('u.role', 'like', '%staff%'), eb('u.role', 'like', '%admin%')]))
    .execute();
  const hour = `${String(ctx.config.digestHour).padStart(2, '0')}:00`;
  let sent = 0;
  for (const user of users) {
    if (!hasStaffAccess(user.role) || user.banned || !isOn(user.daily_digest)) continue;
    const local = wallClock(now, user.time_zone ?? ctx.config.timeZone);
    if (local.time < hour) continue;
    const done = await db
      .selectFrom('reminders_sent')
      .select('kind')
      .where('kind', '=', 'digest')
      .where('subject_id', '=', user.id)
      .where('due_key', '=', local.date)
      .executeTakeFirst();
    if (done) continue;
    const mail = async () => {
      const tasks = await db
        .selectFrom('tasks')
        .select(['title', 'due_on', 'due_at', 'time_zone'])
        .where('assignee_id', '=', user.id)
        .where('status', '=', 'open')
        .where('due_on', '<=', local.date)
        .orderBy('due_on')
        .orderBy(sql`COALESCE(due_at, '')`)
        .orderBy('id')
        .limit(200)
        .execute();
      if (tasks.length === 0) return null;
      const overdue = tasks.filter((t) => t.due_on < local.date);
      const today = tasks.filter((t) => t.due_on === local.date);
      return digestMail(user.email, user.language ?? 'en', { overdue, today }, ctx.config.publicUrl);
    };
    if (await sendClaimed(ctx, 'digest', user.id, local.date, mail)) sent++;
  }
  return sent;
}

/** One run of the job: task reminders, then digests. */
export async function sendDueReminders(ctx: ReminderContext, now = new Date()) {
  const tasks = await sendDueTaskReminders(ctx, now);
  const digests = await sendDigests(ctx, now);
  return { tasks, digests };
}

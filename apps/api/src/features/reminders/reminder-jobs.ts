// The scheduled jobs (ADR 0038, ADR 0043), each run on its schedule and once at start, through a
// job library:
// - sendDueReminders every minute: due-task mails and the morning digests;
// - createLeaseDateTasks every hour: the critical dates' tasks of leases;
// - retryUpdateMails every minute: clients' update mails that failed when published (issue 29).
// PostgreSQL (several processes and hosts): pg-boss. Its cron schedule puts one job in a
// `singleton` queue per job (one active at a time across every process), each process works the
// queues, and a job sent at start catches up on what came due while the server was down.
// SQLite (the embedded default, one host): croner in process, `protect` so runs never overlap.
// Either way the `reminders_sent` markers are what make each mail and each task happen once.
import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import { retryUpdateMails } from '../client-updates/retry-update-mails.js';
import { type CriticalDateContext, createLeaseDateTasks } from '../critical-dates/create-lease-date-tasks.js';
import { type ReminderContext, sendDueReminders } from './send-due-reminders.js';

export const REMINDERS_QUEUE = 'crm-reminders';
export const LEASE_DATES_QUEUE = 'crm-lease-dates';
export const UPDATE_MAILS_QUEUE = 'crm-update-mails';

interface Job {
  queue: string;
  cron: string;
  run: () => Promise<void>;
}

export interface ReminderJobs {
  /** The runs under way, if any, then none: for tests and shutdown. */
  stop(): Promise<void>;
}

/** pg-boss's schema: `pgboss`, or `<schema>_jobs` beside a named schema (`?schema=`). */
export const jobSchemaOf = (schema: string | undefined) => (schema ? `${schema}_jobs` : 'pgboss');

/** The queue, created by whichever process starts first: processes starting together may
 * deadlock in createQueue (its partition DDL), and the loser finds the queue there next time. */
async function createQueueOnce(boss: PgBoss, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(name)) return;
      await boss.createQueue(name, { name, policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

export async function startReminderJobs(ctx: ReminderContext & CriticalDateContext): Promise<ReminderJobs> {
  const logged = (what: string, run: () => Promise<unknown>) => async (): Promise<void> => {
    try {
      await run();
    } catch (err) {
      ctx.log.error({ err }, `${what} run failed`);
      throw err;
    }
  };
  const jobs: Job[] = [
    { queue: REMINDERS_QUEUE, cron: '* * * * *', run: logged('reminders', () => sendDueReminders(ctx)) },
    // Daily would do (a threshold is a day); hourly costs three small index reads and makes a lease
    // entered today get today's task within the hour.
    {
      queue: LEASE_DATES_QUEUE,
      cron: '5 * * * *',
      run: logged('critical dates', () => createLeaseDateTasks(ctx)),
    },
    {
      queue: UPDATE_MAILS_QUEUE,
      cron: '* * * * *',
      run: logged('update mails', () =>
        retryUpdateMails(ctx.database, { mailer: ctx.mailer, publicUrl: ctx.config.publicUrl, log: ctx.log }),
      ),
    },
  ];
  const { database } = ctx;
  if (database.dialect === 'postgres' && database.pool) {
    const pool = database.pool;
    const boss = new PgBoss({
      // The app's pool: pg-boss's statements name its own schema, so the search path is moot.
      db: { executeSql: (text, values) => pool.query(text, values) },
      schema: jobSchemaOf(database.schema),
      // Completed jobs need not be kept long: one a minute.
      deleteAfterHours: 24,
    });
    boss.on('error', (err) => ctx.log.error({ err }, 'pg-boss error'));
    await boss.start();
    for (const job of jobs) {
      await createQueueOnce(boss, job.queue);
      await boss.schedule(job.queue, job.cron);
      await boss.work(job.queue, { pollingIntervalSeconds: 1 }, job.run);
      await boss.send(job.queue, {});
    }
    return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
  }
  const running = jobs.map((job) => {
    let current: Promise<void> = Promise.resolve();
    const tracked = () => {
      current = job.run().catch(() => {});
      return current;
    };
    const cron = new Cron(job.cron, { protect: true }, tracked);
    void tracked();
    return { cron, current: () => current };
  });
  return {
    async stop() {
      for (const job of running) job.cron.stop();
      await Promise.all(running.map((job) => job.current()));
    },
  };
}

// Runs sendDueReminders every minute and once at start (ADR 0038), through a job library:
// - PostgreSQL (several processes and hosts): pg-boss. Its cron schedule puts one job a minute in
//   a `singleton` queue (one active at a time across every process), each process works the queue,
//   and a job sent at start catches up on what came due while the server was down.
// - SQLite (the embedded default, one host): croner in process, `protect` so runs never overlap.
// Either way the `reminders_sent` markers are what make each mail go out once.
import { Cron } from 'croner';
import PgBoss from 'pg-boss';
import { type ReminderContext, sendDueReminders } from './send-due-reminders.js';

export const REMINDERS_QUEUE = 'crm-reminders';
const EVERY_MINUTE = '* * * * *';

export interface ReminderJobs {
  /** The run under way, if any, then none: for tests and shutdown. */
  stop(): Promise<void>;
}

/** pg-boss's schema: `pgboss`, or `<schema>_jobs` beside a named schema (`?schema=`). */
export const jobSchemaOf = (schema: string | undefined) => (schema ? `${schema}_jobs` : 'pgboss');

/** The queue, created by whichever process starts first: processes starting together may
 * deadlock in createQueue (its partition DDL), and the loser finds the queue there next time. */
async function createQueueOnce(boss: PgBoss): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(REMINDERS_QUEUE)) return;
      await boss.createQueue(REMINDERS_QUEUE, {
        name: REMINDERS_QUEUE,
        policy: 'singleton',
        retryLimit: 0,
        expireInSeconds: 300,
      });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

export async function startReminderJobs(ctx: ReminderContext): Promise<ReminderJobs> {
  const run = async () => {
    try {
      await sendDueReminders(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'reminders run failed');
      throw err;
    }
  };
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
    await createQueueOnce(boss);
    await boss.schedule(REMINDERS_QUEUE, EVERY_MINUTE);
    await boss.work(REMINDERS_QUEUE, { pollingIntervalSeconds: 1 }, run);
    await boss.send(REMINDERS_QUEUE, {});
    return { stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
  }
  let current: Promise<void> = Promise.resolve();
  const tracked = () => {
    current = run().catch(() => {});
    return current;
  };
  const cron = new Cron(EVERY_MINUTE, { protect: true }, tracked);
  void tracked();
  return {
    async stop() {
      cron.stop();
      await current;
    },
  };
}

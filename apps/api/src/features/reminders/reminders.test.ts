// Reminders (ADR 0038) on both databases: a timed task's mail once when it falls due, the morning
// digest (overdue and today's, skipped on empty days, in the staff member's language), opt-outs,
// a run missed while the server was down sent at its next start, exactly one mail across two app
// instances on PostgreSQL (pg-boss), and GET/PUT /staff/me/preferences.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createTestApp, DIALECTS, type TestApp, testDatabase } from '../../test/harness.js';
import { header, startSmtp } from '../../test/smtp.js';
import type { Mail, Mailer } from '../mail/mailer.js';
import { wallClock } from './local-time.js';
import { type ReminderContext, sendDigests, sendDueTaskReminders } from './send-due-reminders.js';

function captureMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      return 'sent';
    },
    close() {},
  };
}

async function waitFor(check: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const noLog = { error() {} };
// 06:30 UTC on 10 March 2026: 07:30 in Paris (UTC+1), 02:30 in Toronto.
const NOW = new Date('2026-03-10T06:30:00Z');

describe.each(DIALECTS)('reminders on %s', (dialect) => {
  let t: TestApp;
  let ctx: ReminderContext;
  let mailer: ReturnType<typeof captureMailer>;
  const profile = async (id: string, values: Record<string, unknown>) =>
    t.database.db
      .insertInto('staff_profiles')
      .values({ user_id: id, time_zone: 'Europe/Paris', ...values })
      .execute();
  const task = async (assignee: string, title: string, due_on: string, due_at: string | null = null) => {
    const res = await t.call('POST', '/api/v1/tasks', { title, due_on, due_at, assignee_id: assignee });
    expect(res.status).toBe(201);
    return res.body as { id: string };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    mailer = captureMailer();
    ctx = { database: t.database, mailer, config: t.config, log: noLog };
  });
  afterAll(() => t?.close());

  it('mails a timed task once when it falls due in its time zone, not before', async () => {
    const amélie = await userWithRole(t, 'amelie.reminders@example.com', 'staff');
    await profile(amélie.id, { language: 'fr' });
    await task(amélie.id, 'Rappeler le notaire', '2026-03-10', '07:15');
    await task(amélie.id, 'Visite', '2026-03-10', '08:00');
    await task(amélie.id, 'Sans heure', '2026-03-10');
    mailer.sent.length = 0;
    expect(await sendDueTaskReminders(ctx, NOW)).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.to).toBe('amelie.reminders@example.com');
    expect(mailer.sent[0]!.subject).toBe('Tâche à échéance : Rappeler le notaire');
    expect(mailer.sent[0]!.text).toContain('le 2026-03-10 à 07:15 (Europe/Paris)');
    expect(await sendDueTaskReminders(ctx, NOW)).toBe(0);
    // At 08:00 Paris the second one.
    expect(await sendDueTaskReminders(ctx, new Date('2026-03-10T07:00:00Z'))).toBe(1);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      'Tâche à échéance : Rappeler le notaire',
      'Tâche à échéance : Visite',
    ]);
  });

  it('sends the digest of overdue and today’s tasks from 07:00 in the user’s zone and language, once', async () => {
    const bruno = await userWithRole(t, 'bruno.reminders@example.com', 'staff');
    await profile(bruno.id, { language: 'fr', task_reminders: dialect === 'postgres' ? false : 0 });
    await task(bruno.id, 'Relancer le bail', '2026-03-08');
    await task(bruno.id, 'Signer l’offre', '2026-03-10', '15:00');
    await task(bruno.id, 'Demain', '2026-03-11');
    // An English colleague in Toronto with nothing due: no mail.
    await userWithRole(t, 'carl.reminders@example.com', 'staff');
    mailer.sent.length = 0;
    // 06:30 in Paris: too early.
    await sendDigests(ctx, new Date('2026-03-10T05:30:00Z'));
    expect(mailer.sent.filter((m) => m.to === 'bruno.reminders@example.com')).toHaveLength(0);
    await sendDigests(ctx, NOW);
    const mine = mailer.sent.filter((m) => m.to === 'bruno.reminders@example.com');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe('Ma journée : 2 tâches à faire');
    expect(mine[0]!.text).toContain('En retard:\n- Relancer le bail (2026-03-08)');
    expect(mine[0]!.text).toContain('Aujourd’hui:\n- Signer l’offre (2026-03-10 15:00)');
    expect(mine[0]!.text).not.toContain('Demain');
    // Carl's day in Toronto has not reached 07:00; at 13:00 UTC it has, and he has nothing: no mail.
    await sendDigests(ctx, new Date('2026-03-10T13:00:00Z'));
    expect(mailer.sent.filter((m) => m.to === 'carl.reminders@example.com')).toHaveLength(0);
    // Once a day.
    await sendDigests(ctx, new Date('2026-03-10T09:00:00Z'));
    expect(mailer.sent.filter((m) => m.to === 'bruno.reminders@example.com')).toHaveLength(1);
    // Bruno turned task reminders off: his timed task sends nothing.
    mailer.sent.length = 0;
    await sendDueTaskReminders(ctx, new Date('2026-03-10T14:30:00Z'));
    expect(mailer.sent.filter((m) => m.to === 'bruno.reminders@example.com')).toHaveLength(0);
  });

  it('sends no digest to whoever turned it off, and an English one by default', async () => {
    const dora = await userWithRole(t, 'dora.reminders@example.com', 'staff');
    await profile(dora.id, { daily_digest: dialect === 'postgres' ? false : 0 });
    await task(dora.id, 'Overdue for Dora', '2026-03-01');
    const emil = await userWithRole(t, 'emil.reminders@example.com', 'staff');
    await task(emil.id, 'Call the lender', '2026-03-20');
    await task(emil.id, 'Overdue for Emil', '2026-03-09');
    mailer.sent.length = 0;
    await sendDigests(ctx, new Date('2026-03-10T13:00:00Z'));
    expect(mailer.sent.filter((m) => m.to === 'dora.reminders@example.com')).toHaveLength(0);
    const emils = mailer.sent.filter((m) => m.to === 'emil.reminders@example.com');
    expect(emils).toHaveLength(1);
    expect(emils[0]!.subject).toBe('My day: 1 task to do');
    expect(emils[0]!.text).toContain('Overdue:\n- Overdue for Emil (2026-03-09)');
  });

  it('GET/PUT /staff/me/preferences: defaults, replaced, validated, a staff session only', async () => {
    const fred = await userWithRole(t, 'fred.reminders@example.com', 'staff');
    const get = await call(t, 'GET', '/api/v1/staff/me/preferences', undefined, { cookie: fred.cookie });
    expect(get.status).toBe(200);
    expect(get.body).toEqual({
      time_zone: 'America/Toronto',
      language: 'en',
      task_reminders: true,
      daily_digest: true,
      phone: null,
    });
    const wanted = { time_zone: 'Europe/Paris', language: 'fr', task_reminders: false, daily_digest: true };
    const put = await call(t, 'PUT', '/api/v1/staff/me/preferences', wanted, { cookie: fred.cookie });
    expect(put.status).toBe(200);
    // No phone given, none kept (issue 29: the phone clients see).
    expect(put.body).toEqual({ ...wanted, phone: null });
    const again = await call(t, 'GET', '/api/v1/staff/me/preferences', undefined, { cookie: fred.cookie });
    expect(again.body).toEqual({ ...wanted, phone: null });
    // The staff list reads the same zone.
    const staff = await call(t, 'GET', '/api/v1/staff', undefined, { cookie: fred.cookie });
    expect(staff.body.find((s: { id: string }) => s.id === fred.id).time_zone).toBe('Europe/Paris');
    const bad = await call(
      t,
      'PUT',
      '/api/v1/staff/me/preferences',
      { ...wanted, time_zone: 'Mars/Olympus' },
      { cookie: fred.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field_keys).toEqual({ time_zone: 'staff.val.timeZone' });
    const lang = await call(
      t,
      'PUT',
      '/api/v1/staff/me/preferences',
      { ...wanted, language: 'de' },
      { cookie: fred.cookie },
    );
    expect(lang.status).toBe(400);
    expect((await t.call('GET', '/api/v1/staff/me/preferences')).status).toBe(400);
  });

  it('sends at start what fell due while the server was down', async () => {
    const smtp = await startSmtp();
    const db = await testDatabase(dialect);
    await db.database.close();
    const keep = { url: db.url, drop: async () => {} };
    const first = await createTestApp(dialect, { reopen: keep });
    const gina = await userWithRole(first, 'gina.reminders@example.com', 'staff');
    const due = wallClock(new Date(Date.now() - 10 * 60_000), first.config.timeZone);
    const created = await first.call('POST', '/api/v1/tasks', {
      title: 'Missed while down',
      due_on: due.date,
      due_at: due.time,
      assignee_id: gina.id,
    });
    expect(created.status).toBe(201);
    await first.close();
    const second = await createTestApp(dialect, {
      reopen: { url: db.url, drop: db.drop },
      reminders: true,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    });
    try {
      await waitFor(() => smtp.received.some((m) => m.raw.includes('Missed while down')));
      expect(smtp.received.filter((m) => m.to.includes('gina.reminders@example.com'))).toHaveLength(1);
    } finally {
      await second.close();
      await smtp.close();
    }
  }, 30_000);
});

describe.runIf(DIALECTS.includes('postgres'))('reminders across two app instances on postgres', () => {
  it('a due timed task is mailed exactly once', async () => {
    const smtp = await startSmtp();
    const db = await testDatabase('postgres');
    await db.database.close();
    const setup = await createTestApp('postgres', { reopen: { url: db.url, drop: async () => {} } });
    const hana = await userWithRole(setup, 'hana.reminders@example.com', 'staff');
    const due = wallClock(new Date(Date.now() - 60_000), setup.config.timeZone);
    for (const title of ['Exactly once A', 'Exactly once B'])
      expect(
        (
          await setup.call('POST', '/api/v1/tasks', {
            title,
            due_on: due.date,
            due_at: due.time,
            assignee_id: hana.id,
          })
        ).status,
      ).toBe(201);
    const options = { reminders: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}` };
    const [a, b] = await Promise.all([
      createTestApp('postgres', { ...options, reopen: { url: db.url, drop: async () => {} } }),
      createTestApp('postgres', { ...options, reopen: { url: db.url, drop: async () => {} } }),
    ]);
    try {
      const reminders = () => smtp.received.filter((m) => header(m.raw, 'subject')?.startsWith('Task due'));
      await waitFor(() => reminders().length >= 2);
      // Both instances keep working the queue for a while: still one mail per task (and one digest).
      await new Promise((r) => setTimeout(r, 3000));
      const subjects = reminders()
        .map((m) => header(m.raw, 'subject'))
        .sort();
      expect(subjects).toEqual(['Task due: Exactly once A', 'Task due: Exactly once B']);
      const digests = smtp.received.filter((m) => header(m.raw, 'subject')?.startsWith('My day'));
      expect(digests.length).toBeLessThanOrEqual(1);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await setup.close();
      await db.drop();
      await smtp.close();
    }
  }, 60_000);
});

// Critical-date tasks (ADR 0043) on both databases, the sweep run with a fixed clock: a lease's end
// brings its 180-, 90- and 30-day tasks on their days, once each (runs repeated, concurrent, and
// from a second connection as another process would), assigned to the representative of the
// building's owner in their language; an option's notice day its own; a changed end date new
// ones; nothing for a terminated or draft lease; a threshold passed within the catch-up days still
// made, an older one never; the lease's creator when no owner is represented; and the job run at
// start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.js';
import { addDays, dayIn } from '../../shared/days.js';
import { call, userWithRole } from '../../test/auth.js';
import { createAddress, createEntity, createLease, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp, testDatabase } from '../../test/harness.js';
import { type CriticalDateContext, createLeaseDateTasks } from './create-lease-date-tasks.js';

// 15:00 UTC on 10 March 2026: the same day in Toronto (the tests' TIME_ZONE).
const NOW = new Date('2026-03-10T15:00:00Z');
const DAY = 86_400_000;
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

interface Logged {
  warn: unknown[];
  error: unknown[];
}

async function waitFor(check: () => Promise<boolean>, ms = 20_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(DIALECTS)('critical-date tasks on %s', (dialect) => {
  let t: TestApp;
  let ctx: CriticalDateContext;
  let logged: Logged;
  let rep: { cookie: string; id: string };
  let today: string;
  let street = 700;

  const sweep = (at = NOW) => createLeaseDateTasks(ctx, at);
  // biome-ignore lint/suspicious/noExplicitAny: tasks as the API answers them
  const tasksOf = async (tenantId: string): Promise<any[]> =>
    (await t.call('GET', `/api/v1/tasks?entity_id=${tenantId}&limit=100`)).body.data;

  /** A building owned by a contact `rep` represents (as `role`), with one leased space. */
  async function property(
    owner: { role?: 'TRUE_OWNER' | 'OWNER' | 'RECORDED_OWNER'; rep?: string | null } = {},
  ) {
    const n = street++;
    const building = await createAddress(t, { address: `${n} Rue Critique, Montréal, QC` });
    const space = await createAddress(t, {
      address: `${n} Rue Critique #101, Montréal, QC`,
      subpremise: '101',
      parent_address_id: building.uuid,
      rba: 1500,
    });
    if (owner.rep !== null) {
      const holder = await createEntity(t, {
        name: `Owner ${n} Inc.`,
        representative_id: owner.rep ?? rep.id,
      });
      await link(t, 'addresses_entities', {
        address_id: building.uuid,
        entity_id: holder.uuid,
        role: owner.role ?? 'RECORDED_OWNER',
      });
    }
    return { building, space };
  }

  async function leaseEnding(endIn: number, fields: Record<string, unknown> = {}, owner = {}) {
    const { building, space } = await property(owner);
    const tenant = await createEntity(t, { name: `Tenant ${street} Ltd.` });
    const lease = await createLease(t, {
      tenant_id: tenant.uuid,
      space_ids: [space.uuid],
      start_on: '2024-01-01',
      end_on: addDays(today, endIn),
      ...fields,
    });
    return { building, space, tenant, lease };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    logged = { warn: [], error: [] };
    ctx = {
      database: t.database,
      config: t.config,
      log: { warn: (o: unknown) => logged.warn.push(o), error: (o: unknown) => logged.error.push(o) },
    } as unknown as CriticalDateContext;
    rep = await userWithRole(t, 'rita.critical@example.com', 'staff');
    today = dayIn(t.config.timeZone, NOW);
  });
  afterAll(() => t?.close());

  it('makes the 180-, 90- and 30-day tasks of a lease’s end on their days, once each, for the owner’s representative', async () => {
    const { building, space, tenant, lease } = await leaseEnding(180);
    // Two runs on the day: one task.
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    await sweep();
    const [first, ...none] = await tasksOf(tenant.uuid);
    expect(none).toEqual([]);
    expect(first).toMatchObject({
      title: `Lease expiry in 180 days: ${tenant.name} at ${building.address} (101)`,
      due_on: today,
      due_at: null,
      assignee_id: rep.id,
      priority: 'normal',
      status: 'open',
      entity_ids: [tenant.uuid],
    });
    expect([...first.address_ids].sort()).toEqual([building.uuid, space.uuid].sort());
    expect(first.notes).toBe(`The lease ends on ${addDays(today, 180)}.\nLease: ${lease.id}`);
    // The task's history says who made it.
    const history = await t.call('GET', `/api/v1/tasks/${first.id}/history`);
    expect(history.body.data.at(-1)).toMatchObject({ action: 'create', actor: 'system:critical-dates' });
    // Nothing between the thresholds; then the 90-day task, then the 30-day one (high priority).
    await sweep(later(30));
    expect(await tasksOf(tenant.uuid)).toHaveLength(1);
    await sweep(later(90));
    await sweep(later(90));
    await sweep(later(150));
    const tasks = await tasksOf(tenant.uuid);
    expect(tasks.map((x) => [x.title.split(':')[0], x.due_on, x.priority])).toEqual([
      ['Lease expiry in 180 days', today, 'normal'],
      ['Lease expiry in 90 days', addDays(today, 90), 'normal'],
      ['Lease expiry in 30 days', addDays(today, 150), 'high'],
    ]);
    await sweep(later(151));
    expect(await tasksOf(tenant.uuid)).toHaveLength(3);
  });

  it('makes one task whatever the number of runs at once, or of processes', async () => {
    const { tenant } = await leaseEnding(90);
    // Another process is another pool on PostgreSQL. On SQLite one process has one writing
    // connection (a second one in the same process would wait on the first synchronously, holding
    // the event loop it needs); processes serialise on `begin immediate`, as ADR 0038 says.
    const other = dialect === 'postgres' ? openDatabase(t.config.databaseUrl) : undefined;
    try {
      const elsewhere = { ...ctx, database: other ?? t.database };
      const made = await Promise.all([
        sweep(),
        sweep(),
        createLeaseDateTasks(elsewhere, NOW),
        createLeaseDateTasks(elsewhere, NOW),
      ]);
      expect(made.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(await tasksOf(tenant.uuid)).toHaveLength(1);
      expect(logged.error).toEqual([]);
    } finally {
      await other?.close();
    }
  });

  it('an option’s notice day brings its own tasks, in the representative’s language', async () => {
    const fr = await userWithRole(t, 'francois.critical@example.com', 'staff');
    await t.database.db
      .insertInto('staff_profiles')
      .values({ user_id: fr.id, time_zone: 'America/Montreal', language: 'fr' })
      .execute();
    const { building, tenant } = await leaseEnding(
      1000,
      { options: [{ kind: 'renewal', notice_on: addDays(today, 30), note: '5 ans au marché' }] },
      { role: 'TRUE_OWNER', rep: fr.id },
    );
    await sweep();
    const [task, ...none] = await tasksOf(tenant.uuid);
    expect(none).toEqual([]);
    expect(task).toMatchObject({
      title: `Avis d’option de renouvellement dans 30 jours : ${tenant.name}, ${building.address} (101)`,
      assignee_id: fr.id,
      time_zone: 'America/Montreal',
      priority: 'high',
      due_on: today,
    });
    expect(task.notes).toContain('Note de l’option: 5 ans au marché');
    expect(task.notes).toContain(`au plus tard le ${addDays(today, 30)}`);
  });

  it('a changed end date gets its own tasks; an edit keeping it, none', async () => {
    const { tenant, lease } = await leaseEnding(90);
    await sweep();
    expect(await tasksOf(tenant.uuid)).toHaveLength(1);
    expect((await t.call('PUT', `/api/v1/leases/${lease.id}`, { notes: 'Roof repaired' })).status).toBe(200);
    await sweep();
    expect(await tasksOf(tenant.uuid)).toHaveLength(1);
    // Moved three days later: its 90-day day is three days away.
    const moved = await t.call('PUT', `/api/v1/leases/${lease.id}`, { end_on: addDays(today, 93) });
    expect(moved.status).toBe(200);
    await sweep();
    expect(await tasksOf(tenant.uuid)).toHaveLength(1);
    await sweep(later(3));
    const tasks = await tasksOf(tenant.uuid);
    expect(tasks.map((x) => x.due_on)).toEqual([today, addDays(today, 3)]);
  });

  it('a threshold passed within the catch-up days is still made (overdue), an older one never', async () => {
    // 87 days left: the 90-day day was three days ago.
    const recent = await leaseEnding(87);
    // 60 days left: the 90-day day was 30 days ago; the 30-day task comes in 30 days.
    const late = await leaseEnding(60);
    await sweep();
    expect((await tasksOf(recent.tenant.uuid)).map((x) => [x.title.split(':')[0], x.due_on])).toEqual([
      ['Lease expiry in 90 days', addDays(today, -3)],
    ]);
    expect(await tasksOf(late.tenant.uuid)).toEqual([]);
    await sweep(later(30));
    expect((await tasksOf(late.tenant.uuid)).map((x) => x.title.split(':')[0])).toEqual([
      'Lease expiry in 30 days',
    ]);
  });

  it('a terminated, draft or expired lease gets none', async () => {
    const tenants = [];
    for (const status of ['terminated', 'draft', 'expired'])
      tenants.push((await leaseEnding(90, { status })).tenant);
    await sweep();
    for (const tenant of tenants) expect(await tasksOf(tenant.uuid)).toEqual([]);
  });

  it('prefers the true owner’s representative; else the staff member who created the lease; else none until one is set', async () => {
    // Two owners: the true owner's representative is chosen over the owner of record's.
    const ruth = await userWithRole(t, 'ruth.critical@example.com', 'staff');
    const both = await leaseEnding(90, {}, { role: 'RECORDED_OWNER' });
    const trueOwner = await createEntity(t, { name: 'True Owner Trust', representative_id: ruth.id });
    await link(t, 'addresses_entities', {
      address_id: both.building.uuid,
      entity_id: trueOwner.uuid,
      role: 'TRUE_OWNER',
    });
    // No owner represented, the lease made by a staff member's session: theirs.
    const maker = await userWithRole(t, 'mona.critical@example.com', 'staff');
    const { space } = await property({ rep: null });
    const tenant = await createEntity(t);
    const made = await call(
      t,
      'POST',
      '/api/v1/leases',
      {
        tenant_id: tenant.uuid,
        space_ids: [space.uuid],
        start_on: '2024-01-01',
        end_on: addDays(today, 90),
        base_rent: 20,
        rent_basis: 'per_sqft_year',
        status: 'active',
      },
      { cookie: maker.cookie },
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // No owner represented and made with an API key: nobody, said in the log, tried again later.
    const orphan = await leaseEnding(90, {}, { rep: null });
    logged.warn.length = 0;
    await sweep();
    expect((await tasksOf(both.tenant.uuid)).map((x) => x.assignee_id)).toEqual([ruth.id]);
    expect((await tasksOf(tenant.uuid)).map((x) => x.assignee_id)).toEqual([maker.id]);
    expect(await tasksOf(orphan.tenant.uuid)).toEqual([]);
    expect(logged.warn).toEqual([expect.objectContaining({ lease_id: orphan.lease.id })]);
    const owner = await createEntity(t, { representative_id: rep.id });
    await link(t, 'addresses_entities', {
      address_id: orphan.building.uuid,
      entity_id: owner.uuid,
      role: 'OWNER',
    });
    await sweep(later(2));
    expect((await tasksOf(orphan.tenant.uuid)).map((x) => [x.assignee_id, x.due_on])).toEqual([
      [rep.id, today],
    ]);
  });

  it('the jobs make the day’s tasks at start (REMINDERS on)', async () => {
    const db = await testDatabase(dialect);
    await db.database.close();
    const first = await createTestApp(dialect, { reopen: { url: db.url, drop: async () => {} } });
    const staff = await userWithRole(first, 'start.critical@example.com', 'staff');
    const realToday = dayIn(first.config.timeZone);
    const building = await createAddress(first, { address: '900 Rue Départ, Montréal, QC' });
    const owner = await createEntity(first, { representative_id: staff.id });
    await link(first, 'addresses_entities', {
      address_id: building.uuid,
      entity_id: owner.uuid,
      role: 'OWNER',
    });
    const tenant = await createEntity(first);
    await createLease(first, {
      tenant_id: tenant.uuid,
      space_ids: [building.uuid],
      start_on: '2024-01-01',
      end_on: addDays(realToday, 30),
    });
    await first.close();
    const second = await createTestApp(dialect, { reopen: { url: db.url, drop: db.drop }, reminders: true });
    try {
      const mine = async () =>
        (await second.call('GET', `/api/v1/tasks?entity_id=${tenant.uuid}`)).body.data as { title: string }[];
      await waitFor(async () => (await mine()).length > 0);
      expect((await mine()).map((x) => x.title)).toEqual([
        `Lease expiry in 30 days: ${tenant.name} at 900 Rue Départ, Montréal, QC`,
      ]);
    } finally {
      await second.close();
    }
  }, 40_000);
});

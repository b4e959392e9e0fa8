// Key dates become tasks (ADR 0044's amendment) on both databases: each date to come is an open
// task for the deal's owner, due that day, about the deal, titled in the owner's language; a
// repeated save makes no second; a moved date moves its open task, a removed one removes it; a done
// task is never touched (a date moved after it brings a new one); a past date brings none; a
// rename retitles; a new owner takes the open ones; deleting the deal removes its open key-date tasks and keeps the done ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../shared/days.js';
import { call, userWithRole } from '../../test/auth.js';
import { createDeal } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

interface TaskRow {
  id: string;
  title: string;
  due_on: string;
  status: string;
  assignee_id: string;
  deal_ids: string[];
}

describe.each(DIALECTS)('deal key-date tasks on %s', (dialect) => {
  let t: TestApp;
  let today: string;
  let owner: { id: string; cookie: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    today = dayIn(t.config.timeZone);
    owner = await userWithRole(t, 'olivia.owner@example.com', 'staff');
  });
  afterAll(() => t?.close());

  const tasksOf = async (dealId: string): Promise<TaskRow[]> =>
    (await t.call('GET', `/api/v1/tasks?deal_id=${dealId}&limit=100`)).body.data;
  const save = (id: string, body: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/deals/${id}`,
      headers: { 'api-key': API_KEY },
      payload: body,
    });

  it('makes one open task per key date to come, for the owner, due that day, about the deal; none twice', async () => {
    const deal = await createDeal(t, {
      name: 'Tour Nord sale',
      owner_id: owner.id,
      dates: {
        loi_on: addDays(today, 10),
        dd_expires_on: addDays(today, 40),
        closing_on: addDays(today, 90),
      },
    });
    const tasks = await tasksOf(deal.id);
    expect(tasks.map((x) => [x.title, x.due_on, x.status, x.assignee_id])).toEqual([
      ['Letter of intent — Tour Nord sale', addDays(today, 10), 'open', owner.id],
      ['Due-diligence expiry — Tour Nord sale', addDays(today, 40), 'open', owner.id],
      ['Closing — Tour Nord sale', addDays(today, 90), 'open', owner.id],
    ]);
    expect(tasks.every((x) => x.deal_ids.includes(deal.id))).toBe(true);
    // Saving the same dates again, or other fields, makes no second task.
    for (const body of [
      { dates: deal.dates },
      { value: 5_000_000 },
      { dates: { loi_on: addDays(today, 10) } },
    ])
      expect((await save(deal.id, body)).statusCode).toBe(200);
    expect((await tasksOf(deal.id)).map((x) => x.id)).toEqual(tasks.map((x) => x.id));
  });

  it('moves the open task with its date and removes it with the date', async () => {
    const deal = await createDeal(t, {
      owner_id: owner.id,
      dates: { financing_on: addDays(today, 20), closing_on: addDays(today, 60) },
    });
    const [financing, closing] = await tasksOf(deal.id);
    const moved = await save(deal.id, { dates: { financing_on: addDays(today, 30), closing_on: null } });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await tasksOf(deal.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: financing!.id, due_on: addDays(today, 30), status: 'open' });
    expect((await t.call('GET', `/api/v1/tasks/${closing!.id}/complete`)).status).toBe(404);
  });

  it('never touches a done task: a date moved after it brings a new task, a date removed keeps it', async () => {
    const deal = await createDeal(t, {
      owner_id: owner.id,
      dates: { signed_on: addDays(today, 5), dd_expires_on: addDays(today, 15) },
    });
    const [signed, dd] = await tasksOf(deal.id);
    for (const task of [signed!, dd!])
      expect((await t.call('PUT', `/api/v1/tasks/${task.id}`, { status: 'done' })).status).toBe(200);
    expect(
      (await save(deal.id, { dates: { signed_on: addDays(today, 8), dd_expires_on: null } })).statusCode,
    ).toBe(200);
    const after = await tasksOf(deal.id);
    const byId = new Map(after.map((x) => [x.id, x]));
    expect(byId.get(signed!.id)).toMatchObject({ status: 'done', due_on: addDays(today, 5) });
    expect(byId.get(dd!.id)).toMatchObject({ status: 'done', due_on: addDays(today, 15) });
    const fresh = after.filter((x) => x.status === 'open');
    expect(fresh.map((x) => [x.title.split(' — ')[0], x.due_on])).toEqual([
      ['PSA / lease signing', addDays(today, 8)],
    ]);
    // Saved again: still the one open task.
    expect((await save(deal.id, { dates: { signed_on: addDays(today, 8) } })).statusCode).toBe(200);
    expect((await tasksOf(deal.id)).filter((x) => x.status === 'open')).toHaveLength(1);
  });

  it('brings no task for a date already past, and one when it is moved to a day to come', async () => {
    const deal = await createDeal(t, { owner_id: owner.id, dates: { loi_on: addDays(today, -20) } });
    expect(await tasksOf(deal.id)).toEqual([]);
    expect((await save(deal.id, { dates: { loi_on: addDays(today, 3) } })).statusCode).toBe(200);
    expect((await tasksOf(deal.id)).map((x) => x.due_on)).toEqual([addDays(today, 3)]);
  });

  it('titles the tasks in the owner’s language and follows a rename of the deal', async () => {
    const francophone = await userWithRole(t, 'francois.owner@example.com', 'staff');
    const prefs = await call(
      t,
      'PUT',
      '/api/v1/staff/me/preferences',
      { time_zone: 'America/Toronto', language: 'fr', task_reminders: true, daily_digest: true },
      { cookie: francophone.cookie },
    );
    expect(prefs.status, JSON.stringify(prefs.body)).toBe(200);
    const deal = await createDeal(t, {
      name: 'Vente Tour Sud',
      owner_id: francophone.id,
      dates: { dd_expires_on: addDays(today, 30) },
    });
    expect((await tasksOf(deal.id)).map((x) => x.title)).toEqual([
      'Fin de la vérification diligente — Vente Tour Sud',
    ]);
    expect((await save(deal.id, { name: 'Vente Tour Sud (phase 2)' })).statusCode).toBe(200);
    expect((await tasksOf(deal.id)).map((x) => x.title)).toEqual([
      'Fin de la vérification diligente — Vente Tour Sud (phase 2)',
    ]);
  });

  it('gives the open key-date tasks to the new owner when the deal changes hands; a done one stays', async () => {
    const next = await userWithRole(t, 'nadia.next@example.com', 'staff');
    const deal = await createDeal(t, {
      owner_id: owner.id,
      dates: { loi_on: addDays(today, 4), financing_on: addDays(today, 25) },
    });
    const [loi, financing] = await tasksOf(deal.id);
    expect((await t.call('PUT', `/api/v1/tasks/${loi!.id}`, { status: 'done' })).status).toBe(200);
    expect((await save(deal.id, { owner_id: next.id })).statusCode).toBe(200);
    const after = new Map((await tasksOf(deal.id)).map((x) => [x.id, x]));
    expect(after.get(financing!.id)).toMatchObject({ status: 'open', assignee_id: next.id });
    expect(after.get(loi!.id)).toMatchObject({ status: 'done', assignee_id: owner.id });
  });

  it('deleting the deal removes its open key-date tasks and keeps the done ones', async () => {
    const deal = await createDeal(t, {
      owner_id: owner.id,
      dates: { loi_on: addDays(today, 2), closing_on: addDays(today, 50) },
    });
    const [loi, closing] = await tasksOf(deal.id);
    expect((await t.call('PUT', `/api/v1/tasks/${loi!.id}`, { status: 'done' })).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/deals/${deal.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/tasks/${closing!.id}/complete`)).status).toBe(404);
    const kept = await t.call('GET', `/api/v1/tasks/${loi!.id}/complete`);
    expect(kept.body).toMatchObject({ status: 'done', deal_ids: [] });
  });
});

// Tasks (/api/v1/tasks) and the staff list (/api/v1/staff) on both databases: creating with its
// defaults and the assignee's time zone, refusals with field messages that write nothing, done and
// reopened, the list's filters and order, If-Match, delete, and credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createActivity, createAddress, createEntity, createTask } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';
const ids = (body: { data: { id: string }[] }) => body.data.map((task) => task.id);

describe.each(DIALECTS)('tasks on %s', (dialect) => {
  let t: TestApp;
  let dana: { cookie: string; id: string };
  let eli: { cookie: string; id: string };
  let visitor: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    dana = await userWithRole(t, 'dana.tasks@example.com', 'staff');
    eli = await userWithRole(t, 'eli.tasks@example.com', 'admin');
    visitor = await userWithRole(t, 'visitor.tasks@example.com', 'user');
    // Eli works from Vancouver: due times given to Eli are Vancouver times.
    await t.database.db
      .insertInto('staff_profiles')
      .values({ user_id: eli.id, time_zone: 'America/Vancouver' })
      .execute();
  });
  afterAll(() => t?.close());

  it('creates an open, normal-priority task in the assignee’s time zone, about records', async () => {
    const [contact, address] = [await createEntity(t), await createAddress(t)];
    const res = await t.call('POST', '/api/v1/tasks', {
      title: 'Send the offering memorandum',
      due_on: '2026-04-10',
      due_at: '09:30',
      assignee_id: dana.id,
      entity_ids: [contact.uuid],
      address_ids: [address.uuid],
      notes: 'Ask about\nthe roof',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Send the offering memorandum',
      due_on: '2026-04-10',
      due_at: '09:30',
      time_zone: 'America/Toronto',
      assignee_id: dana.id,
      assignee_name: expect.any(String),
      priority: 'normal',
      status: 'open',
      notes: 'Ask about\nthe roof',
      completed_at: null,
      entity_ids: [contact.uuid],
      address_ids: [address.uuid],
    });
    const vancouver = await createTask(t, { assignee_id: eli.id, priority: 'high' });
    expect(vancouver).toMatchObject({ time_zone: 'America/Vancouver', priority: 'high', due_at: null });
    // Reassigned, the time is read in the new assignee's zone.
    const moved = await t.call('PUT', `/api/v1/tasks/${vancouver.id}`, { assignee_id: dana.id });
    expect(moved.body).toMatchObject({
      assignee_id: dana.id,
      time_zone: 'America/Toronto',
      priority: 'high',
    });
  });

  it('follows up an activity or an inbox item, and 404s on one that does not exist', async () => {
    const activity = await createActivity(t);
    expect(await createTask(t, { activity_id: activity.id })).toMatchObject({ activity_id: activity.id });
    const unknown = await t.call('POST', '/api/v1/tasks', {
      title: 'Call back',
      due_on: '2026-04-10',
      assignee_id: dana.id,
      activity_id: MISSING_UUID,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field_keys).toEqual({ activity_id: 'lookup.activity' });
    const inbox = await t.call('POST', '/api/v1/tasks', {
      title: 'Answer',
      due_on: '2026-04-10',
      assignee_id: dana.id,
      inbox_id: 999_999,
    });
    expect(inbox.status).toBe(404);
  });

  it('refuses a task without title or due date, a bad time, a non-staff assignee or an unknown record, writing nothing', async () => {
    const before = [await rowCount(t, 'tasks'), await auditCount(t)];
    const cases: [unknown, number, Record<string, string>][] = [
      [{ due_on: '2026-04-10', assignee_id: dana.id }, 400, { title: 'Title is required' }],
      [{ title: 'x', assignee_id: dana.id }, 400, { due_on: 'Due date is required (YYYY-MM-DD)' }],
      [
        { title: 'x', due_on: '2026-02-30', assignee_id: dana.id },
        400,
        { due_on: 'Due date is required (YYYY-MM-DD)' },
      ],
      [
        { title: 'x', due_on: '2026-04-10', due_at: '9:30', assignee_id: dana.id },
        400,
        { due_at: 'Time must be HH:MM (24-hour clock)' },
      ],
      [
        { title: 'x', due_on: '2026-04-10' },
        400,
        { assignee_id: 'Choose the staff member the task is assigned to' },
      ],
      [
        { title: 'x', due_on: '2026-04-10', assignee_id: dana.id, priority: 'urgent' },
        400,
        { priority: 'Priority must be low, normal or high' },
      ],
      [
        { title: 'x', due_on: '2026-04-10', assignee_id: visitor.id },
        400,
        { assignee_id: 'The assignee must be a staff member' },
      ],
      [
        { title: 'x', due_on: '2026-04-10', assignee_id: 'nobody' },
        400,
        { assignee_id: 'The assignee must be a staff member' },
      ],
      [
        { title: 'x', due_on: '2026-04-10', assignee_id: dana.id, entity_ids: [MISSING_UUID] },
        404,
        { entity_ids: 'Could not find contact' },
      ],
    ];
    for (const [body, status, fields] of cases) {
      const res = await t.call('POST', '/api/v1/tasks', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.fields).toEqual(fields);
    }
    expect([await rowCount(t, 'tasks'), await auditCount(t)]).toEqual(before);
  });

  it('marks a task done with who and when, and open again clears them', async () => {
    const task = await createTask(t, { assignee_id: dana.id });
    const done = await call(t, 'PUT', `/api/v1/tasks/${task.id}`, { status: 'done' }, { cookie: eli.cookie });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      status: 'done',
      completed_by: `user:${eli.id}`,
      completed_by_name: expect.any(String),
      title: task.title,
    });
    expect(Date.now() - Date.parse(done.body.completed_at)).toBeLessThan(60_000);
    // Done again changes nothing: who and when stay.
    const again = await t.call('PUT', `/api/v1/tasks/${task.id}`, { status: 'done' });
    expect(again.body.completed_by).toBe(`user:${eli.id}`);
    const reopened = await t.call('PUT', `/api/v1/tasks/${task.id}`, { status: 'open', notes: 'Not yet' });
    expect(reopened.body).toMatchObject({
      status: 'open',
      completed_at: null,
      completed_by: null,
      notes: 'Not yet',
    });
    const refused = await t.call('PUT', `/api/v1/tasks/${task.id}`, { title: '' });
    expect(refused.status).toBe(400);
    expect((await t.call('PUT', `/api/v1/tasks/${MISSING_UUID}`, { status: 'done' })).status).toBe(404);
  });

  it('lists by due day then time, filtered by assignee, me, status, due date and record', async () => {
    const contact = await createEntity(t);
    const mine = await userWithRole(t, 'fay.tasks@example.com', 'staff');
    const make = (due_on: string, due_at: string | null, extra: Record<string, unknown> = {}) =>
      createTask(t, { assignee_id: mine.id, due_on, due_at, entity_ids: [contact.uuid], ...extra });
    const late = await make('2026-05-02', '08:00');
    const timed = await make('2026-05-01', '14:00');
    const untimed = await make('2026-05-01', null);
    const done = await make('2026-04-20', null);
    await t.call('PUT', `/api/v1/tasks/${done.id}`, { status: 'done' });
    const all = await t.call('GET', `/api/v1/tasks?assignee_id=${mine.id}`);
    expect(ids(all.body)).toEqual([done.id, untimed.id, timed.id, late.id]);
    const me = await call(t, 'GET', '/api/v1/tasks?me=true&status=open', undefined, { cookie: mine.cookie });
    expect(ids(me.body)).toEqual([untimed.id, timed.id, late.id]);
    const before = await t.call(
      'GET',
      `/api/v1/tasks?assignee_id=${mine.id}&status=open&due_before=2026-05-02`,
    );
    expect(ids(before.body)).toEqual([untimed.id, timed.id]);
    const page = await t.call('GET', `/api/v1/tasks?entity_id=${contact.uuid}&limit=2&offset=1`);
    expect(ids(page.body)).toEqual([untimed.id, timed.id]);
    expect(page.body.offset).toBe(1);
    const keyMe = await t.call('GET', '/api/v1/tasks?me=true');
    expect(keyMe.status).toBe(400);
    expect(keyMe.body.error.key).toBe('tasks.err.meNeedsUser');
    expect((await t.call('GET', '/api/v1/tasks?due_before=soon')).status).toBe(400);
  });

  it('checks If-Match (412 with the current task) and deletes', async () => {
    const task = await createTask(t);
    const put = (etag: string, body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/tasks/${task.id}`,
        headers: { 'api-key': API_KEY, 'content-type': 'application/json', 'if-match': etag },
        payload: JSON.stringify(body),
      });
    expect((await put('"1"', { priority: 'low' })).headers.etag).toBe('"2"');
    const stale = await put('"1"', { priority: 'high' });
    expect(stale.statusCode).toBe(412);
    expect(JSON.parse(stale.body).current).toMatchObject({ id: task.id, priority: 'low' });
    expect((await t.call('DELETE', `/api/v1/tasks/${task.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/tasks/${task.id}/complete`)).status).toBe(404);
    const history = await t.call('GET', `/api/v1/tasks/${task.id}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'create',
    ]);
    expect((await t.call('DELETE', `/api/v1/tasks/${task.id}`)).status).toBe(404);
  });

  it('lists the staff members for the pickers, with their time zones, not users or disabled staff', async () => {
    const gone = await userWithRole(t, 'gone.tasks@example.com', 'staff');
    await t.database.db
      .updateTable('user')
      .set({ banned: dialect === 'sqlite' ? 1 : true })
      .where('id', '=', gone.id)
      .execute();
    const res = await call(t, 'GET', '/api/v1/staff', undefined, { cookie: dana.cookie });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((s: { id: string }) => [s.id, s]));
    expect(byId.get(dana.id)).toEqual({
      id: dana.id,
      name: expect.any(String),
      email: 'dana.tasks@example.com',
      time_zone: 'America/Toronto',
    });
    expect(byId.get(eli.id)).toMatchObject({ time_zone: 'America/Vancouver' });
    expect(byId.has(visitor.id)).toBe(false);
    expect(byId.has(gone.id)).toBe(false);
    // A disabled staff member is no assignee either.
    const res2 = await t.call('POST', '/api/v1/tasks', {
      title: 'x',
      due_on: '2026-04-10',
      assignee_id: gone.id,
    });
    expect(res2.status).toBe(400);
  });

  it('answers 401 without a credential and 403 to a user without staff access', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/tasks'],
      ['POST', '/api/v1/tasks'],
      ['PUT', `/api/v1/tasks/${MISSING_UUID}`],
      ['DELETE', `/api/v1/tasks/${MISSING_UUID}`],
      ['GET', '/api/v1/staff'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t, method, url, body)).status).toBe(401);
      expect((await call(t, method, url, body, { cookie: visitor.cookie })).status).toBe(403);
    }
  });
});

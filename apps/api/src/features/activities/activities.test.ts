// Activities (/api/v1/activities) on both databases: logging each kind about contacts and
// addresses, the list and its filters, edits (only your own; any with the API key; If-Match and
// 412), delete, the history on both sides, and refusals that change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createActivity, createAddress, createEntity } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('activities on %s', (dialect) => {
  let t: TestApp;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await userWithRole(t, 'alice.activities@example.com', 'staff');
    bob = await userWithRole(t, 'bob.activities@example.com', 'admin');
  });
  afterAll(() => t?.close());

  const as = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => call(t, method, url, body, { cookie: who.cookie });

  it('logs a call by the signed-in staff member, about a contact and an address, text as typed', async () => {
    const [contact, address] = [await createEntity(t), await createAddress(t)];
    const body = 'Called about the lease.\n\n  - wants 3rd floor\r\n  - calls back Friday';
    const res = await as(alice, 'POST', '/api/v1/activities', {
      kind: 'call',
      at: '2026-03-02T14:30:00-05:00',
      subject: '  Lease renewal  ',
      body,
      outcome: 'connected',
      duration_minutes: 25,
      entity_ids: [contact.uuid.toUpperCase()],
      address_ids: [address.uuid],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.etag).toBe('"1"');
    expect(res.body).toMatchObject({
      kind: 'call',
      at: '2026-03-02T19:30:00.000Z',
      subject: 'Lease renewal',
      body,
      outcome: 'connected',
      duration_minutes: 25,
      direction: null,
      staff_id: alice.id,
      staff_name: expect.any(String),
      entity_ids: [contact.uuid],
      address_ids: [address.uuid],
    });
    const complete = await t.call('GET', `/api/v1/activities/${res.body.id}/complete`);
    expect(complete.body).toEqual(res.body);
  });

  it('logs an email as sent or received, and a note or meeting with the API key as no one', async () => {
    const email = await createActivity(t, { kind: 'email', direction: 'received', subject: 'Offer' });
    expect(email).toMatchObject({ direction: 'received', staff_id: null, staff_name: null });
    const meeting = await createActivity(t, { kind: 'meeting', duration_minutes: 60 });
    expect(meeting).toMatchObject({ kind: 'meeting', duration_minutes: 60, entity_ids: [], address_ids: [] });
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = [await rowCount(t, 'activities'), await auditCount(t)];
    const cases: [unknown, Record<string, string>][] = [
      [
        { kind: 'visit', at: '2026-03-02T10:00:00Z', subject: 'x', body: '' },
        { kind: 'activities.val.kind' },
      ],
      [{ kind: 'note', at: '2026-03-02 10:00', subject: 'x', body: '' }, { at: 'activities.val.at' }],
      [
        { kind: 'note', at: '2026-03-02T10:00:00Z', subject: ' ', body: '' },
        { subject: 'activities.val.subject' },
      ],
      [
        { kind: 'note', at: '2026-03-02T10:00:00Z', subject: 'x', body: 'a'.repeat(10_001) },
        { body: 'activities.val.body' },
      ],
      [
        { kind: 'note', at: '2026-03-02T10:00:00Z', subject: 'x', body: '', outcome: 'connected' },
        { outcome: 'activities.val.outcomeKind' },
      ],
      [
        { kind: 'call', at: '2026-03-02T10:00:00Z', subject: 'x', body: '', direction: 'sent' },
        { direction: 'activities.val.directionKind' },
      ],
    ];
    for (const [body, fieldKeys] of cases) {
      const res = await t.call('POST', '/api/v1/activities', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field_keys).toEqual(fieldKeys);
    }
    const contact = await createEntity(t);
    const unknown = await t.call('POST', '/api/v1/activities', {
      kind: 'note',
      at: '2026-03-02T10:00:00Z',
      subject: 'x',
      body: '',
      entity_ids: [contact.uuid],
      address_ids: [MISSING_UUID],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({
      code: 'not_found',
      message: 'Could not find address',
      field_keys: { address_ids: 'lookup.address' },
    });
    expect([await rowCount(t, 'activities'), (await auditCount(t)) - 1]).toEqual(before);
  });

  it('lists newest first, by contact, address and kind, paged', async () => {
    const contact = await createEntity(t);
    const address = await createAddress(t);
    const times = ['2026-01-01T09:00:00Z', '2026-01-03T09:00:00Z', '2026-01-02T09:00:00Z'];
    const made = [];
    for (const [i, at] of times.entries())
      made.push(
        await createActivity(t, {
          kind: i === 1 ? 'call' : 'note',
          at,
          entity_ids: [contact.uuid],
          address_ids: i === 0 ? [address.uuid] : [],
        }),
      );
    const list = await t.call('GET', `/api/v1/activities?entity_id=${contact.uuid}`);
    expect(list.body.data.map((a: { id: string }) => a.id)).toEqual([made[1]!.id, made[2]!.id, made[0]!.id]);
    const page = await t.call('GET', `/api/v1/activities?entity_id=${contact.uuid}&limit=1&offset=1`);
    expect(page.body).toEqual({ data: [made[2]], offset: 1 });
    const calls = await t.call('GET', `/api/v1/activities?entity_id=${contact.uuid}&kind=call`);
    expect(calls.body.data.map((a: { id: string }) => a.id)).toEqual([made[1]!.id]);
    const byAddress = await t.call('GET', `/api/v1/activities?address_id=${address.uuid}`);
    expect(byAddress.body.data.map((a: { id: string }) => a.id)).toEqual([made[0]!.id]);
    expect((await t.call('GET', '/api/v1/activities?kind=visit')).status).toBe(400);
  });

  it('lets staff edit and delete only their own activities; the API key any', async () => {
    const mine = await as(alice, 'POST', '/api/v1/activities', {
      kind: 'note',
      at: '2026-02-01T10:00:00Z',
      subject: 'Mine',
      body: '',
    });
    const id = mine.body.id;
    const refused = await as(bob, 'PUT', `/api/v1/activities/${id}`, { subject: 'Not yours' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.key).toBe('activities.err.notOwn');
    expect((await as(bob, 'DELETE', `/api/v1/activities/${id}`)).status).toBe(403);
    const edited = await as(alice, 'PUT', `/api/v1/activities/${id}`, { subject: 'Mine, edited' });
    expect(edited.status).toBe(200);
    expect(edited.body.subject).toBe('Mine, edited');
    expect(edited.headers.etag).toBe('"2"');
    const byKey = await t.call('PUT', `/api/v1/activities/${id}`, { kind: 'meeting', duration_minutes: 30 });
    expect(byKey.body).toMatchObject({ kind: 'meeting', duration_minutes: 30, staff_id: alice.id });
    expect((await as(alice, 'DELETE', `/api/v1/activities/${id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/activities/${id}/complete`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/activities/${id}`)).status).toBe(404);
  });

  it('checks If-Match: 412 with the current activity on a stale version; without it the last write wins', async () => {
    const contact = await createEntity(t);
    const activity = await createActivity(t);
    const put = (headers: Record<string, string>, body: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/activities/${activity.id}`,
        headers: { 'api-key': API_KEY, 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    const first = await put({ 'if-match': '"1"' }, { entity_ids: [contact.uuid] });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    const stale = await put({ 'if-match': '"1"' }, { subject: 'Too late' });
    expect(stale.statusCode).toBe(412);
    expect(stale.headers.etag).toBe('"2"');
    expect(JSON.parse(stale.body)).toMatchObject({
      error: { code: 'precondition_failed' },
      current: { id: activity.id, subject: activity.subject, entity_ids: [contact.uuid] },
    });
    expect((await put({}, { subject: 'Last write' })).statusCode).toBe(200);
    expect((await put({ 'if-match': 'W/"3"' }, { subject: 'x' })).statusCode).toBe(400);
  });

  it('refuses an edit that leaves a field its kind has not, or names an unknown contact', async () => {
    const call = await createActivity(t, { kind: 'call', outcome: 'busy' });
    const res = await t.call('PUT', `/api/v1/activities/${call.id}`, { kind: 'note' });
    expect(res.status).toBe(400);
    expect(res.body.error.field_keys).toEqual({ outcome: 'activities.val.outcomeKind' });
    const unknown = await t.call('PUT', `/api/v1/activities/${call.id}`, { entity_ids: [MISSING_UUID] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field_keys).toEqual({ entity_ids: 'lookup.entity' });
    expect((await t.call('GET', `/api/v1/activities/${call.id}/complete`)).body).toMatchObject({
      kind: 'call',
      entity_ids: [],
    });
    expect((await t.call('PUT', `/api/v1/activities/${MISSING_UUID}`, { subject: 'x' })).status).toBe(404);
  });

  it('keeps a history on the activity and shows it in the contact’s history', async () => {
    const contact = await createEntity(t);
    const activity = await createActivity(t, { subject: 'Site visit', entity_ids: [contact.uuid] });
    await t.call('PUT', `/api/v1/activities/${activity.id}`, { subject: 'Site visit, 2nd floor' });
    const own = await t.call('GET', `/api/v1/activities/${activity.id}/history`);
    expect(
      own.body.data.map((e: { action: string; record_type: string }) => [e.action, e.record_type]),
    ).toEqual([
      ['update', 'activity'],
      ['create', 'activity_entities'],
      ['create', 'activity'],
    ]);
    const theirs = await t.call('GET', `/api/v1/entities/${contact.uuid}/history`);
    expect(theirs.body.data[0]).toMatchObject({
      action: 'create',
      record_type: 'activity_entities',
      other: { type: 'activity', id: activity.id, label: 'Site visit, 2nd floor' },
    });
    await t.call('DELETE', `/api/v1/activities/${activity.id}`);
    const after = await t.call('GET', `/api/v1/activities/${activity.id}/history`);
    expect(after.body.data[0]).toMatchObject({ action: 'delete', record_type: 'activity' });
  });

  it('keeps an activity about a contact merged away, naming the survivor once', async () => {
    const [into, from] = [await createEntity(t), await createEntity(t)];
    const both = await createActivity(t, { entity_ids: [into.uuid, from.uuid] });
    const merged = await createActivity(t, { entity_ids: [from.uuid] });
    const res = await t.call('POST', '/api/v1/entities/merge', { into: into.uuid, from: [from.uuid] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const activity of [both, merged])
      expect((await t.call('GET', `/api/v1/activities/${activity.id}/complete`)).body.entity_ids).toEqual([
        into.uuid,
      ]);
  });

  it('answers 401 without a credential and 403 to a user without staff access', async () => {
    const user = await userWithRole(t, 'carol.activities@example.com', 'user');
    for (const [method, url] of [
      ['GET', '/api/v1/activities'],
      ['POST', '/api/v1/activities'],
      ['PUT', `/api/v1/activities/${MISSING_UUID}`],
      ['DELETE', `/api/v1/activities/${MISSING_UUID}`],
    ] as const) {
      expect(
        (await call(t, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).status,
      ).toBe(401);
      expect(
        (await as(user, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).status,
      ).toBe(403);
    }
  });
});

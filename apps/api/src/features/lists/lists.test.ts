// Lists (/api/v1/lists) on both databases: CRUD and the name per owner, dynamic members (the
// search run now) and static ones (picked), paging, a call's cadence and the members due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../shared/days.js';
import { call, userWithRole } from '../../test/auth.js';
import { createActivity, createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('lists on %s', (dialect) => {
  let t: TestApp;
  let alice: { cookie: string; id: string };
  let bob: { cookie: string; id: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await userWithRole(t, 'alice.lists@example.com', 'staff');
    bob = await userWithRole(t, 'bob.lists@example.com', 'staff');
  });
  afterAll(() => t?.close());

  const as = (
    who: { cookie: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => call(t, method, url, body, { cookie: who.cookie });
  const names = (res: { body: { data: { name: string }[] } }) => res.body.data.map((m) => m.name);

  it('needs a credential', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/lists' });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/lists/due' })).statusCode).toBe(401);
  });

  it('creates, reads, renames and deletes a list owned by its maker; names are unique per owner', async () => {
    const made = await as(alice, 'POST', '/api/v1/lists', { name: '  Investors  ', kind: 'static' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Investors',
      kind: 'static',
      filters: null,
      call_every_days: null,
      owner_id: alice.id,
      owner_name: expect.any(String),
      n_members: 0,
    });
    const again = await as(alice, 'POST', '/api/v1/lists', { name: 'INVESTORS', kind: 'static' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'exists',
      message: 'You already have a list with this name',
      field_keys: { name: 'lists.err.nameTaken' },
    });
    // Another owner may use the name.
    expect((await as(bob, 'POST', '/api/v1/lists', { name: 'Investors', kind: 'static' })).status).toBe(201);
    const other = await as(alice, 'POST', '/api/v1/lists', { name: 'Developers', kind: 'static' });
    expect((await as(alice, 'PUT', `/api/v1/lists/${other.body.id}`, { name: 'investors' })).status).toBe(
      409,
    );
    const renamed = await as(alice, 'PUT', `/api/v1/lists/${other.body.id}`, {
      name: 'Builders',
      call_every_days: 14,
    });
    expect(renamed.body).toMatchObject({ name: 'Builders', call_every_days: 14 });
    expect((await t.call('GET', `/api/v1/lists/${other.body.id}`)).body.name).toBe('Builders');
    const mine = await as(alice, 'GET', '/api/v1/lists?me=true');
    expect(names(mine)).toEqual(['Builders', 'Investors']);
    expect((await t.call('GET', '/api/v1/lists?me=true')).status).toBe(400);
    expect((await t.call('DELETE', `/api/v1/lists/${other.body.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/lists/${other.body.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/lists/${MISSING_UUID}`)).body.error.message).toBe(
      'Could not find list',
    );
  });

  it('refuses bad input with field messages', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ name: ' ', kind: 'static' }, { name: 'lists.val.name' }],
      [{ name: 'x', kind: 'smart' }, { kind: 'lists.val.kind' }],
      [{ name: 'x', kind: 'dynamic' }, { filters: 'lists.val.filtersRequired' }],
      [{ name: 'x', kind: 'static', filters: {} }, { filters: 'lists.val.filtersStatic' }],
      [{ name: 'x', kind: 'static', call_every_days: 0 }, { call_every_days: 'lists.val.cadence' }],
      [{ name: 'x', kind: 'dynamic', filters: { roles: ['wizard'] } }, { 'filters.roles.0': 'val.roles' }],
    ];
    for (const [body, keys] of cases) {
      const res = await t.call('POST', '/api/v1/lists', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field_keys).toEqual(keys);
    }
  });

  it('a dynamic list runs its search on each read, paged; members cannot be picked', async () => {
    await createEntity(t, { name: 'Dyn Realtor One', realtor: true });
    await createEntity(t, { name: 'Dyn Realtor Two', realtor: true });
    await createEntity(t, { name: 'Dyn Other', developer: true });
    const list = await t.call('POST', '/api/v1/lists', {
      name: 'Realtors',
      kind: 'dynamic',
      filters: { name: 'dyn', roles: ['realtor'] },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    expect(list.body).toMatchObject({
      kind: 'dynamic',
      filters: { name: 'dyn', roles: ['realtor'] },
      n_members: null,
    });
    const members = await t.call('GET', `/api/v1/lists/${list.body.id}/members`);
    expect(names(members).sort()).toEqual(['Dyn Realtor One', 'Dyn Realtor Two']);
    expect(members.body.data[0]).toMatchObject({ entity_id: expect.any(String), next_call_on: null });
    const page = await t.call('GET', `/api/v1/lists/${list.body.id}/members?limit=1&offset=1`);
    expect(page.body.offset).toBe(1);
    expect(page.body.data).toHaveLength(1);
    // A new match is a member at once.
    await createEntity(t, { name: 'Dyn Realtor Three', realtor: true });
    expect((await t.call('GET', `/api/v1/lists/${list.body.id}/members`)).body.data).toHaveLength(3);
    const contact = await createEntity(t);
    const add = await t.call('POST', `/api/v1/lists/${list.body.id}/members`, { entity_ids: [contact.uuid] });
    expect(add.status).toBe(400);
    expect(add.body.error.message).toMatch(/dynamic list/);
    const remove = await t.call('DELETE', `/api/v1/lists/${list.body.id}/members/${contact.uuid}`);
    expect(remove.status).toBe(400);
    // Its search can change.
    const changed = await t.call('PUT', `/api/v1/lists/${list.body.id}`, { filters: { name: 'dyn other' } });
    expect(changed.status).toBe(200);
    expect(names(await t.call('GET', `/api/v1/lists/${list.body.id}/members`))).toEqual(['Dyn Other']);
  });

  it('a static list keeps the contacts picked, by name, paged; add twice keeps one; remove', async () => {
    const [c, a, b] = [
      await createEntity(t, { name: 'Static C' }),
      await createEntity(t, { name: 'Static A' }),
      await createEntity(t, { name: 'Static B' }),
    ];
    const list = await t.call('POST', '/api/v1/lists', { name: 'Picked', kind: 'static' });
    const id = list.body.id;
    const add = await t.call('POST', `/api/v1/lists/${id}/members`, { entity_ids: [c.uuid, a.uuid] });
    expect(add.body).toEqual({ added: 2 });
    expect(
      (await t.call('POST', `/api/v1/lists/${id}/members`, { entity_ids: [a.uuid, b.uuid] })).body,
    ).toEqual({
      added: 1,
    });
    expect(names(await t.call('GET', `/api/v1/lists/${id}/members`))).toEqual([
      'Static A',
      'Static B',
      'Static C',
    ]);
    expect(names(await t.call('GET', `/api/v1/lists/${id}/members?limit=2&offset=1`))).toEqual([
      'Static B',
      'Static C',
    ]);
    expect((await t.call('GET', `/api/v1/lists/${id}`)).body.n_members).toBe(3);
    expect((await t.call('DELETE', `/api/v1/lists/${id}/members/${b.uuid}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/v1/lists/${id}/members/${b.uuid}`)).status).toBe(404);
    expect(names(await t.call('GET', `/api/v1/lists/${id}/members`))).toEqual(['Static A', 'Static C']);
    const unknown = await t.call('POST', `/api/v1/lists/${id}/members`, { entity_ids: [MISSING_UUID] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.field_keys).toEqual({ entity_ids: 'lookup.entity' });
  });

  it('a merge puts the survivor in the static lists a merged contact was in, once', async () => {
    const [keep, gone, both] = [
      await createEntity(t, { name: 'Merge Keep' }),
      await createEntity(t, { name: 'Merge Gone' }),
      await createEntity(t, { name: 'Merge Other' }),
    ];
    const one = (await t.call('POST', '/api/v1/lists', { name: 'Merge one', kind: 'static' })).body.id;
    const two = (await t.call('POST', '/api/v1/lists', { name: 'Merge two', kind: 'static' })).body.id;
    await t.call('POST', `/api/v1/lists/${one}/members`, { entity_ids: [gone.uuid, both.uuid] });
    await t.call('POST', `/api/v1/lists/${two}/members`, { entity_ids: [keep.uuid, gone.uuid] });
    const merge = await t.call('POST', '/api/v1/entities/merge', { into: keep.uuid, from: [gone.uuid] });
    expect(merge.status, JSON.stringify(merge.body)).toBe(200);
    expect(names(await t.call('GET', `/api/v1/lists/${one}/members`))).toEqual(['Merge Keep', 'Merge Other']);
    expect(names(await t.call('GET', `/api/v1/lists/${two}/members`))).toEqual(['Merge Keep']);
  });

  it('a logged call moves the member’s next call date by the cadence; the due members are listed', async () => {
    const today = dayIn(t.config.timeZone);
    const [called, never, old] = [
      await createEntity(t, { name: 'Cadence Called' }),
      await createEntity(t, { name: 'Cadence Never' }),
      await createEntity(t, { name: 'Cadence Old' }),
    ];
    const list = await as(alice, 'POST', '/api/v1/lists', {
      name: 'Call weekly',
      kind: 'static',
      call_every_days: 7,
    });
    const id = list.body.id;
    await t.call('POST', `/api/v1/lists/${id}/members`, { entity_ids: [called.uuid, never.uuid, old.uuid] });
    const dynamic = await as(alice, 'POST', '/api/v1/lists', {
      name: 'Cadence search',
      kind: 'dynamic',
      filters: { name: 'cadence called' },
      call_every_days: 30,
    });
    // A call now, a call ten days ago, and a note (no call) for the third.
    await createActivity(t, { kind: 'call', at: new Date().toISOString(), entity_ids: [called.uuid] });
    const tenDaysAgo = new Date(Date.now() - 10 * 86_400_000);
    await createActivity(t, { kind: 'call', at: tenDaysAgo.toISOString(), entity_ids: [old.uuid] });
    await createActivity(t, { kind: 'note', entity_ids: [never.uuid] });
    const members = (await t.call('GET', `/api/v1/lists/${id}/members`)).body.data;
    const old_day = dayIn(t.config.timeZone, tenDaysAgo);
    expect(members).toEqual([
      expect.objectContaining({
        name: 'Cadence Called',
        last_called_at: today,
        next_call_on: addDays(today, 7),
      }),
      expect.objectContaining({ name: 'Cadence Never', last_called_at: null, next_call_on: null }),
      expect.objectContaining({
        name: 'Cadence Old',
        last_called_at: old_day,
        next_call_on: addDays(old_day, 7),
      }),
    ]);
    const dyn = (await t.call('GET', `/api/v1/lists/${dynamic.body.id}/members`)).body.data;
    expect(dyn).toEqual([
      expect.objectContaining({ name: 'Cadence Called', next_call_on: addDays(today, 30) }),
    ]);
    // An older call logged later moves nothing back.
    await createActivity(t, { kind: 'call', at: tenDaysAgo.toISOString(), entity_ids: [called.uuid] });
    const after = (await t.call('GET', `/api/v1/lists/${id}/members`)).body.data[0];
    expect(after.next_call_on).toBe(addDays(today, 7));

    const due = await as(alice, 'GET', '/api/v1/lists/due?me=true');
    expect(due.status, JSON.stringify(due.body)).toBe(200);
    expect(
      due.body.data.map((m: { list_name: string; name: string }) => `${m.list_name}: ${m.name}`),
    ).toEqual(['Call weekly: Cadence Never', 'Call weekly: Cadence Old']);
    expect((await as(alice, 'GET', '/api/v1/lists/due?me=true&limit=1&offset=1')).body.data).toEqual([
      expect.objectContaining({ name: 'Cadence Old', list_id: id }),
    ]);
    expect((await as(bob, 'GET', '/api/v1/lists/due?me=true')).body.data).toEqual([]);
    expect((await t.call('GET', '/api/v1/lists/due?me=true')).status).toBe(400);
  });
});

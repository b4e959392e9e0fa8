import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/auth.js';
import { createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

// Issue 25: a contact's appointed representative, a staff member.
const API = '/api/v1/entities';

describe.each(DIALECTS)('representative on %s', (dialect) => {
  let t: TestApp;
  let staff: string;
  let admin: string;
  let plain: string;
  let disabled: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = (await userWithRole(t, 'staff.rep@example.com', 'staff')).id;
    admin = (await userWithRole(t, 'admin.rep@example.com', 'admin')).id;
    plain = (await userWithRole(t, 'plain.user@example.com', 'user')).id;
    disabled = (await userWithRole(t, 'gone.rep@example.com', 'staff')).id;
    await t.database.db
      .updateTable('user')
      .set({ banned: dialect === 'postgres' ? true : 1 })
      .where('id', '=', disabled)
      .execute();
  });
  afterAll(() => t?.close());

  it('is null by default, set on create, in …/complete', async () => {
    expect((await createEntity(t)).representative_id).toBeNull();
    const created = await t.call('POST', API, { name: 'Represented Co', representative_id: staff });
    expect(created.status).toBe(201);
    expect(created.body.representative_id).toBe(staff);
    const complete = await t.call('GET', `${API}/${created.body.uuid}/complete`);
    expect(complete.body.representative_id).toBe(staff);
  });

  it('is changed and cleared by PUT, each change in the history', async () => {
    const e = await createEntity(t, { representative_id: staff });
    const changed = await t.call('PUT', `${API}/${e.uuid}`, { representative_id: admin });
    expect(changed.status).toBe(200);
    expect(changed.body.representative_id).toBe(admin);
    const cleared = await t.call('PUT', `${API}/${e.uuid}`, { representative_id: null });
    expect(cleared.body.representative_id).toBeNull();
    const history = await t.call('GET', `${API}/${e.uuid}/history`);
    const changes = history.body.data
      .filter((entry: { action: string }) => entry.action === 'update')
      .map((entry: { changes: Record<string, unknown> }) => entry.changes.representative_id);
    expect(changes).toEqual([
      { old: admin, new: null },
      { old: staff, new: admin },
    ]);
  });

  it('refuses anyone but an active staff member: 400 on the field, nothing saved', async () => {
    const e = await createEntity(t, { representative_id: staff });
    for (const id of [plain, disabled, 'no-such-user']) {
      const put = await t.call('PUT', `${API}/${e.uuid}`, { representative_id: id, notes: 'not saved' });
      expect(put.status, id).toBe(400);
      expect(put.body.error.field_keys).toEqual({ representative_id: 'val.representative' });
      const post = await t.call('POST', API, { name: 'Never Created', representative_id: id });
      expect(post.status, id).toBe(400);
    }
    const after = await t.call('GET', `${API}/${e.uuid}/complete`);
    expect(after.body).toMatchObject({ representative_id: staff, notes: null });
    const none = await t.call('GET', `${API}/query?name=never%20created`);
    expect(none.body.data).toEqual([]);
  });

  it('an empty value clears it, as every optional text', async () => {
    const e = await createEntity(t, { representative_id: staff });
    const put = await t.call('PUT', `${API}/${e.uuid}`, { representative_id: '' });
    expect(put.body.representative_id).toBeNull();
  });

  it('is cleared when the staff member’s account is deleted', async () => {
    const leaving = (await userWithRole(t, 'leaving.rep@example.com', 'staff')).id;
    const e = await createEntity(t, { representative_id: leaving });
    await t.database.db.deleteFrom('session').where('userId', '=', leaving).execute();
    await t.database.db.deleteFrom('account').where('userId', '=', leaving).execute();
    await t.database.db.deleteFrom('user').where('id', '=', leaving).execute();
    expect((await t.call('GET', `${API}/${e.uuid}/complete`)).body.representative_id).toBeNull();
  });
});

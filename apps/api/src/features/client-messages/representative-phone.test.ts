// The representative's phone (issue 29), on both databases: a staff member sets it with their own
// preferences (any format, stored E.164), and their client reads it on GET /client/me for a tel:
// link; a bad number is refused with the phone messages; a PUT without it keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { clientAccount, clientEmail } from '../../test/clients.js';
import { createEntity } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const PREFS = '/api/v1/staff/me/preferences';
const SETTINGS = { time_zone: 'America/Toronto', language: 'fr', task_reminders: true, daily_digest: false };

describe.each(DIALECTS)("the representative's phone (%s)", (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('is set by the staff member and shown to their client in E.164', async () => {
    const rep = await userWithRole(t, clientEmail('rep'), 'staff');
    const person = await createEntity(t, {
      name: 'Claire Owner',
      is_person: true,
      representative_id: rep.id,
    });
    const client = await clientAccount(t, clientEmail(), person.uuid);
    const me = async () =>
      (await call(t, 'GET', '/api/v1/client/me', undefined, { cookie: client.cookie })).body.representative;
    const put = (body: unknown) => call(t, 'PUT', PREFS, body, { cookie: rep.cookie });

    expect((await me()).phone).toBeNull();
    expect((await call(t, 'GET', PREFS, undefined, { cookie: rep.cookie })).body.phone).toBeNull();

    const saved = await put({ ...SETTINGS, phone: '+33 1 42 68 53 00' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...SETTINGS, phone: '+33142685300' });
    expect(await me()).toMatchObject({ id: rep.id, phone: '+33142685300' });

    // Refused with the phone messages; nothing changes.
    for (const [phone, key] of [
      ['call me', 'numbers.val.invalid'],
      ['+33 1 42', 'numbers.val.country'],
      ['555-0426', 'numbers.val.minLen'],
    ] as const) {
      const bad = await put({ ...SETTINGS, phone });
      expect([bad.status, bad.body.error.field_keys?.phone], phone).toEqual([400, key]);
    }
    expect((await me()).phone).toBe('+33142685300');

    // The settings page without the field keeps it; an empty one clears it.
    expect((await put({ ...SETTINGS, language: 'en' })).body.phone).toBe('+33142685300');
    expect((await call(t, 'GET', PREFS, undefined, { cookie: rep.cookie })).body).toEqual({
      ...SETTINGS,
      language: 'en',
      phone: '+33142685300',
    });
    expect((await put({ ...SETTINGS, phone: '' })).body.phone).toBeNull();
    expect((await me()).phone).toBeNull();
  });
});

// The client credential (issue 29), on both databases: only a signed-in client tied to a contact
// reaches a client route, and reads their own scope; the client is refused by every CRM route,
// staff and API keys by the client routes; a revoke applies at the next request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { clientAccount, clientEmail } from '../../test/clients.js';
import { createEntity } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('client credential (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('lets a client read who they are, with the companies staff chose and their representative', async () => {
    const rep = await userWithRole(t, clientEmail('rep'), 'staff');
    const person = await createEntity(t, {
      name: 'Paul Investor',
      is_person: true,
      representative_id: rep.id,
    });
    const company = await createEntity(t, { name: 'Investor Holdings Inc.' });
    const client = await clientAccount(t, clientEmail(), person.uuid, [company.uuid]);
    const me = await call(t, 'GET', '/api/v1/client/me', undefined, { cookie: client.cookie });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      user: { id: client.id, email: client.email },
      contact: { id: person.uuid, name: 'Paul Investor' },
      companies: [{ id: company.uuid, name: 'Investor Holdings Inc.' }],
      representative: { id: rep.id },
      notify_updates: true,
    });
  });

  it('refuses a client on the CRM routes, whatever id they send (403)', async () => {
    const person = await createEntity(t, { name: 'Claire Owner', is_person: true });
    const client = await clientAccount(t, clientEmail(), person.uuid);
    for (const url of [
      '/api/v1/entities/count',
      `/api/v1/entities/${person.uuid}/complete`,
      '/api/v1/inbox',
    ]) {
      const res = await call(t, 'GET', url, undefined, { cookie: client.cookie });
      expect(res.status, url).toBe(403);
    }
  });

  it('refuses staff, an api key, a self sign-up and nobody on the client routes', async () => {
    const staff = await userWithRole(t, clientEmail('staff'), 'staff');
    const pending = await userWithRole(t, clientEmail('pending'), 'user');
    const me = (options: Parameters<typeof call>[4]) =>
      call(t, 'GET', '/api/v1/client/me', undefined, options);
    expect((await me({ cookie: staff.cookie })).body.error.key).toBe('client.err.pending');
    expect((await me({ cookie: pending.cookie })).status).toBe(403);
    expect((await me({ headers: { 'api-key': API_KEY } })).status).toBe(401);
    expect((await me({})).status).toBe(401);
  });

  it('ends access at once when staff revoke it', async () => {
    const person = await createEntity(t, { name: 'Rita Revoked', is_person: true });
    const client = await clientAccount(t, clientEmail(), person.uuid);
    const me = () => call(t, 'GET', '/api/v1/client/me', undefined, { cookie: client.cookie });
    expect((await me()).status).toBe(200);
    await t.database.db
      .updateTable('client_access')
      .set({ revoked_at: new Date().toISOString(), revoked_by: 'test' })
      .where('user_id', '=', client.id)
      .execute();
    expect((await me()).status).toBe(403);
  });
});

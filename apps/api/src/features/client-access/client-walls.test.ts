// The walls of the client portal (issue 29), on both databases. Two clients, A and B, whose
// properties overlap (a company both own, and its building), each with a company and a building of
// their own. Each reads only their own /client/me; every CRM route answers 403 to both, whatever ids
// they send; the client routes refuse staff, an api key and a pending self sign-up; and every client
// route (walked generically from the route table, so routes added later are walked too) answers A
// nothing that names B's own records: 0 leaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteSummary } from '../../app.js';
import { call, userWithRole } from '../../test/auth.js';
import { clientAccount, clientEmail, type TestClient } from '../../test/clients.js';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

interface Side {
  contact: string;
  company: string;
  address: string;
  companyAddress: string;
  client: TestClient;
}

describe.each(DIALECTS)('client walls (%s)', (dialect) => {
  let t: TestApp;
  let a: Side;
  let b: Side;
  let shared: { company: string; address: string };
  let staff: { cookie: string };
  let pending: { cookie: string };
  const routes = () => t.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v1/'));
  const clientRoutes = () => routes().filter((r) => r.client);
  const crmRoutes = () => routes().filter((r) => !r.client && !r.public);

  async function side(name: string, sharedCompany: string): Promise<Side> {
    const contact = await createEntity(t, { name: `${name} Investor`, is_person: true });
    const company = await createEntity(t, { name: `${name} Private Holdings` });
    const address = await createAddress(t, { address: `${name} Own Street 1, Montreal, QC` });
    const companyAddress = await createAddress(t, { address: `${name} Company Avenue 2, Montreal, QC` });
    await link(t, 'entities_entities', {
      entity_id: contact.uuid,
      entity_id2: company.uuid,
      relationship: 'OWNER',
    });
    await link(t, 'entities_entities', {
      entity_id: contact.uuid,
      entity_id2: sharedCompany,
      relationship: 'OWNER',
    });
    await link(t, 'addresses_entities', { entity_id: contact.uuid, address_id: address.uuid, role: 'OWNER' });
    await link(t, 'addresses_entities', {
      entity_id: company.uuid,
      address_id: companyAddress.uuid,
      role: 'OWNER',
    });
    const client = await clientAccount(t, clientEmail(name.toLowerCase()), contact.uuid, [
      company.uuid,
      sharedCompany,
    ]);
    return {
      contact: contact.uuid,
      company: company.uuid,
      address: address.uuid,
      companyAddress: companyAddress.uuid,
      client,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const company = await createEntity(t, { name: 'Shared Tower LP' });
    const address = await createAddress(t, { address: '500 Shared Tower Road, Montreal, QC' });
    await link(t, 'addresses_entities', {
      entity_id: company.uuid,
      address_id: address.uuid,
      role: 'RECORDED_OWNER',
    });
    shared = { company: company.uuid, address: address.uuid };
    a = await side('Alpha', shared.company);
    b = await side('Bravo', shared.company);
    staff = await userWithRole(t, clientEmail('staff'), 'staff');
    pending = await userWithRole(t, clientEmail('pending'), 'user');
  });
  afterAll(() => t?.close());

  /** A URL for `route` with every path parameter set to `id`. */
  const withIds = (route: RouteSummary, id: string) =>
    route.url.replace(/:(\w+)/g, () => encodeURIComponent(id));
  const bodyOf = (route: RouteSummary) =>
    route.method === 'GET' || route.method === 'DELETE' ? undefined : {};

  it('shows each client only their own contact and companies', async () => {
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const me = await call(t, 'GET', '/api/v1/client/me', undefined, { cookie: mine.client.cookie });
      expect(me.status).toBe(200);
      expect(me.body.contact.id).toBe(mine.contact);
      expect(me.body.companies.map((c: { id: string }) => c.id).sort()).toEqual(
        [mine.company, shared.company].sort(),
      );
      const text = JSON.stringify(me.body);
      for (const id of [theirs.contact, theirs.company, theirs.address]) expect(text).not.toContain(id);
    }
  });

  it('answers 403 to both clients on every CRM route, whatever ids they send', async () => {
    const crm = crmRoutes();
    expect(crm.length).toBeGreaterThan(100);
    for (const [client, ids] of [
      [a.client, [b.contact, a.contact]],
      [b.client, [a.address, shared.address]],
    ] as const)
      for (const route of crm)
        for (const id of ids) {
          const res = await call(t, route.method as 'GET', withIds(route, id), bodyOf(route), {
            cookie: client.cookie,
          });
          expect(res.status, `${route.method} ${route.url} as ${client.email}`).toBe(403);
        }
  });

  it('refuses staff, an api key, a pending sign-up and nobody on every client route', async () => {
    const routes = clientRoutes();
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const url = withIds(route, a.contact);
      for (const [who, options] of [
        ['staff', { cookie: staff.cookie }],
        ['pending', { cookie: pending.cookie }],
        ['api key', { headers: { 'api-key': API_KEY } }],
        ['nobody', {}],
      ] as const) {
        const res = await call(t, route.method as 'GET', url, bodyOf(route), options);
        expect([401, 403], `${route.method} ${route.url} as ${who}: ${res.status}`).toContain(res.status);
      }
    }
  });

  it("answers A nothing of B's own records on any client route, whatever ids A sends (0 leaks)", async () => {
    const secrets = [b.contact, b.company, b.address, b.companyAddress];
    const probes = [...secrets, a.contact, a.company, a.address, shared.company, shared.address];
    const leaks: string[] = [];
    for (const route of clientRoutes())
      for (const id of route.url.includes(':') ? probes : [''])
        for (const query of ['', `?entity_id=${b.contact}&address_id=${b.address}&id=${b.company}`]) {
          const url = `${withIds(route, id)}${query}`;
          const res = await call(t, route.method as 'GET', url, bodyOf(route), { cookie: a.client.cookie });
          expect(res.status, `${route.method} ${url}`).toBeLessThan(500);
          const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
          for (const secret of secrets)
            if (text.includes(secret)) leaks.push(`${route.method} ${url} → ${secret}`);
        }
    expect(leaks).toEqual([]);
  });
});

// The city keys of comps and leases (migration 0031), on both databases: a search by city finds a
// comp or lease by the city of its address or spaces as it is now, whichever write changed it (an
// address's city edited, a comp moved to another address, a lease moved to other spaces, a space
// removed), since triggers keep the key, not the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createComp, createEntity, createLease } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('city keys on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const compsIn = async (city: string) => {
    const res = await t.call('GET', `/api/v1/comps?kind=sale&city=${encodeURIComponent(city)}`);
    expect(res.status).toBe(200);
    return (res.body.data as { id: string }[]).map((c) => c.id);
  };
  const leasesIn = async (city: string) => {
    const res = await t.call('GET', `/api/v1/leases?city=${encodeURIComponent(city)}`);
    expect(res.status).toBe(200);
    return (res.body.data as { id: string }[]).map((l) => l.id);
  };
  const place = (street: string, locality: string, extra: object = {}) =>
    createAddress(t, { address: `${street}, ${locality}, QC`, locality, ...extra });

  it('a comp is found by its address’s city, as edited, and after moving to another address', async () => {
    const here = await place('10 Rue Comp', 'Boisbriand');
    const there = await place('20 Rue Comp', 'Mirabel');
    const comp = await createComp(t, { address_id: here.uuid });
    expect(await compsIn('boisbriand')).toEqual([comp.id]);

    const edited = await t.call('PUT', `/api/v1/addresses/${here.uuid}`, { locality: 'Blainville' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await compsIn('Boisbriand')).toEqual([]);
    expect(await compsIn('Blainville')).toEqual([comp.id]);

    const moved = await t.call('PUT', `/api/v1/comps/${comp.id}`, { address_id: there.uuid });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await compsIn('Blainville')).toEqual([]);
    expect(await compsIn('mirabel')).toEqual([comp.id]);
  });

  it('a lease is found by its spaces’ city, as edited, and after moving to other spaces', async () => {
    const a = await place('30 Rue Bail', 'Sainte-Thérèse');
    const a1 = await place('30 Rue Bail #100', 'Sainte-Thérèse', { parent_address_id: a.uuid, rba: 1000 });
    const b = await place('40 Rue Bail', 'Rosemère');
    const b1 = await place('40 Rue Bail #200', 'Rosemère', { parent_address_id: b.uuid, rba: 1000 });
    const tenant = await createEntity(t);
    const lease = await createLease(t, { tenant_id: tenant.uuid, space_ids: [a1.uuid] });
    expect(await leasesIn('sainte-therese')).toEqual([lease.id]);

    const edited = await t.call('PUT', `/api/v1/addresses/${a1.uuid}`, { locality: 'Lorraine' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await leasesIn('Sainte-Thérèse')).toEqual([]);
    expect(await leasesIn('Lorraine')).toEqual([lease.id]);

    const moved = await t.call('PUT', `/api/v1/leases/${lease.id}`, { space_ids: [b1.uuid] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await leasesIn('Lorraine')).toEqual([]);
    expect(await leasesIn('Rosemère')).toEqual([lease.id]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddress, createEntity, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

// Issue 25: the city and province filters follow every write that moves a contact's places, on both
// databases (PostgreSQL reads them from `contact_places`, kept by triggers: migration 0027): links
// added and removed (one of two in a city removed keeps the contact there), an address's city
// changed, addresses merged, an address's contact deleted.
describe.each(DIALECTS)('contact places on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const place = (n: number, city: string) =>
    createAddress(t, {
      address: `${n} Rue Places, ${city}, QC`,
      locality: city,
      administrative_area_level_1: 'QC',
    });

  async function found(entityName: string, qs: string): Promise<boolean> {
    const res = await t.call('GET', `/api/v1/entities/query?name=${encodeURIComponent(entityName)}&${qs}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.some((e: { name: string }) => e.name === entityName);
  }
  const linkPath = (address: string, entity: string) => `/api/v1/addresses_entities/${address}/${entity}`;

  it('links added and removed, one at a time', async () => {
    const contact = await createEntity(t, { name: 'Places Kappa', investor: true });
    const [a, b] = [await place(1, 'Montréal'), await place(2, 'Montréal')];
    expect(await found('Places Kappa', 'city=montreal')).toBe(false);
    await link(t, 'addresses_entities', { address_id: a.uuid, entity_id: contact.uuid, role: 'OFFICE' });
    await link(t, 'addresses_entities', { address_id: b.uuid, entity_id: contact.uuid, role: 'HOME' });
    expect(await found('Places Kappa', 'city=montreal&roles=investor')).toBe(true);
    expect(await found('Places Kappa', 'province=qc')).toBe(true);

    expect((await t.call('DELETE', linkPath(a.uuid, contact.uuid))).status).toBe(204);
    expect(await found('Places Kappa', 'city=montreal')).toBe(true);
    expect((await t.call('DELETE', linkPath(b.uuid, contact.uuid))).status).toBe(204);
    expect(await found('Places Kappa', 'city=montreal')).toBe(false);
    expect(await found('Places Kappa', 'province=qc')).toBe(false);
  });

  it("an address's city changed moves its contacts", async () => {
    const contact = await createEntity(t, { name: 'Places Lambda' });
    const a = await place(3, 'Montréal');
    await link(t, 'addresses_entities', { address_id: a.uuid, entity_id: contact.uuid, role: 'OFFICE' });
    const put = await t.call('PUT', `/api/v1/addresses/${a.uuid}`, { locality: 'Laval' });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await found('Places Lambda', 'city=laval')).toBe(true);
    expect(await found('Places Lambda', 'city=montreal')).toBe(false);
  });

  it('addresses merged: the contacts of the merged one are in the survivor’s city', async () => {
    const contact = await createEntity(t, { name: 'Places Mu' });
    const [into, from] = [await place(4, 'Gatineau'), await place(4, 'Sherbrooke')];
    await link(t, 'addresses_entities', { address_id: from.uuid, entity_id: contact.uuid, role: 'OFFICE' });
    expect(await found('Places Mu', 'city=sherbrooke')).toBe(true);
    const merged = await t.call('POST', '/api/v1/addresses/merge', { into: into.uuid, from: [from.uuid] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(await found('Places Mu', 'city=gatineau')).toBe(true);
    expect(await found('Places Mu', 'city=sherbrooke')).toBe(false);
  });

  it('a contact merged away leaves no place behind; the survivor has both', async () => {
    const [keep, gone] = [
      await createEntity(t, { name: 'Places Nu' }),
      await createEntity(t, { name: 'Places Nu Twin' }),
    ];
    const [a, b] = [await place(5, 'Rimouski'), await place(6, 'Saguenay')];
    await link(t, 'addresses_entities', { address_id: a.uuid, entity_id: keep.uuid, role: 'OFFICE' });
    await link(t, 'addresses_entities', { address_id: b.uuid, entity_id: gone.uuid, role: 'OFFICE' });
    const merged = await t.call('POST', '/api/v1/entities/merge', { into: keep.uuid, from: [gone.uuid] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(await found('Places Nu', 'city=saguenay')).toBe(true);
    expect(await found('Places Nu', 'city=rimouski')).toBe(true);
    expect(await found('Places Nu Twin', 'city=saguenay')).toBe(false);
  });
});

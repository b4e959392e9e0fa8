// Requirements (/api/v1/entities/{id}/requirements, /api/v1/requirements) on both databases: CRUD,
// validation across fields (min ≤ max, a ceiling with its basis), 404s, and the search by deal,
// type, size and city (case and accents folded).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEntity, createRequirement } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('requirements on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('needs a credential', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/requirements' })).statusCode).toBe(401);
  });

  it('adds, lists, edits (If-Match) and deletes a contact’s requirements', async () => {
    const contact = await createEntity(t, { name: 'Needs Space Inc.' });
    const made = await t.call('POST', `/api/v1/entities/${contact.uuid}/requirements`, {
      deal: 'lease',
      property_types: ['industrial', 'flex', 'industrial'],
      min_sqft: 20_000,
      max_sqft: 40_000,
      cities: [' Montréal ', 'Laval'],
      price_max: 12.5,
      price_basis: 'rent',
      notes: 'Dock doors\nclear height 28 ft',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      entity_id: contact.uuid,
      deal: 'lease',
      property_types: ['industrial', 'flex'],
      min_sqft: 20_000,
      max_sqft: 40_000,
      cities: ['Montréal', 'Laval'],
      price_max: 12.5,
      price_basis: 'rent',
      notes: 'Dock doors\nclear height 28 ft',
    });
    const second = await createRequirement(t, { entity_id: contact.uuid, deal: 'buy' });
    const list = await t.call('GET', `/api/v1/entities/${contact.uuid}/requirements`);
    expect(list.body.data.map((r: { id: string }) => r.id)).toEqual([made.body.id, second.id]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/requirements/${made.body.id}`,
      headers: { 'api-key': t.config.apiKeys[0]!.key, 'if-match': '"1"' },
      payload: { max_sqft: null, cities: ['Québec'] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.json()).toMatchObject({ max_sqft: null, cities: ['Québec'], min_sqft: 20_000 });
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/requirements/${made.body.id}`,
      headers: { 'api-key': t.config.apiKeys[0]!.key, 'if-match': '"1"' },
      payload: { notes: null },
    });
    expect(stale.statusCode).toBe(412);
    const history = await t.call('GET', `/api/v1/requirements/${made.body.id}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect((await t.call('DELETE', `/api/v1/requirements/${second.id}`)).status).toBe(204);
    expect((await t.call('DELETE', `/api/v1/requirements/${second.id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/entities/${contact.uuid}/requirements`)).body.data).toHaveLength(1);
  });

  it('refuses a size range out of order, a ceiling without its basis, unknown values, and no contact', async () => {
    const contact = await createEntity(t);
    const before = [await rowCount(t, 'requirements'), await auditCount(t)];
    const url = `/api/v1/entities/${contact.uuid}/requirements`;
    const cases: [unknown, Record<string, string>][] = [
      [{ deal: 'lease', min_sqft: 5000, max_sqft: 1000 }, { min_sqft: 'requirements.val.sizeRange' }],
      [{ deal: 'rent' }, { deal: 'requirements.val.deal' }],
      [{ deal: 'buy', property_types: ['castle'] }, { 'property_types.0': 'requirements.val.type' }],
      [{ deal: 'buy', price_max: 1_000_000 }, { price_basis: 'requirements.val.priceBasis' }],
      [{ deal: 'buy', price_basis: 'price' }, { price_max: 'requirements.val.priceWithout' }],
      [{ deal: 'buy', min_sqft: -1 }, { min_sqft: 'requirements.val.size' }],
    ];
    for (const [body, keys] of cases) {
      const res = await t.call('POST', url, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field_keys).toEqual(keys);
    }
    const range = await t.call('POST', url, { deal: 'lease', min_sqft: 5000, max_sqft: 1000 });
    expect(range.body.error.fields).toEqual({
      min_sqft: 'The minimum size cannot be more than the maximum size',
    });
    const missing = await t.call('POST', `/api/v1/entities/${MISSING_UUID}/requirements`, { deal: 'buy' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Could not find contact');
    expect((await t.call('GET', `/api/v1/entities/${MISSING_UUID}/requirements`)).status).toBe(404);
    // An edit is checked as the requirement would be after it.
    const r = await createRequirement(t, { entity_id: contact.uuid, min_sqft: 1000, max_sqft: 2000 });
    const edit = await t.call('PUT', `/api/v1/requirements/${r.id}`, { min_sqft: 3000 });
    expect(edit.status).toBe(400);
    expect(edit.body.error.field_keys).toEqual({ min_sqft: 'requirements.val.sizeRange' });
    expect((await t.call('PUT', `/api/v1/requirements/${MISSING_UUID}`, { notes: 'x' })).status).toBe(404);
    expect([await rowCount(t, 'requirements'), await auditCount(t)]).toEqual([
      before[0]! + 1,
      before[1]! + 1,
    ]);
  });

  it('a merged contact’s requirements are the survivor’s', async () => {
    const [keep, gone] = [await createEntity(t), await createEntity(t)];
    const r = await createRequirement(t, { entity_id: gone.uuid, deal: 'buy' });
    const merge = await t.call('POST', '/api/v1/entities/merge', { into: keep.uuid, from: [gone.uuid] });
    expect(merge.status, JSON.stringify(merge.body)).toBe(200);
    const list = await t.call('GET', `/api/v1/entities/${keep.uuid}/requirements`);
    expect(list.body.data).toEqual([expect.objectContaining({ id: r.id, entity_id: keep.uuid })]);
  });

  it('finds who wants industrial over 20,000 sq ft in Montréal', async () => {
    const fits = await createEntity(t, { name: 'Search Fits' });
    const open = await createEntity(t, { name: 'Search Open Ended' });
    const small = await createEntity(t, { name: 'Search Too Small' });
    const elsewhere = await createEntity(t, { name: 'Search Elsewhere' });
    const buyer = await createEntity(t, { name: 'Search Buyer' });
    const office = await createEntity(t, { name: 'Search Office' });
    const base = { deal: 'lease' as const, property_types: ['industrial' as const] };
    await createRequirement(t, {
      ...base,
      entity_id: fits.uuid,
      min_sqft: 15_000,
      max_sqft: 30_000,
      cities: ['MONTRÉAL'],
    });
    await createRequirement(t, {
      ...base,
      entity_id: open.uuid,
      min_sqft: 10_000,
      cities: ['Laval', 'montreal'],
    });
    await createRequirement(t, { ...base, entity_id: small.uuid, max_sqft: 10_000, cities: ['Montréal'] });
    await createRequirement(t, { ...base, entity_id: elsewhere.uuid, cities: ['Montréal-Nord'] });
    await createRequirement(t, { ...base, deal: 'buy', entity_id: buyer.uuid, cities: ['Montréal'] });
    await createRequirement(t, {
      deal: 'lease',
      property_types: ['office'],
      entity_id: office.uuid,
      cities: ['Montréal'],
    });
    const res = await t.call(
      'GET',
      `/api/v1/requirements?deal=lease&type=industrial&size=20000&city=${encodeURIComponent('Montréal')}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r: { entity_name: string }) => r.entity_name)).toEqual([
      'Search Fits',
      'Search Open Ended',
    ]);
    expect(res.body.data[0]).toMatchObject({ entity_id: fits.uuid, min_sqft: 15_000 });
    const page = await t.call(
      'GET',
      '/api/v1/requirements?deal=lease&type=industrial&size=20000&city=montreal&limit=1&offset=1',
    );
    expect(page.body).toMatchObject({ offset: 1, data: [{ entity_name: 'Search Open Ended' }] });
    expect((await t.call('GET', '/api/v1/requirements?city=mont&type=industrial')).body.data).toEqual([]);
    expect((await t.call('GET', '/api/v1/requirements?type=castle')).status).toBe(400);
    expect((await t.call('GET', '/api/v1/requirements?size=-5')).status).toBe(400);
  });
});

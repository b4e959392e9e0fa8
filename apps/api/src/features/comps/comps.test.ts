// Comps (/api/v1/comps) on both databases: sale and lease CRUD with If-Match, the rules across
// fields, 404s for unknown addresses and contacts with nothing written, merges, credentials, and
// the search with its statistics (count, median, min, max) for an odd and an even count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createAddress, createComp, createEntity } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('comps on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('enters a sale and a lease, reads, edits (If-Match) and deletes them', async () => {
    const address = await createAddress(t, { address: '10 Rue Comp, Montréal, QC', locality: 'Montréal' });
    const [buyer, seller, tenant] = [
      await createEntity(t, { name: 'Comp Buyer Inc.' }),
      await createEntity(t, { name: 'Comp Seller Ltd.' }),
      await createEntity(t, { name: 'Comp Tenant Co.' }),
    ];
    const sale = await t.call('POST', '/api/v1/comps', {
      kind: 'sale',
      address_id: address.uuid.toUpperCase(),
      date_on: '2025-11-03',
      area_sqft: 25_000,
      property_type: 'industrial',
      price: 5_000_000,
      cap_rate: 6.25,
      buyer_id: buyer.uuid,
      seller_id: seller.uuid,
      source: '  CoStar  ',
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    expect(sale.body).toMatchObject({
      kind: 'sale',
      address_id: address.uuid,
      address: '10 Rue Comp, Montréal, QC',
      city: 'Montréal',
      price_per_sqft: 200,
      cap_rate: 6.25,
      buyer_name: 'Comp Buyer Inc.',
      seller_name: 'Comp Seller Ltd.',
      tenant_id: null,
      rent_per_sqft: null,
      source: 'CoStar',
    });
    const lease = await t.call('POST', '/api/v1/comps', {
      kind: 'lease',
      address_id: address.uuid,
      date_on: '2026-02-01',
      area_sqft: 3_200,
      property_type: 'office',
      rent_per_sqft: 24.5,
      tenant_id: tenant.uuid,
      term_months: 60,
      free_rent_months: 4,
    });
    expect(lease.status, JSON.stringify(lease.body)).toBe(201);
    expect(lease.body).toMatchObject({
      tenant_name: 'Comp Tenant Co.',
      price_per_sqft: null,
      term_months: 60,
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/comps/${sale.body.id}/complete`,
      headers: { 'api-key': API_KEY },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(sale.body);

    // A new price or area makes a new price per square foot.
    const put = (id: string, ifMatch: string, payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/comps/${id}`,
        headers: { 'api-key': API_KEY, 'if-match': ifMatch },
        payload: payload as object,
      });
    const edited = await put(sale.body.id, '"1"', { price: 6_000_000, notes: 'Portfolio sale' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.json()).toMatchObject({ price: 6_000_000, price_per_sqft: 240, notes: 'Portfolio sale' });
    const area = await put(sale.body.id, '"2"', { area_sqft: 30_000 });
    expect(area.json()).toMatchObject({ price_per_sqft: 200 });
    const stale = await put(sale.body.id, '"1"', { notes: null });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id: sale.body.id, area_sqft: 30_000 });
    const history = await t.call('GET', `/api/v1/comps/${sale.body.id}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual([
      'update',
      'update',
      'create',
    ]);

    expect((await t.call('DELETE', `/api/v1/comps/${lease.body.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/comps/${lease.body.id}/complete`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/comps/${lease.body.id}`)).status).toBe(404);
    expect((await t.call('PUT', `/api/v1/comps/${lease.body.id}`, { notes: 'x' })).status).toBe(404);
  });

  it('refuses bad input with its message key and writes nothing', async () => {
    const address = await createAddress(t);
    const before = [await rowCount(t, 'comps'), await auditCount(t)];
    const sale = { kind: 'sale', address_id: address.uuid, date_on: '2025-05-05', area_sqft: 1000 };
    const cases: [unknown, Record<string, string>][] = [
      [{ ...sale, property_type: 'office', price: 1, area_sqft: -5 }, { area_sqft: 'comps.val.area' }],
      [{ ...sale, property_type: 'office', price: 1, area_sqft: 0 }, { area_sqft: 'comps.val.area' }],
      [{ ...sale, property_type: 'office', price: -1 }, { price: 'comps.val.price' }],
      [{ ...sale, property_type: 'office', price: 1, cap_rate: 120 }, { cap_rate: 'comps.val.capRate' }],
      [{ ...sale, property_type: 'office' }, { price: 'comps.val.priceRequired' }],
      [{ ...sale, property_type: 'castle', price: 1 }, { property_type: 'comps.val.type' }],
      [{ ...sale, property_type: 'office', price: 1, date_on: '2025-02-30' }, { date_on: 'comps.val.date' }],
      [{ ...sale, property_type: 'office', price: 1, date_on: '2999-01-01' }, { date_on: 'comps.val.date' }],
      [
        { ...sale, property_type: 'office', price: 1, tenant_id: MISSING_UUID },
        { tenant_id: 'comps.val.saleWithout' },
      ],
      [{ ...sale, kind: 'rent', property_type: 'office', price: 1 }, { kind: 'comps.val.kind' }],
      [{ ...sale, kind: 'lease', property_type: 'retail' }, { rent_per_sqft: 'comps.val.rentRequired' }],
      [
        { ...sale, kind: 'lease', property_type: 'retail', rent_per_sqft: -3 },
        { rent_per_sqft: 'comps.val.rent' },
      ],
      [
        {
          ...sale,
          kind: 'lease',
          property_type: 'retail',
          rent_per_sqft: 3,
          term_months: 12,
          free_rent_months: 13,
        },
        { free_rent_months: 'comps.val.freeRentTerm' },
      ],
      [
        { ...sale, kind: 'lease', property_type: 'retail', rent_per_sqft: 3, price: 10 },
        { price: 'comps.val.leaseWithout' },
      ],
      [
        { ...sale, property_type: 'office', price: 1, source: 'x'.repeat(201) },
        { source: 'comps.val.source' },
      ],
      [{ ...sale, property_type: 'office', price: 1, color: 'red' }, {}],
    ];
    for (const [body, keys] of cases) {
      const res = await t.call('POST', '/api/v1/comps', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (Object.keys(keys).length > 0) expect(res.body.error.field_keys, JSON.stringify(body)).toEqual(keys);
    }
    const negative = await t.call('POST', '/api/v1/comps', {
      ...sale,
      property_type: 'office',
      area_sqft: -1,
      price: 1,
    });
    expect(negative.body.error.fields).toEqual({
      area_sqft: 'Area must be more than 0 and at most 100,000,000 square feet',
    });
    const noAddress = await t.call('POST', '/api/v1/comps', {
      ...sale,
      address_id: MISSING_UUID,
      property_type: 'office',
      price: 1,
    });
    expect(noAddress.status).toBe(404);
    expect(noAddress.body.error.message).toBe('Could not find address');
    const noTenant = await t.call('POST', '/api/v1/comps', {
      ...sale,
      kind: 'lease',
      property_type: 'office',
      rent_per_sqft: 20,
      tenant_id: MISSING_UUID,
    });
    expect(noTenant.status).toBe(404);
    expect(noTenant.body.error.message).toBe('Could not find contact');
    // An edit is checked as the comp would be after it; the kind stays.
    const comp = await createComp(t, { address_id: address.uuid });
    const edits: [unknown, number][] = [
      [{ price: null }, 400],
      [{ rent_per_sqft: 12 }, 400],
      [{ kind: 'lease' }, 400],
      [{ area_sqft: -10 }, 400],
      [{ buyer_id: MISSING_UUID }, 404],
      [{ address_id: MISSING_UUID }, 404],
    ];
    for (const [body, status] of edits)
      expect((await t.call('PUT', `/api/v1/comps/${comp.id}`, body)).status, JSON.stringify(body)).toBe(
        status,
      );
    expect([await rowCount(t, 'comps'), await auditCount(t)]).toEqual([before[0]! + 1, before[1]! + 1]);
  });

  it('a merged contact’s and a merged address’s comps are the survivor’s', async () => {
    const [keep, gone] = [await createEntity(t), await createEntity(t)];
    const [here, there] = [await createAddress(t), await createAddress(t)];
    const comp = await createComp(t, { address_id: there.uuid, buyer_id: gone.uuid });
    const merged = await t.call('POST', '/api/v1/entities/merge', { into: keep.uuid, from: [gone.uuid] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const moved = await t.call('POST', '/api/v1/addresses/merge', { into: here.uuid, from: [there.uuid] });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const read = await t.call('GET', `/api/v1/comps/${comp.id}/complete`);
    expect(read.body).toMatchObject({ buyer_id: keep.uuid, address_id: here.uuid });
  });

  it('searches by kind, city, type, area and dates, with the statistics of all found', async () => {
    const laval = await createAddress(t, { address: '1 Boul. Comp, Laval, QC', locality: 'Laval' });
    const montreal = await createAddress(t, { address: '2 Rue Comp, Montréal, QC', locality: 'Montréal' });
    const sale = (date_on: string, area_sqft: number, price: number, fields: object = {}) =>
      createComp(t, {
        address_id: laval.uuid,
        property_type: 'industrial',
        date_on,
        area_sqft,
        price,
        ...fields,
      });
    const a = await sale('2025-03-01', 10_000, 1_000_000); // 100 / sq ft
    const b = await sale('2025-06-01', 20_000, 3_000_000); // 150
    const c = await sale('2025-09-01', 40_000, 5_000_000); // 125
    const d = await sale('2026-01-10', 5_000, 1_000_000); // 200
    await sale('2025-04-01', 10_000, 9_000_000, { property_type: 'office' });
    await sale('2025-04-01', 10_000, 9_000_000, { address_id: montreal.uuid });
    await sale('2024-04-01', 10_000, 9_000_000);
    await sale('2025-04-01', 200_000, 9_000_000);
    const lease = (rent_per_sqft: number) =>
      createComp(t, {
        kind: 'lease',
        address_id: laval.uuid,
        property_type: 'industrial',
        date_on: '2025-05-01',
        area_sqft: 8_000,
        price: undefined,
        rent_per_sqft,
      });
    await lease(12);
    await lease(18);
    await lease(15);

    const search = async (query: string) => {
      const res = await t.call('GET', `/api/v1/comps?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body;
    };
    const filters =
      'kind=sale&city=LAVAL&property_type=industrial&min_sqft=5000&max_sqft=50000&from=2025-01-01';
    const even = await search(`${filters}&to=2026-06-30`);
    expect(even.data.map((x: { id: string }) => x.id)).toEqual([d.id, c.id, b.id, a.id]);
    expect(even.stats).toEqual({ count: 4, median: 137.5, min: 100, max: 200 });
    const odd = await search(`${filters}&to=2025-12-31&limit=1&offset=1`);
    expect(odd).toMatchObject({ offset: 1, data: [{ id: b.id, city: 'Laval' }] });
    expect(odd.stats).toEqual({ count: 3, median: 125, min: 100, max: 150 });
    expect((await search('kind=lease&city=laval')).stats).toEqual({ count: 3, median: 15, min: 12, max: 18 });
    // Without a city (the other plan on SQLite): Montréal's industrial sale of 2025 counts too.
    const anywhere = await search(
      'kind=sale&property_type=industrial&min_sqft=5000&max_sqft=50000&from=2025-01-01&to=2025-10-31',
    );
    expect(anywhere.stats).toEqual({ count: 4, median: 137.5, min: 100, max: 900 });
    expect((await search('kind=lease&property_type=industrial')).stats).toEqual({
      count: 3,
      median: 15,
      min: 12,
      max: 18,
    });
    expect(await search('kind=lease&city=lav')).toEqual({
      data: [],
      offset: 0,
      stats: { count: 0, median: null, min: null, max: null },
    });
    for (const bad of [
      '',
      'kind=rent',
      'kind=sale&min_sqft=-1',
      'kind=sale&min_sqft=9&max_sqft=1',
      'kind=sale&from=2025-13-01',
    ])
      expect((await t.call('GET', `/api/v1/comps?${bad}`)).status, bad).toBe(400);
  });

  it('answers 401 without a credential and 403 to a user without staff access', async () => {
    const visitor = await userWithRole(t, 'visitor.comps@example.com', 'user');
    for (const [method, url] of [
      ['GET', '/api/v1/comps?kind=sale'],
      ['POST', '/api/v1/comps'],
      ['PUT', `/api/v1/comps/${MISSING_UUID}`],
      ['DELETE', `/api/v1/comps/${MISSING_UUID}`],
      ['GET', `/api/v1/comps/${MISSING_UUID}/complete`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t, method, url, body)).status).toBe(401);
      expect((await call(t, method, url, body, { cookie: visitor.cookie })).status).toBe(403);
    }
  });
});

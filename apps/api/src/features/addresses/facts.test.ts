// A building's facts (issue 26, ADR 0040) on both databases: stored, answered and audited like any
// address field; out-of-range values refused with their messages and nothing written; pct_leased
// derived from the rent roll while active leases are in effect today, else the entered value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../shared/days.js';
import { createAddress, createEntity, createLease } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const API = '/api/v1/addresses';

const FACTS = {
  property_type: 'Industrial',
  building_class: 'B',
  year_built: 1987,
  land_area_sqft: 217_800.5,
  parking_spaces: 120,
  zoning: 'I-2 (light industry)',
  for_sale: true,
  asking_price: 4_500_000,
  sale_terms: 'Vendor take-back 20 %\nclosing within 90 days',
};

describe.each(DIALECTS)('property facts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const complete = async (id: string) => {
    const res = await t.call('GET', `${API}/${id}/complete`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('stores, answers and audits the facts like any address field', async () => {
    const made = await t.call('POST', API, { address: '2000 Rue des Faits, Laval, QC', ...FACTS });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject(FACTS);
    expect(await complete(made.body.uuid)).toMatchObject(FACTS);
    const edit = await t.call('PUT', `${API}/${made.body.uuid}`, {
      for_sale: false,
      asking_price: null,
      zoning: '  ',
      year_built: 1988,
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body).toMatchObject({ for_sale: false, asking_price: null, zoning: null, year_built: 1988 });
    // Unchanged values are no change (for_sale is 0/1 in SQLite, compared as a boolean).
    const again = await t.call('PUT', `${API}/${made.body.uuid}`, { for_sale: false, parking_spaces: 120 });
    expect(again.status).toBe(200);
    const history = await t.call('GET', `${API}/${made.body.uuid}/history`);
    expect(history.body.data.map((e: { action: string }) => e.action)).toEqual(['update', 'create']);
    expect(history.body.data[0].changes).toEqual({
      for_sale: { old: true, new: false },
      asking_price: { old: 4_500_000, new: null },
      zoning: { old: 'I-2 (light industry)', new: null },
      year_built: { old: 1987, new: 1988 },
    });
    expect(history.body.data[1].changes).toMatchObject({
      for_sale: { old: null, new: true },
      sale_terms: { old: null, new: FACTS.sale_terms },
    });
    const page = await t.call('GET', `${API}/query?address=${encodeURIComponent('2000 Rue des Faits')}`);
    expect(page.body.data[0]).toMatchObject({ for_sale: false, land_area_sqft: 217_800.5 });
  });

  it('refuses facts out of range with their messages, writing nothing', async () => {
    const year = new Date().getUTCFullYear();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ year_built: 1599 }, 'year_built', 'addresses.val.yearBuilt'],
      [{ year_built: year + 6 }, 'year_built', 'addresses.val.yearBuilt'],
      [{ year_built: 1990.5 }, 'year_built', 'addresses.val.yearBuilt'],
      [{ year_built: '1990' }, 'year_built', 'addresses.val.yearBuilt'],
      [{ land_area_sqft: -1 }, 'land_area_sqft', 'addresses.val.landArea'],
      [{ land_area_sqft: 100_000_001 }, 'land_area_sqft', 'addresses.val.landArea'],
      [{ parking_spaces: -3 }, 'parking_spaces', 'addresses.val.parking'],
      [{ parking_spaces: 2.5 }, 'parking_spaces', 'addresses.val.parking'],
      [{ parking_spaces: 1_000_001 }, 'parking_spaces', 'addresses.val.parking'],
      [{ zoning: 'z'.repeat(51) }, 'zoning', 'addresses.val.zoning'],
      [{ zoning: 'I-2\u0007' }, 'zoning', 'val.control'],
      [{ for_sale: 'yes' }, 'for_sale', 'val.boolean'],
      [{ asking_price: -1 }, 'asking_price', 'addresses.val.askingPrice'],
      [{ asking_price: 1e12 + 1 }, 'asking_price', 'addresses.val.askingPrice'],
      [{ sale_terms: 's'.repeat(501) }, 'sale_terms', 'addresses.val.saleTerms'],
    ];
    const target = await createAddress(t, { address: '2001 Rue des Faits, Laval, QC', ...FACTS });
    const before = [await rowCount(t, 'addresses'), await auditCount(t)];
    for (const [fields, field, key] of cases) {
      for (const [method, url, body] of [
        ['POST', API, { address: '2002 Rue des Faits, Laval, QC', ...fields }],
        ['PUT', `${API}/${target.uuid}`, fields],
      ] as const) {
        const res = await t.call(method, url, body);
        expect(res.status, `${method} ${JSON.stringify(fields)}`).toBe(400);
        expect(res.body.error.field_keys).toEqual({ [field]: key });
      }
    }
    const res = await t.call('POST', API, { address: '2002 Rue des Faits, Laval, QC', year_built: 1500 });
    expect(res.body.error.fields).toEqual({
      year_built: 'Year built must be a whole year from 1600 to five years from now',
    });
    const price = await t.call('PUT', `${API}/${target.uuid}`, { asking_price: -5 });
    expect(price.body.error.fields).toEqual({
      asking_price: 'Asking price must be a number from 0 to 1,000,000,000,000',
    });
    expect([await rowCount(t, 'addresses'), await auditCount(t)]).toEqual(before);
    expect(await complete(target.uuid)).toMatchObject(FACTS);
    // The year built may be five years ahead (a building planned).
    expect((await t.call('PUT', `${API}/${target.uuid}`, { year_built: year + 5 })).status).toBe(200);
  });

  it('derives pct_leased from the leases in effect today, else answers the one entered', async () => {
    const today = dayIn(t.config.timeZone);
    const building = await createAddress(t, { address: '2100 Rue Louée, Laval, QC', pct_leased: 50 });
    const space = (n: number, rba: number) =>
      createAddress(t, {
        address: `2100 Rue Louée #${n}, Laval, QC`,
        parent_address_id: building.uuid,
        rba,
        pct_leased: 10,
      });
    const [s1, s2, s3] = [await space(1, 1000), await space(2, 3000), await space(3, 4000)];
    expect(await complete(building.uuid)).toMatchObject({ pct_leased: 50, pct_leased_from_leases: false });
    const tenant = await createEntity(t);
    const lease = (space_ids: string[], fields: Record<string, unknown> = {}) =>
      createLease(t, { tenant_id: tenant.uuid, space_ids, ...fields });
    // Neither a draft nor a lease that ended yesterday is in effect today.
    await lease([s2.uuid], { status: 'draft', start_on: addDays(today, -30), end_on: addDays(today, 30) });
    await lease([s3.uuid], { start_on: addDays(today, -400), end_on: addDays(today, -1) });
    expect(await complete(building.uuid)).toMatchObject({ pct_leased: 50, pct_leased_from_leases: false });
    await lease([s1.uuid], { start_on: today, end_on: addDays(today, 365) });
    // 1,000 of 8,000 sq ft: the rent roll's occupancy, in percent.
    const roll = await t.call('GET', `${API}/${building.uuid}/rent-roll`);
    expect(roll.body.totals.occupancy).toBe(0.125);
    expect(await complete(building.uuid)).toMatchObject({ pct_leased: 12.5, pct_leased_from_leases: true });
    // A space's own stays as entered: its roll is its building's.
    expect(await complete(s1.uuid)).toMatchObject({ pct_leased: 10, pct_leased_from_leases: false });
    // A third of the area leased reads to the hundredth.
    const other = await createAddress(t, { address: '2200 Rue Louée, Laval, QC', rba: 3000 });
    await lease([other.uuid], { area_sqft: 1000, start_on: addDays(today, -10), end_on: addDays(today, 10) });
    expect(await complete(other.uuid)).toMatchObject({ pct_leased: 33.33, pct_leased_from_leases: true });
    // Without a rentable area the occupancy is unknown: the entered value stands.
    const unknown = await createAddress(t, { address: '2300 Rue Louée, Laval, QC', pct_leased: 75 });
    await lease([unknown.uuid], {
      area_sqft: 500,
      start_on: addDays(today, -10),
      end_on: addDays(today, 10),
    });
    expect(await complete(unknown.uuid)).toMatchObject({ pct_leased: 75, pct_leased_from_leases: false });
  });
});

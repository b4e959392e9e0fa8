// Matching both ways (issue 26) on both databases: who wants a building and its spaces
// (/addresses/{id}/matches) and what fits a contact's requirements (/entities/{id}/matches), each
// fit with its reasons; a requirement failing on one criterion alone (deal, type, size, city,
// rent, price) is no match either way; paging, the type list kept on edit, 400s and 404s.

import type { RequirementCreate } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createAddress, createEntity, createRequirement } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING = '01890a5d-ac96-774b-bcce-b302099a8057';

type Fit = { offer: { address_id: string; offer: string }; why: unknown[] };

describe.each(DIALECTS)('matches on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** A building for sale in `city` (industrial by its free-text type) with three spaces: 12,000
   * sq ft available (its type the building's), 3,000 leased, 2,000 of retail vacant. */
  async function park(city: string, street: string) {
    const place = { locality: city, administrative_area_level_1: 'QC' };
    const building = await createAddress(t, {
      address: `${street}, ${city}, QC`,
      ...place,
      property_type: 'Industrial',
      for_sale: true,
      asking_price: 4_500_000,
    });
    const space = (unit: string, fields: Record<string, unknown>) =>
      createAddress(t, {
        address: `${street} #${unit}, ${city}, QC`,
        ...place,
        parent_address_id: building.uuid,
        ...fields,
      });
    const available = await space('100', {
      rba: 12_000,
      space_status: 'available',
      asking_rent_sqft_year: 18.5,
    });
    const leased = await space('200', { rba: 3_000, space_status: 'leased', asking_rent_sqft_year: 18 });
    const retail = await space('300', {
      rba: 2_000,
      space_status: 'vacant',
      space_use: 'retail',
      asking_rent_sqft_year: 40,
    });
    return { building, available, leased, retail };
  }

  const want = async (entity_id: string, fields: Partial<z.input<typeof RequirementCreate>>) =>
    createRequirement(t, { entity_id, ...fields });

  it('finds who wants a building and its spaces, and what fits each requirement, with why', async () => {
    const { building, available, leased, retail } = await park('Laval', '100 Rue Industrielle');
    const lessee = await createEntity(t, { name: 'Lessee Inc.' });
    const buyer = await createEntity(t, { name: 'Buyer Ltd.' });
    const anyone = await createEntity(t, { name: 'Anything Goes' });
    const lease = await want(lessee.uuid, {
      deal: 'lease',
      property_types: ['industrial', 'flex'],
      min_sqft: 10_000,
      max_sqft: 15_000,
      cities: ['Montréal', 'LAVAL'],
      price_max: 20,
      price_basis: 'rent',
    });
    const buy = await want(buyer.uuid, {
      deal: 'buy',
      property_types: ['industrial'],
      min_sqft: 15_000,
      cities: ['laval'],
      price_max: 5_000_000,
      price_basis: 'price',
    });
    const open = await want(anyone.uuid, { deal: 'lease', cities: ['Laval'] });

    const res = await t.call('GET', `/api/v1/addresses/${building.uuid}/matches`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(
      res.body.data.map(
        (m: { requirement: { id: string }; entity: { name: string }; offer: Fit['offer'] }) => [
          m.requirement.id,
          m.entity.name,
          m.offer.address_id,
          m.offer.offer,
        ],
      ),
    ).toEqual([
      [lease.id, 'Lessee Inc.', available.uuid, 'lease'],
      [buy.id, 'Buyer Ltd.', building.uuid, 'sale'],
      [open.id, 'Anything Goes', available.uuid, 'lease'],
      [open.id, 'Anything Goes', retail.uuid, 'lease'],
    ]);
    const [first, second] = res.body.data;
    expect(first.why).toEqual([
      { code: 'type', value: 'industrial' },
      { code: 'size', value: 12_000 },
      { code: 'city', value: 'LAVAL' },
      { code: 'rent', value: 18.5 },
    ]);
    expect(first.offer).toMatchObject({
      building_id: building.uuid,
      property_type: 'industrial',
      city: 'laval',
      sqft: 12_000,
      asking_rent_sqft_year: 18.5,
    });
    expect(first.requirement).toMatchObject({ entity_id: lessee.uuid, cities: ['Montréal', 'LAVAL'] });
    // The building's area is its spaces' (as …/complete): 17,000 sq ft.
    expect(second.why).toEqual([
      { code: 'type', value: 'industrial' },
      { code: 'size', value: 17_000 },
      { code: 'city', value: 'laval' },
      { code: 'price', value: 4_500_000 },
    ]);
    expect(res.body.data[2].why).toEqual([{ code: 'city', value: 'Laval' }]);
    expect(res.body.data.some((m: { offer: Fit['offer'] }) => m.offer.address_id === leased.uuid)).toBe(
      false,
    );

    // A space answers for itself only; a page of the building's.
    const one = await t.call('GET', `/api/v1/addresses/${available.uuid}/matches`);
    expect(one.body.data.map((m: { requirement: { id: string } }) => m.requirement.id)).toEqual([
      lease.id,
      open.id,
    ]);
    const page = await t.call('GET', `/api/v1/addresses/${building.uuid}/matches?limit=2&offset=1`);
    expect(page.body.offset).toBe(1);
    expect(page.body.data.map((m: { offer: Fit['offer'] }) => m.offer.address_id)).toEqual([
      building.uuid,
      available.uuid,
    ]);

    // What fits, the other way.
    const fits = async (entity: string, qs = '') => {
      const r = await t.call('GET', `/api/v1/entities/${entity}/matches${qs}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    const forLessee = await fits(lessee.uuid);
    expect(forLessee.data).toHaveLength(1);
    expect(forLessee.data[0]).toMatchObject({ requirement: { id: lease.id }, more: false });
    expect(forLessee.data[0].fits).toEqual([{ offer: first.offer, why: first.why }]);
    const forBuyer = await fits(buyer.uuid);
    expect(forBuyer.data[0].fits).toEqual([{ offer: second.offer, why: second.why }]);
    const forAnyone = await fits(anyone.uuid, '?per_requirement=1');
    expect(forAnyone.data[0].fits.map((f: Fit) => f.offer.address_id)).toEqual([available.uuid]);
    expect(forAnyone.data[0].more).toBe(true);
    const all = await fits(anyone.uuid, '?per_requirement=50');
    expect(all.data[0].fits.map((f: Fit) => f.offer.address_id)).toEqual([available.uuid, retail.uuid]);
  });

  it('no match when a single criterion fails, either way', async () => {
    const { building, available } = await park('Terrebonne', '200 Rue du Refus');
    const base = {
      deal: 'lease' as const,
      property_types: ['industrial' as const],
      min_sqft: 10_000,
      max_sqft: 15_000,
      cities: ['Terrebonne'],
      price_max: 20,
      price_basis: 'rent' as const,
    };
    const buying = {
      deal: 'buy' as const,
      property_types: ['industrial' as const],
      cities: ['Terrebonne'],
      price_max: 5_000_000,
      price_basis: 'price' as const,
    };
    const contact = await createEntity(t, { name: 'Picky Tenant' });
    const fitting = await want(contact.uuid, base);
    const fittingBuy = await want(contact.uuid, buying);
    const failing: Record<string, Partial<z.input<typeof RequirementCreate>>> = {
      deal: { ...base, deal: 'buy', price_max: null, price_basis: null },
      type: { ...base, property_types: ['office'] },
      size: { ...base, min_sqft: 13_000 },
      sizeMax: { ...base, min_sqft: null, max_sqft: 11_000 },
      city: { ...base, cities: ['Terrebonne-Ouest', 'Mascouche'] },
      rent: { ...base, price_max: 18 },
      price: { ...buying, price_max: 4_000_000 },
      buyType: { ...buying, property_types: ['land'] },
    };
    const refused: Record<string, string> = {};
    for (const [criterion, fields] of Object.entries(failing))
      refused[criterion] = (await want(contact.uuid, fields)).id;
    const res = await t.call('GET', `/api/v1/addresses/${building.uuid}/matches?limit=100`);
    expect(res.body.data.map((m: { requirement: { id: string } }) => m.requirement.id)).toEqual([
      fitting.id,
      fittingBuy.id,
    ]);
    const other = await t.call('GET', `/api/v1/entities/${contact.uuid}/matches?limit=100`);
    const byId = Object.fromEntries(
      other.body.data.map((m: { requirement: { id: string }; fits: Fit[] }) => [m.requirement.id, m.fits]),
    );
    expect(byId[fitting.id].map((f: Fit) => f.offer.address_id)).toEqual([available.uuid]);
    expect(byId[fittingBuy.id].map((f: Fit) => f.offer.address_id)).toEqual([building.uuid]);
    for (const [criterion, id] of Object.entries(refused)) expect(byId[id], criterion).toEqual([]);

    // Edited to name the space's type, the type list follows: now it fits.
    const edit = await t.call('PUT', `/api/v1/requirements/${refused.type}`, {
      property_types: ['industrial'],
    });
    expect(edit.status).toBe(200);
    const now = await t.call('GET', `/api/v1/addresses/${available.uuid}/matches?limit=100`);
    expect(now.body.data.map((m: { requirement: { id: string } }) => m.requirement.id)).toContain(
      refused.type,
    );
    // A space whose area is unknown fits no stated size.
    const unsized = await createAddress(t, {
      address: '200 Rue du Refus #400, Terrebonne, QC',
      locality: 'Terrebonne',
      parent_address_id: building.uuid,
      space_status: 'available',
      asking_rent_sqft_year: 10,
    });
    expect((await t.call('GET', `/api/v1/addresses/${unsized.uuid}/matches`)).body.data).toEqual([]);
  });

  it('answers 404 for no record and 400 for bad paging', async () => {
    expect((await t.call('GET', `/api/v1/addresses/${MISSING}/matches`)).status).toBe(404);
    expect((await t.call('GET', '/api/v1/addresses/nope/matches')).status).toBe(404);
    const none = await t.call('GET', `/api/v1/entities/${MISSING}/matches`);
    expect(none.status).toBe(404);
    expect(none.body.error.message).toBe('Could not find contact');
    const contact = await createEntity(t);
    expect((await t.call('GET', `/api/v1/entities/${contact.uuid}/matches`)).body).toEqual({
      data: [],
      offset: 0,
    });
    const bad = await t.call('GET', `/api/v1/entities/${contact.uuid}/matches?per_requirement=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field_keys).toEqual({ per_requirement: 'matches.val.perRequirement' });
    const b = await createAddress(t);
    expect((await t.call('GET', `/api/v1/addresses/${b.uuid}/matches?offset=-1`)).status).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/addresses/${b.uuid}/matches` })).statusCode,
    ).toBe(401);
  });
});

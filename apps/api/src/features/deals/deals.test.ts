// Deals (/api/v1/deals) on both databases: CRUD with If-Match, a lease deal's computed value, the
// refusals with nothing written, the list's filters and merges of their contacts and addresses
// (stage moves and playbooks: deal-moves.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/auth.js';
import {
  createAddress,
  createDeal,
  createEntity,
  createRequirement,
  factoryStaff,
  seededPipeline,
} from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('deals on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const put = (url: string, ifMatch: string, payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: { 'api-key': API_KEY, 'if-match': ifMatch }, payload });

  it('creates, reads, edits (If-Match) and deletes a deal', async () => {
    const pipeline = await seededPipeline(t);
    const staff = await factoryStaff(t);
    const address = await createAddress(t, { address: '1 Deal Street, Montréal, QC', locality: 'Montréal' });
    const [seller, lender] = [
      await createEntity(t, { name: 'Seller Co.' }),
      await createEntity(t, { name: 'Lender Bank' }),
    ];
    const created = await t.call('POST', '/api/v1/deals', {
      name: '  1 Deal Street sale ',
      pipeline_id: pipeline.id,
      stage_id: pipeline.stages[1]!.id,
      address_id: address.uuid.toUpperCase(),
      parties: [
        { entity_id: seller.uuid, role: 'seller' },
        { entity_id: lender.uuid, role: 'lender' },
      ],
      value: 4_000_000,
      commission_pct: 2.5,
      splits: [{ staff_id: staff.id, pct: 100 }],
      expected_close_on: '2027-03-31',
      dates: { loi_on: '2026-12-01' },
      owner_id: staff.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      name: '1 Deal Street sale',
      type: 'investment_sale',
      stage_name: 'Listing signed',
      outcome: 'open',
      address_id: address.uuid,
      address: '1 Deal Street, Montréal, QC',
      city: 'Montréal',
      parties: [
        { entity_id: lender.uuid, role: 'lender', name: 'Lender Bank' },
        { entity_id: seller.uuid, role: 'seller', name: 'Seller Co.' },
      ],
      value: 4_000_000,
      value_computed: false,
      commission: 100_000,
      probability: 20,
      probability_overridden: false,
      weighted_commission: 20_000,
      splits: [{ staff_id: staff.id, pct: 100, name: expect.any(String) }],
      dates: { loi_on: '2026-12-01', signed_on: null },
      owner_id: staff.id,
      closed_on: null,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/deals/${id}`,
      headers: { 'api-key': API_KEY },
    });
    expect([read.statusCode, read.headers.etag]).toEqual([200, '"1"']);
    expect(read.json()).toEqual(created.body);

    const edited = await put(`/api/v1/deals/${id}`, '"1"', {
      probability: 60,
      commission_pct: null,
      commission_amount: 90_000,
      parties: [{ entity_id: seller.uuid, role: 'seller' }],
      dates: { signed_on: '2027-01-15' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.json()).toMatchObject({
      probability: 60,
      probability_overridden: true,
      commission: 90_000,
      weighted_commission: 54_000,
      parties: [{ entity_id: seller.uuid }],
      dates: { loi_on: '2026-12-01', signed_on: '2027-01-15' },
    });
    const stale = await put(`/api/v1/deals/${id}`, '"1"', { name: 'Too late' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id, probability: 60 });
    const history = await t.call('GET', `/api/v1/deals/${id}/history`);
    expect(
      history.body.data
        .filter((e: { record_type: string }) => e.record_type === 'deal')
        .map((e: { action: string }) => e.action),
    ).toEqual(['update', 'create']);
    // The lender's history names the deal it was a party of, and its removal.
    const lenders = await t.call('GET', `/api/v1/entities/${lender.uuid}/history`);
    expect(
      lenders.body.data.map((e: { record_type: string; action: string }) => `${e.record_type} ${e.action}`),
    ).toEqual(expect.arrayContaining(['deal_parties delete', 'deal_parties create']));

    expect((await t.call('DELETE', `/api/v1/deals/${id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/deals/${id}`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/deals/${id}/complete`)).status).toBe(404);
    expect((await t.call('PUT', `/api/v1/deals/${id}`, { name: 'x' })).status).toBe(404);
    expect(
      (await t.call('PUT', `/api/v1/deals/${id}/stage`, { stage_id: pipeline.stages[0]!.id })).status,
    ).toBe(404);
  });

  it("computes a lease deal's value from area, rent and term, unless a value is given", async () => {
    const pipeline = await seededPipeline(t, 'landlord_leasing');
    const requirement = await createRequirement(t);
    const deal = await createDeal(t, {
      pipeline_id: pipeline.id,
      stage_id: pipeline.stages[0]!.id,
      requirement_id: requirement.id,
      area_sqft: 5_000,
      rent_sqft_year: 32.5,
      term_months: 66,
      commission_pct: 4,
    });
    // 5,000 × 32.50 × 66 / 12 = 893,750; 4 % of it is 35,750, at Pursuit's 10 %: 3,575.
    expect(deal).toMatchObject({
      type: 'landlord_leasing',
      requirement_id: requirement.id,
      value: 893_750,
      value_computed: true,
      commission: 35_750,
      weighted_commission: 3_575,
    });
    const given = await t.call('PUT', `/api/v1/deals/${deal.id}`, { value: 1_000_000 });
    expect(given.body).toMatchObject({ value: 1_000_000, value_computed: false });
    const back = await t.call('PUT', `/api/v1/deals/${deal.id}`, { value: null, term_months: 120 });
    expect(back.body).toMatchObject({ value: 1_625_000, value_computed: true });
  });

  it('moves a deal to another property and requirement, clears them, and refuses missing ones', async () => {
    const [first, second] = [
      await createAddress(t, { address: '5 First Avenue, Laval, QC', locality: 'Laval' }),
      await createAddress(t, { address: '7 Second Street, Québec, QC', locality: 'Québec' }),
    ];
    const requirement = await createRequirement(t);
    const deal = await createDeal(t, { address_id: first.uuid });
    const moved = await put(`/api/v1/deals/${deal.id}`, '"1"', {
      address_id: second.uuid,
      requirement_id: requirement.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      address_id: second.uuid,
      address: '7 Second Street, Québec, QC',
      city: 'Québec',
      requirement_id: requirement.id,
    });
    const before = [await auditCount(t), moved.headers.etag];
    for (const [body, fieldKeys] of [
      [{ address_id: MISSING_UUID }, { address_id: 'lookup.address' }],
      [{ requirement_id: MISSING_UUID }, { requirement_id: 'lookup.requirement' }],
      [{ name: 'Half', address_id: MISSING_UUID }, { address_id: 'lookup.address' }],
    ] as const) {
      const res = await put(`/api/v1/deals/${deal.id}`, '"2"', body);
      expect(res.statusCode, JSON.stringify([body, res.body])).toBe(404);
      expect(res.json().error.field_keys).toEqual(fieldKeys);
    }
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/v1/deals/${deal.id}`,
      headers: { 'api-key': API_KEY },
    });
    expect([await auditCount(t), unchanged.headers.etag]).toEqual(before);
    expect(unchanged.json()).toMatchObject({ name: deal.name, address_id: second.uuid });
    const cleared = await put(`/api/v1/deals/${deal.id}`, '"2"', { address_id: null, requirement_id: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      address_id: null,
      address: null,
      city: null,
      requirement_id: null,
    });
  });

  it('refuses bad input with its message key and writes nothing', async () => {
    const pipeline = await seededPipeline(t);
    const other = await seededPipeline(t, 'acquisition');
    const staff = await factoryStaff(t);
    const { id: user } = await userWithRole(t, 'not.staff@example.com', 'user');
    const base = {
      name: 'Refused',
      pipeline_id: pipeline.id,
      stage_id: pipeline.stages[0]!.id,
      owner_id: staff.id,
    };
    const lost = pipeline.stages.find((s) => s.outcome === 'lost')!;
    const before = [await rowCount(t, 'deals'), await rowCount(t, 'tasks'), await auditCount(t)];
    const cases: [unknown, number, Record<string, string>][] = [
      [{ ...base, stage_id: other.stages[0]!.id }, 400, { stage_id: 'deals.val.stagePipeline' }],
      [{ ...base, stage_id: MISSING_UUID }, 400, { stage_id: 'deals.val.stagePipeline' }],
      [{ ...base, pipeline_id: MISSING_UUID }, 404, { pipeline_id: 'lookup.pipeline' }],
      [{ ...base, splits: [{ staff_id: staff.id, pct: 60 }] }, 400, { splits: 'deals.val.splitsSum' }],
      [{ ...base, probability: 101 }, 400, { probability: 'deals.val.probability' }],
      [{ ...base, probability: -1 }, 400, { probability: 'deals.val.probability' }],
      [
        { ...base, commission_pct: 3, commission_amount: 10 },
        400,
        { commission_amount: 'deals.val.commissionBoth' },
      ],
      [{ ...base, stage_id: lost.id }, 400, { lost_reason: 'deals.val.lostReason' }],
      [{ ...base, stage_id: lost.id, lost_reason: 'other' }, 400, { lost_note: 'deals.val.lostNote' }],
      [{ ...base, lost_reason: 'price' }, 400, { lost_reason: 'deals.val.lostReasonOpen' }],
      [{ ...base, parties: [{ entity_id: MISSING_UUID, role: 'buyer' }] }, 404, { parties: 'lookup.entity' }],
      [
        { ...base, parties: [{ entity_id: MISSING_UUID, role: 'judge' }] },
        400,
        { 'parties.0.role': 'deals.val.role' },
      ],
      [{ ...base, address_id: MISSING_UUID }, 404, { address_id: 'lookup.address' }],
      [{ ...base, requirement_id: MISSING_UUID }, 404, { requirement_id: 'lookup.requirement' }],
      [{ ...base, owner_id: user }, 400, { owner_id: 'deals.val.owner' }],
      [{ ...base, owner_id: undefined }, 400, { owner_id: 'deals.val.ownerRequired' }],
      [
        { ...base, splits: [{ staff_id: 'nobody', pct: 100 }] },
        400,
        { 'splits.0.staff_id': 'deals.val.splitStaff' },
      ],
      [{ ...base, version: 7 }, 400, { version: 'val.unknownField' }],
      [{ ...base, total_value: 7 }, 400, { total_value: 'val.unknownField' }],
      [{ ...base, dates: { moved_on: '2027-01-01' } }, 400, { 'dates.moved_on': 'val.unknownField' }],
    ];
    for (const [body, status, fieldKeys] of cases) {
      const res = await t.call('POST', '/api/v1/deals', body);
      expect(res.status, JSON.stringify([body, res.body])).toBe(status);
      expect(res.body.error.field_keys, JSON.stringify(body)).toEqual(fieldKeys);
    }
    const deal = await createDeal(t);
    const after = [await rowCount(t, 'deals'), await rowCount(t, 'tasks'), await auditCount(t)];
    for (const [url, body, fieldKeys] of [
      [
        `/api/v1/deals/${deal.id}`,
        { commission_amount: 5, commission_pct: 1 },
        { commission_amount: 'deals.val.commissionBoth' },
      ],
      [`/api/v1/deals/${deal.id}`, { stage_id: pipeline.stages[1]!.id }, { stage_id: 'val.unknownField' }],
      [
        `/api/v1/deals/${deal.id}/stage`,
        { stage_id: other.stages[1]!.id },
        { stage_id: 'deals.val.stagePipeline' },
      ],
      [`/api/v1/deals/${deal.id}/stage`, { stage_id: lost.id }, { lost_reason: 'deals.val.lostReason' }],
      [
        `/api/v1/deals/${deal.id}/stage`,
        { stage_id: lost.id, lost_reason: 'other', lost_note: ' ' },
        { lost_note: 'deals.val.lostNote' },
      ],
      [
        `/api/v1/deals/${deal.id}/stage`,
        { stage_id: pipeline.stages[1]!.id, closed_on: '2026-01-01' },
        { closed_on: 'deals.val.closedOn' },
      ],
    ] as const) {
      const res = await t.call('PUT', url, body);
      expect(res.status, JSON.stringify([body, res.body])).toBe(400);
      expect(res.body.error.field_keys).toEqual(fieldKeys);
    }
    expect([await rowCount(t, 'deals'), await rowCount(t, 'tasks'), await auditCount(t)]).toEqual(after);
    expect(after[0]).toBe(before[0]! + 1);
  });

  it('lists deals by pipeline, stage, owner, property, party, city and close range', async () => {
    const lease = await seededPipeline(t, 'tenant_representation');
    const owner = await userWithRole(t, 'lister@example.com', 'staff');
    const building = await createAddress(t, { address: '9 List Road, Laval, QC', locality: 'Laval' });
    const space = await createAddress(t, {
      address: '9 List Road #200, Laval, QC',
      locality: 'Laval',
      parent_address_id: building.uuid,
    });
    const tenant = await createEntity(t);
    const common = { pipeline_id: lease.id, owner_id: owner.id };
    const a = await createDeal(t, {
      ...common,
      name: 'A',
      stage_id: lease.stages[0]!.id,
      address_id: space.uuid,
      expected_close_on: '2027-05-01',
      parties: [{ entity_id: tenant.uuid, role: 'tenant' }],
    });
    const b = await createDeal(t, {
      ...common,
      name: 'B',
      stage_id: lease.stages[1]!.id,
      address_id: building.uuid,
      expected_close_on: '2027-02-01',
    });
    const c = await createDeal(t, { ...common, name: 'C', stage_id: lease.stages[1]!.id });
    const ids = async (query: string) =>
      (await t.call('GET', `/api/v1/deals?${query}`)).body.data.map((d: { name: string }) => d.name);
    expect(await ids(`owner_id=${owner.id}`)).toEqual(['B', 'A', 'C']);
    expect(await ids(`owner_id=${owner.id}&stage_id=${lease.stages[1]!.id}`)).toEqual(['B', 'C']);
    expect(await ids(`address_id=${building.uuid}`)).toEqual(['B', 'A']);
    expect(await ids(`address_id=${space.uuid}`)).toEqual(['A']);
    expect(await ids(`entity_id=${tenant.uuid}`)).toEqual(['A']);
    expect(await ids(`owner_id=${owner.id}&city=laval`)).toEqual(['B', 'A']);
    expect(await ids(`owner_id=${owner.id}&close_from=2027-03-01&close_to=2027-12-31`)).toEqual(['A']);
    expect(await ids(`pipeline_id=${lease.id}&owner_id=${owner.id}&outcome=open&limit=1&offset=1`)).toEqual([
      'A',
    ]);
    expect([a.id, b.id, c.id]).toHaveLength(3);
    const bad = await t.call('GET', '/api/v1/deals?close_from=2027-05-01&close_to=2027-01-01');
    expect(bad.body.error.field_keys).toEqual({ close_from: 'deals.val.dateRange' });
  });

  it("gives a merged contact's parts in deals to the survivor, and a merged address's deals", async () => {
    const [kept, gone] = [await createEntity(t), await createEntity(t)];
    const [address, duplicate] = [await createAddress(t), await createAddress(t)];
    const one = await createDeal(t, {
      parties: [{ entity_id: gone.uuid, role: 'seller' }],
      address_id: duplicate.uuid,
    });
    const two = await createDeal(t, {
      parties: [
        { entity_id: gone.uuid, role: 'buyer' },
        { entity_id: kept.uuid, role: 'lender' },
      ],
    });
    expect(
      (await t.call('POST', '/api/v1/entities/merge', { into: kept.uuid, from: [gone.uuid], fields: {} }))
        .status,
    ).toBe(200);
    expect(
      (
        await t.call('POST', '/api/v1/addresses/merge', {
          into: address.uuid,
          from: [duplicate.uuid],
          fields: {},
        })
      ).status,
    ).toBe(200);
    const read = async (id: string) => (await t.call('GET', `/api/v1/deals/${id}`)).body;
    expect(await read(one.id)).toMatchObject({
      parties: [{ entity_id: kept.uuid, role: 'seller' }],
      address_id: address.uuid,
    });
    // The survivor was a party already: its own role stays.
    expect((await read(two.id)).parties).toEqual([
      expect.objectContaining({ entity_id: kept.uuid, role: 'lender' }),
    ]);
  });
});

// Leases (/api/v1/leases) and a building's rent roll on both databases: CRUD with If-Match, the
// refusals (dates, buildings, overlaps, amounts) with nothing written, the list's filters, the rent
// roll's figures against hand-computed values, and credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { createAddress, createEntity, createLease } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { auditCount, rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('leases on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** A building with spaces of the given areas. */
  async function building(street: string, areas: number[]) {
    const b = await createAddress(t, { address: `${street}, Montréal, QC`, rba: 99_999 });
    const spaces = [];
    for (const [i, rba] of areas.entries())
      spaces.push(
        await createAddress(t, {
          address: `${street} #${101 + i}, Montréal, QC`,
          parent_address_id: b.uuid,
          rba,
        }),
      );
    return { building: b, spaces };
  }

  it('leases two of three spaces; the rent roll is the hand-computed one', async () => {
    const { building: b, spaces } = await building('500 Rue Bail', [1000, 3000, 2000]);
    const [s1, s2, s3] = spaces.map((s) => s.uuid);
    const [first, second] = [
      await createEntity(t, { name: 'Tenant One Inc.' }),
      await createEntity(t, { name: 'Tenant Two Ltd.' }),
    ];
    const one = await t.call('POST', '/api/v1/leases', {
      tenant_id: first.uuid.toUpperCase(),
      space_ids: [s1],
      start_on: '2025-03-01',
      end_on: '2028-02-29',
      base_rent: 20,
      rent_basis: 'per_sqft_year',
      escalation: { kind: 'fixed', pct: 3 },
      options: [{ kind: 'renewal', notice_on: '2027-08-31', note: '  5 years  ' }],
      deposit: 5000,
      status: 'active',
    });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toMatchObject({
      tenant_id: first.uuid,
      tenant_name: 'Tenant One Inc.',
      spaces: [{ uuid: s1, building_id: b.uuid, rba: 1000 }],
      area_sqft: null,
      leased_sqft: 1000,
      escalation: { kind: 'fixed', pct: 3, note: null },
      steps: [],
      options: [{ kind: 'renewal', notice_on: '2027-08-31', note: '5 years' }],
      deposit: 5000,
    });
    const two = await createLease(t, {
      tenant_id: second.uuid,
      space_ids: [s2!],
      start_on: '2024-07-01',
      end_on: '2031-06-30',
      area_sqft: 2500,
      base_rent: 4800,
      rent_basis: 'per_month',
      steps: [
        { from_on: '2026-01-01', base_rent: 5000 },
        { from_on: '2027-01-01', base_rent: 5500 },
      ],
      escalation: { kind: 'cpi', note: 'CPI Montréal, capped at 4 %' },
    });
    // A draft on the third space counts for nothing.
    await createLease(t, { tenant_id: first.uuid, space_ids: [s3!], status: 'draft' });

    for (const id of [b.uuid, s3]) {
      const res = await t.call('GET', `/api/v1/addresses/${id}/rent-roll?as_of=2026-03-01`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const roll = res.body;
      expect(roll).toMatchObject({ building_id: b.uuid, as_of: '2026-03-01' });
      expect(
        roll.rows.map((r: Record<string, unknown>) => [
          r.space_id,
          r.lease_id,
          r.tenant_name,
          r.area_sqft,
          r.annual_rent,
        ]),
      ).toEqual([
        [s1, one.body.id, 'Tenant One Inc.', 1000, 20_000],
        [s2, two.id, 'Tenant Two Ltd.', 2500, 60_000],
        [s3, null, null, null, null],
      ]);
      expect(roll.totals).toMatchObject({ rentable_sqft: 6000, leased_sqft: 3500, annual_rent: 80_000 });
      expect(roll.totals.occupancy).toBeCloseTo(3500 / 6000, 12);
      // (20,000 × 730 days + 60,000 × 1,947 days) / 365.25 / 80,000
      expect(roll.totals.walt_years).toBeCloseTo(131_420_000 / 29_220_000, 12);
      expect(roll.expiries).toHaveLength(10);
      expect(roll.expiries.filter((e: { sqft: number }) => e.sqft > 0)).toEqual([
        { year: 2028, sqft: 1000, rent: 20_000 },
        { year: 2031, sqft: 2500, rent: 60_000 },
      ]);
    }
    // Later: the first lease has ended, the second is at its 2027 step.
    const later = await t.call('GET', `/api/v1/addresses/${b.uuid}/rent-roll?as_of=2028-03-01`);
    expect(later.body.totals).toMatchObject({ leased_sqft: 2500, annual_rent: 66_000 });
    expect(later.body.totals.walt_years).toBeCloseTo(1216 / 365.25, 12);
    expect((await t.call('GET', `/api/v1/addresses/${MISSING_UUID}/rent-roll`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/addresses/${b.uuid}/rent-roll?as_of=2026-02-30`)).status).toBe(400);
    // Without as_of: today in the firm's zone, whatever it is.
    const today = await t.call('GET', `/api/v1/addresses/${b.uuid}/rent-roll`);
    expect(today.body.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // A space's history names the lease covering it.
    const history = await t.call('GET', `/api/v1/addresses/${s1}/history`);
    expect(history.body.data.some((e: { other: { id: string } | null }) => e.other?.id === one.body.id)).toBe(
      true,
    );
  });

  it('reads, edits with If-Match, lists by building, tenant, status and end, and deletes', async () => {
    const { building: b, spaces } = await building('600 Rue Bail', [1200, 800]);
    const tenant = await createEntity(t);
    const lease = await createLease(t, {
      tenant_id: tenant.uuid,
      space_ids: [spaces[0]!.uuid],
      end_on: '2027-06-30',
    });
    const other = await createLease(t, { space_ids: [spaces[1]!.uuid], end_on: '2029-12-31' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leases/${lease.id}`,
      headers: { 'api-key': API_KEY },
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(lease);
    expect((await t.call('GET', `/api/v1/leases/${lease.id}/complete`)).body).toEqual(lease);

    const put = (ifMatch: string, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/leases/${lease.id}`,
        headers: { 'api-key': API_KEY, 'if-match': ifMatch },
        payload,
      });
    const edited = await put('"1"', { base_rent: 32, notes: 'Renewed terms' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.headers.etag).toBe('"2"');
    expect(edited.json()).toMatchObject({ base_rent: 32, notes: 'Renewed terms' });
    // Only the spaces change: the version rises all the same.
    const moved = await put('"2"', { space_ids: spaces.map((s) => s.uuid).reverse(), status: 'draft' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().spaces).toHaveLength(2);
    const stale = await put('"1"', { notes: null });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().current).toMatchObject({ id: lease.id, base_rent: 32, status: 'draft' });

    const list = async (query: string) => {
      const res = await t.call('GET', `/api/v1/leases?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.map((l: { id: string }) => l.id);
    };
    expect(await list(`address_id=${b.uuid}`)).toEqual([lease.id, other.id]);
    expect(await list(`address_id=${spaces[1]!.uuid}`)).toEqual([lease.id, other.id]);
    expect(await list(`address_id=${b.uuid}&status=active`)).toEqual([other.id]);
    expect(await list(`tenant_id=${tenant.uuid}`)).toEqual([lease.id]);
    expect(await list(`address_id=${b.uuid}&expiring_before=2028-01-01`)).toEqual([lease.id]);
    expect(await list(`address_id=${b.uuid}&limit=1&offset=1`)).toEqual([other.id]);
    expect((await t.call('GET', '/api/v1/leases?expiring_before=soon')).status).toBe(400);

    expect((await t.call('DELETE', `/api/v1/leases/${lease.id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/leases/${lease.id}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/v1/leases/${lease.id}`)).status).toBe(404);
    expect((await t.call('PUT', `/api/v1/leases/${lease.id}`, { notes: 'x' })).status).toBe(404);
    expect(await list(`address_id=${b.uuid}`)).toEqual([other.id]);
  });

  it('refuses bad input with its message key and writes nothing', async () => {
    const { building: b, spaces } = await building('700 Rue Bail', [1000, 1000]);
    const { spaces: elsewhere } = await building('800 Rue Bail', [500]);
    const tenant = await createEntity(t);
    const held = await createLease(t, {
      tenant_id: tenant.uuid,
      space_ids: [spaces[0]!.uuid],
      start_on: '2026-01-01',
      end_on: '2028-12-31',
    });
    const tables = async () => [
      await rowCount(t, 'leases'),
      await rowCount(t, 'lease_spaces'),
      await auditCount(t),
    ];
    const before = await tables();
    const lease = {
      tenant_id: tenant.uuid,
      space_ids: [spaces[1]!.uuid],
      start_on: '2026-01-01',
      end_on: '2030-12-31',
      base_rent: 25,
      rent_basis: 'per_sqft_year',
      status: 'active',
    };
    const cases: [object, Record<string, string>][] = [
      [{ ...lease, end_on: '2025-12-31' }, { end_on: 'leases.val.dateOrder' }],
      [{ ...lease, end_on: lease.start_on }, { end_on: 'leases.val.dateOrder' }],
      [{ ...lease, start_on: '2026-02-30' }, { start_on: 'leases.val.date' }],
      [{ ...lease, base_rent: -1 }, { base_rent: 'leases.val.rent' }],
      [{ ...lease, area_sqft: -5 }, { area_sqft: 'leases.val.area' }],
      [{ ...lease, deposit: -100 }, { deposit: 'leases.val.deposit' }],
      [{ ...lease, escalation: { kind: 'fixed', pct: 120 } }, { 'escalation.pct': 'leases.val.escalation' }],
      [{ ...lease, escalation: { kind: 'fixed', pct: -1 } }, { 'escalation.pct': 'leases.val.escalation' }],
      [{ ...lease, escalation: { kind: 'fixed' } }, { 'escalation.pct': 'leases.val.escalationPct' }],
      [{ ...lease, escalation: { kind: 'rpi', pct: 2 } }, { 'escalation.kind': 'leases.val.escalationKind' }],
      [
        { ...lease, options: [{ kind: 'renewal', notice_on: '2031-06-30' }] },
        { 'options.0.notice_on': 'leases.val.noticeDate' },
      ],
      [
        { ...lease, steps: [{ from_on: '2025-06-01', base_rent: 26 }] },
        { 'steps.0.from_on': 'leases.val.stepDate' },
      ],
      [
        { ...lease, options: [{ kind: 'purchase', notice_on: '2027-01-01' }] },
        { 'options.0.kind': 'leases.val.optionKind' },
      ],
      [{ ...lease, space_ids: [] }, { space_ids: 'leases.val.spaces' }],
      [{ ...lease, space_ids: [spaces[1]!.uuid, spaces[1]!.uuid] }, { space_ids: 'leases.val.spaces' }],
      [{ ...lease, status: 'signed' }, { status: 'leases.val.status' }],
      [{ ...lease, rent_basis: 'per_year' }, { rent_basis: 'leases.val.rentBasis' }],
      [
        { ...lease, space_ids: [spaces[1]!.uuid, elsewhere[0]!.uuid] },
        { space_ids: 'leases.val.oneBuilding' },
      ],
      [{ ...lease, color: 'red' }, { color: 'val.unknownField' }],
    ];
    for (const [body, keys] of cases) {
      const res = await t.call('POST', '/api/v1/leases', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.field_keys, JSON.stringify(body)).toEqual(keys);
    }
    const noTenant = await t.call('POST', '/api/v1/leases', { ...lease, tenant_id: MISSING_UUID });
    expect(noTenant.status).toBe(404);
    expect(noTenant.body.error).toMatchObject({
      message: 'Could not find contact',
      field_keys: { tenant_id: 'lookup.entity' },
    });
    const noSpace = await t.call('POST', '/api/v1/leases', { ...lease, space_ids: [MISSING_UUID] });
    expect(noSpace.status).toBe(404);
    expect(noSpace.body.error.field_keys).toEqual({ space_ids: 'lookup.address' });
    // An active lease on a held space for some of its days: 409 naming the lease holding it.
    const overlap = await t.call('POST', '/api/v1/leases', {
      ...lease,
      space_ids: [spaces[1]!.uuid, spaces[0]!.uuid],
      start_on: '2028-12-31',
    });
    expect(overlap.status, JSON.stringify(overlap.body)).toBe(409);
    expect(overlap.body).toMatchObject({
      error: { code: 'exists', key: 'leases.val.overlap', field_keys: { space_ids: 'leases.val.overlap' } },
      lease_id: held.id,
    });
    expect(await tables()).toEqual(before);

    // A draft may overlap, and so may the day after; a building and its own space are one building.
    for (const body of [
      { ...lease, space_ids: [spaces[0]!.uuid], status: 'draft' },
      { ...lease, space_ids: [spaces[0]!.uuid], start_on: '2029-01-01' },
      { ...lease, space_ids: [b.uuid, spaces[1]!.uuid], status: 'draft' },
    ]) {
      const res = await t.call('POST', '/api/v1/leases', body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    // An edit is checked as the lease would be after it.
    const draft = await createLease(t, {
      space_ids: [spaces[0]!.uuid],
      status: 'draft',
      end_on: '2027-12-31',
    });
    const edits: [object, number][] = [
      [{ end_on: '2025-06-01' }, 400],
      [{ escalation: { kind: 'fixed', pct: 101 } }, 400],
      [{ options: [{ kind: 'termination', notice_on: '2028-06-01' }] }, 400],
      [{ space_ids: [elsewhere[0]!.uuid, spaces[0]!.uuid] }, 400],
      [{ tenant_id: MISSING_UUID }, 404],
      [{ status: 'active' }, 409],
    ];
    const beforeEdits = await tables();
    for (const [body, status] of edits) {
      const res = await t.call('PUT', `/api/v1/leases/${draft.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (status === 409) expect(res.body.lease_id).toBe(held.id);
    }
    expect(await tables()).toEqual(beforeEdits);
  });

  it('a merged tenant’s and a merged space’s leases are the survivor’s', async () => {
    const [keep, gone] = [await createEntity(t), await createEntity(t)];
    const { spaces } = await building('900 Rue Bail', [700]);
    const survivor = await createAddress(t, { address: '901 Rue Bail, Montréal, QC' });
    const lease = await createLease(t, { tenant_id: gone.uuid, space_ids: [spaces[0]!.uuid] });
    expect(
      (await t.call('POST', '/api/v1/entities/merge', { into: keep.uuid, from: [gone.uuid] })).status,
    ).toBe(200);
    const moved = await t.call('POST', '/api/v1/addresses/merge', {
      into: survivor.uuid,
      from: [spaces[0]!.uuid],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const read = await t.call('GET', `/api/v1/leases/${lease.id}`);
    expect(read.body).toMatchObject({ tenant_id: keep.uuid, spaces: [{ uuid: survivor.uuid }] });
  });

  it('answers 401 without a credential', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/leases'],
      ['POST', '/api/v1/leases'],
      ['GET', `/api/v1/leases/${MISSING_UUID}`],
      ['PUT', `/api/v1/leases/${MISSING_UUID}`],
      ['DELETE', `/api/v1/leases/${MISSING_UUID}`],
      ['GET', `/api/v1/addresses/${MISSING_UUID}/rent-roll`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t, method, url, body)).status, `${method} ${url}`).toBe(401);
    }
  });
});

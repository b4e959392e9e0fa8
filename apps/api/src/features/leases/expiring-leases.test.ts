// Leases expiring (ADR 0043) on both databases: GET /leases by an end-day window and the leased
// property's city, use and size; the "leases expiring" dynamic list (tenants of active leases
// ending within 6, 12 or 24 months, by the leased space's city, use and leased area) through the
// lists' own machinery (members, due members, a logged call); refusals with their messages; and
// `lease_dates` kept by each lease write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../shared/days.js';
import { createActivity, createAddress, createEntity, createLease, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('leases expiring on %s', (dialect) => {
  let t: TestApp;
  let today: string;
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};

  /** A space of `use` and `rba` in a new building of `city`, leased to a new tenant. */
  async function leased(
    key: string,
    city: 'Montréal' | 'Laval',
    use: 'office' | 'retail',
    rba: number,
    endIn: number,
    extra: Record<string, unknown> = {},
  ) {
    const street = `${Object.keys(ids).length + 10} Rue ${key}`;
    const building = await createAddress(t, { address: `${street}, ${city}, QC`, locality: city });
    const space = await createAddress(t, {
      address: `${street} #200, ${city}, QC`,
      locality: city,
      subpremise: '200',
      parent_address_id: building.uuid,
      space_use: use,
      rba,
    });
    const tenant = await createEntity(t, { name: `Expiring ${key}` });
    const lease = await createLease(t, {
      tenant_id: tenant.uuid,
      space_ids: [space.uuid],
      start_on: addDays(today, -2000),
      end_on: addDays(today, endIn),
      ...extra,
    });
    ids[key] = lease.id;
    names[key] = tenant.name;
    return { tenant, lease, space };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    today = dayIn(t.config.timeZone);
    const a = await leased('A', 'Montréal', 'office', 2000, 100);
    await leased('B', 'Montréal', 'retail', 5000, 300);
    // Its area is the lease's own, not its space's rba.
    await leased('C', 'Laval', 'office', 10_000, 500, { area_sqft: 3000 });
    await leased('D', 'Montréal', 'office', 2000, 50, { status: 'terminated' });
    // Still marked active, but over.
    await leased('E', 'Montréal', 'office', 2000, -10, { start_on: addDays(today, -900) });
    await leased('F', 'Montréal', 'office', 2000, 1000);
    // A's own address is in Laval: a lease's city is its space's, never the contact's.
    const home = await createAddress(t, { address: '1 Rue Maison, Laval, QC', locality: 'Laval' });
    await link(t, 'addresses_entities', { address_id: home.uuid, entity_id: a.tenant.uuid, role: 'HOME' });
  });
  afterAll(() => t?.close());

  const leases = async (query: string) => {
    const res = await t.call('GET', `/api/v1/leases?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byId = new Map(Object.entries(ids).map(([k, id]) => [id, k]));
    return res.body.data.map((l: { id: string }) => byId.get(l.id));
  };

  it('GET /leases by end window, city, use and leased area, soonest ending first', async () => {
    const year = `status=active&expiring_from=${today}&expiring_before=${addDays(today, 366)}`;
    expect(await leases(year)).toEqual(['A', 'B']);
    expect(await leases(`status=active&expiring_before=${addDays(today, 366)}`)).toEqual(['E', 'A', 'B']);
    expect(await leases(`${year}&city=MONTREAL`)).toEqual(['A', 'B']);
    expect(await leases(`${year}&city=laval`)).toEqual([]);
    expect(await leases(`expiring_from=${today}&city=laval`)).toEqual(['C']);
    expect(await leases('city=montr')).toEqual([]);
    expect(await leases('use=retail')).toEqual(['B']);
    expect(await leases('status=active&use=office&city=montréal')).toEqual(['E', 'A', 'F']);
    expect(await leases('min_sqft=2500&max_sqft=4000')).toEqual(['C']);
    expect(await leases('min_sqft=4000')).toEqual(['B']);
    expect(await leases('max_sqft=2000&status=active')).toEqual(['E', 'A', 'F']);
  });

  it('GET /leases refuses bad filter values with their messages', async () => {
    const cases: [string, Record<string, string>][] = [
      ['use=castle', { use: 'Use must be office, retail, industrial, flex, residential, land or other' }],
      ['min_sqft=lots', { min_sqft: 'Leased area must be a number of square feet from 0 to 100,000,000' }],
      ['max_sqft=-1', { max_sqft: 'Leased area must be a number of square feet from 0 to 100,000,000' }],
      ['min_sqft=5000&max_sqft=100', { min_sqft: 'The minimum leased area cannot be more than the maximum' }],
      ['expiring_from=2026-02-30', { expiring_from: 'Date must be a day (YYYY-MM-DD)' }],
      [`city=${'x'.repeat(300)}`, { city: 'Must be text of at most 255 characters' }],
    ];
    for (const [query, fields] of cases) {
      const res = await t.call('GET', `/api/v1/leases?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields, query).toEqual(fields);
    }
  });

  /** The members of a new dynamic list of these filters, by key. */
  let serial = 0;
  async function members(filters: Record<string, unknown>) {
    const list = await t.call('POST', '/api/v1/lists', {
      name: `Expiring ${++serial}`,
      kind: 'dynamic',
      filters,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(201);
    expect(list.body.filters).toEqual(filters);
    const res = await t.call('GET', `/api/v1/lists/${list.body.id}/members?limit=100`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const byName = new Map(Object.entries(names).map(([k, name]) => [name, k]));
    return res.body.data.map((m: { name: string }) => byName.get(m.name)).sort();
  }

  it('a "leases expiring" list holds the tenants of active leases ending within 6, 12 or 24 months', async () => {
    expect(await members({ lease_expiring_months: 6 })).toEqual(['A']);
    expect(await members({ lease_expiring_months: 12 })).toEqual(['A', 'B']);
    expect(await members({ lease_expiring_months: 24 })).toEqual(['A', 'B', 'C']);
    expect(await members({ lease_expiring_months: 24, lease_city: 'montreal' })).toEqual(['A', 'B']);
    // A lives in Laval: the contact filter `city` finds A, `lease_city` does not.
    expect(await members({ lease_expiring_months: 24, lease_city: 'Laval' })).toEqual(['C']);
    expect(await members({ lease_expiring_months: 24, city: 'Laval' })).toEqual(['A']);
    expect(await members({ lease_expiring_months: 24, lease_use: 'office' })).toEqual(['A', 'C']);
    expect(await members({ lease_expiring_months: 24, lease_min_sqft: 2500 })).toEqual(['B', 'C']);
    expect(await members({ lease_expiring_months: 24, lease_max_sqft: 2500 })).toEqual(['A']);
    expect(
      await members({
        lease_expiring_months: 24,
        lease_min_sqft: 2500,
        lease_max_sqft: 4000,
        lease_use: 'office',
      }),
    ).toEqual(['C']);
    // Without months: every active lease not yet over.
    expect(await members({ lease_city: 'Montréal' })).toEqual(['A', 'B', 'F']);
    // With the contact search's own filters.
    expect(await members({ name: 'expiring b', lease_expiring_months: 24 })).toEqual(['B']);
  });

  it('as a call list: due members, and a logged call moves the next call', async () => {
    const list = await t.call('POST', '/api/v1/lists', {
      name: 'Renewals to call',
      kind: 'dynamic',
      filters: { lease_expiring_months: 12 },
      call_every_days: 30,
    });
    expect(list.status).toBe(201);
    const due = async () =>
      (await t.call('GET', '/api/v1/lists/due?limit=100')).body.data
        .filter((m: { list_id: string }) => m.list_id === list.body.id)
        .map((m: { name: string }) => m.name)
        .sort();
    expect(await due()).toEqual([names.A, names.B]);
    const a = (await t.call('GET', `/api/v1/lists/${list.body.id}/members`)).body.data.find(
      (m: { name: string }) => m.name === names.A,
    );
    await createActivity(t, { kind: 'call', at: new Date().toISOString(), entity_ids: [a.entity_id] });
    expect(await due()).toEqual([names.B]);
    const after = (await t.call('GET', `/api/v1/lists/${list.body.id}/members`)).body.data;
    expect(after.find((m: { name: string }) => m.name === names.A)).toMatchObject({
      last_called_at: today,
      next_call_on: addDays(today, 30),
    });
  });

  it('refuses bad lease filters on a list with their messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ lease_expiring_months: 3 }, { 'filters.lease_expiring_months': 'lists.val.leaseMonths' }],
      [{ lease_expiring_months: '12' }, { 'filters.lease_expiring_months': 'lists.val.leaseMonths' }],
      [{ lease_use: 'castle' }, { 'filters.lease_use': 'val.spaceUse' }],
      [{ lease_min_sqft: -1 }, { 'filters.lease_min_sqft': 'leases.val.sqft' }],
      [{ lease_min_sqft: 10, lease_max_sqft: 5 }, { 'filters.lease_min_sqft': 'leases.val.sqftRange' }],
      [{ lease_city: 'a\u0007b' }, { 'filters.lease_city': 'val.control' }],
    ];
    for (const [filters, keys] of cases) {
      const res = await t.call('POST', '/api/v1/lists', { name: 'Bad', kind: 'dynamic', filters });
      expect(res.status, JSON.stringify(filters)).toBe(400);
      expect(res.body.error.field_keys, JSON.stringify(filters)).toEqual(keys);
    }
    const months = await t.call('POST', '/api/v1/lists', {
      name: 'Bad',
      kind: 'dynamic',
      filters: { lease_expiring_months: 3 },
    });
    expect(months.body.error.fields).toEqual({
      'filters.lease_expiring_months': 'Leases expiring within must be 6, 12 or 24 months',
    });
  });

  it('keeps lease_dates with each write: created, moved, options replaced, deleted', async () => {
    const rows = async (id: string) =>
      (
        await t.database.db
          .selectFrom('lease_dates')
          .select(['date_kind', 'day'])
          .where('lease_id', '=', id)
          .orderBy('date_kind')
          .orderBy('day')
          .execute()
      ).map((r) => `${r.date_kind} ${r.day}`);
    const { lease } = await leased('G', 'Laval', 'retail', 800, 700, {
      options: [
        { kind: 'renewal', notice_on: addDays(today, 400) },
        { kind: 'renewal', notice_on: addDays(today, 400), note: 'the same day twice' },
        { kind: 'termination', notice_on: addDays(today, 200) },
      ],
    });
    expect(await rows(lease.id)).toEqual([
      `end_on ${addDays(today, 700)}`,
      `notice:renewal ${addDays(today, 400)}`,
      `notice:termination ${addDays(today, 200)}`,
    ]);
    const put = (body: object) => t.call('PUT', `/api/v1/leases/${lease.id}`, body);
    expect((await put({ end_on: addDays(today, 750) })).status).toBe(200);
    expect((await put({ options: [{ kind: 'expansion', notice_on: addDays(today, 100) }] })).status).toBe(
      200,
    );
    expect(await rows(lease.id)).toEqual([
      `end_on ${addDays(today, 750)}`,
      `notice:expansion ${addDays(today, 100)}`,
    ]);
    expect((await t.call('DELETE', `/api/v1/leases/${lease.id}`)).status).toBe(204);
    expect(await rows(lease.id)).toEqual([]);
  });
});

// A client's properties and their performance (issue 29), on both databases: exactly the buildings
// their contact and the companies they represent control, each once with its paths and shares;
// occupancy, annual rent, WALT, upcoming expiries and NOI against hand-computed figures, one
// building and the portfolio; another client's building and an unknown id refused alike (403).
import type { Entity } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayIn } from '../../shared/days.js';
import { call } from '../../test/auth.js';
import { clientAccount, clientEmail, type TestClient } from '../../test/clients.js';
import { createAddress, createEntity, createLease, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';
const DAY_MS = 86_400_000;
const YEAR = 365.25;

describe.each(DIALECTS)('client properties and performance on %s', (dialect) => {
  let t: TestApp;
  let today: string;
  const after = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  const ids: Record<string, string> = {};
  let person: Entity;
  let x: Entity;
  let y: Entity;
  let a: TestClient;
  let b: TestClient;

  async function building(street: string, areas: number[], rba: number | null = null) {
    const at = await createAddress(t, { address: `${street}, Montréal, QC`, locality: 'Montréal', rba });
    const spaces: string[] = [];
    for (const [i, area] of areas.entries())
      spaces.push(
        (
          await createAddress(t, {
            address: `${street} #${101 + i}, Montréal, QC`,
            subpremise: String(101 + i),
            parent_address_id: at.uuid,
            rba: area,
          })
        ).uuid,
      );
    return { id: at.uuid, address: at.address, spaces };
  }
  const figure = (address_id: string, year: number, noi: number | null, updated_at: string) =>
    t.database.db
      .insertInto('property_figures')
      .values({ address_id, year, noi, opex: null, taxes: null, created_at: updated_at, updated_at })
      .execute();

  /** Paul (person) owns X (60 %), X is the recorded owner of building 1 (50 %) and Paul owns
   * building 2 (no share); Paul represents Y, which owns building 3 (40 %), and Paul holds one of
   * its spaces (10 %). Bea (client B) owns building 4 only. */
  beforeAll(async () => {
    t = await createTestApp(dialect);
    today = dayIn(t.config.timeZone);
    person = await createEntity(t, { name: 'Paul Investor', is_person: true });
    x = await createEntity(t, { name: 'X Holdings' });
    y = await createEntity(t, { name: 'Y Realty' });
    const bea = await createEntity(t, { name: 'Bea Other', is_person: true });
    await link(t, 'entities_entities', {
      entity_id: person.uuid,
      entity_id2: x.uuid,
      relationship: 'OWNER',
      share: 60,
    });
    const one = await building('100 Rue Client', [1000, 3000]);
    const two = await building('200 Rue Client', [], 2000);
    const three = await building('300 Rue Client', [500, 1500]);
    const four = await building('400 Rue Client', [800]);
    Object.assign(ids, { one: one.id, two: two.id, three: three.id, four: four.id });
    const role = (
      address_id: string,
      entity_id: string,
      role: 'RECORDED_OWNER' | 'OWNER' | 'TRUE_OWNER',
      share?: number,
    ) => link(t, 'addresses_entities', { address_id, entity_id, role, ...(share ? { share } : {}) });
    await role(one.id, x.uuid, 'RECORDED_OWNER', 50);
    await role(one.spaces[1]!, x.uuid, 'TRUE_OWNER');
    await role(two.id, person.uuid, 'OWNER');
    await role(three.id, y.uuid, 'RECORDED_OWNER', 40);
    await role(three.spaces[0]!, person.uuid, 'TRUE_OWNER', 10);
    await role(four.id, bea.uuid, 'OWNER');

    const tenant = await createEntity(t, { name: 'Tenant Co' });
    const lease = (space_ids: string[], fields: object) =>
      createLease(t, { tenant_id: tenant.uuid, space_ids, start_on: after(-365), ...fields });
    // Building 1: $20 × 1,000 sq ft = $20,000 ending in 400 days; $5,000 a month on 2,500 sq ft =
    // $60,000 ending in 1,000 days (beyond 24 months).
    await lease([one.spaces[0]!], { end_on: after(400), base_rent: 20 });
    await lease([one.spaces[1]!], {
      end_on: after(1000),
      area_sqft: 2500,
      base_rent: 5000,
      rent_basis: 'per_month',
    });
    // Building 2, alone: $10 × 2,000 sq ft = $20,000 ending in 100 days.
    await lease([two.id], { end_on: after(100), base_rent: 10 });
    // Building 3: one lease over both spaces, $15 × 2,000 sq ft = $30,000 ending in 200 days.
    await lease(three.spaces, { end_on: after(200), base_rent: 15 });
    // An ended lease counts nowhere.
    await lease([three.spaces[0]!], { start_on: after(-900), end_on: after(-366), base_rent: 99 });
    await lease([four.spaces[0]!], { end_on: after(50), base_rent: 1 });

    await figure(one.id, 2025, 100_000, '2026-02-01T10:00:00.000Z');
    await figure(one.id, 2024, 90_000, '2025-02-01T10:00:00.000Z');
    await figure(three.id, 2025, 50_000, '2026-03-05T09:30:00.000Z');
    await figure(two.id, 2023, null, '2024-01-15T08:00:00.000Z');
    await figure(four.id, 2025, 1_000_000, '2026-01-01T00:00:00.000Z');

    a = await clientAccount(t, clientEmail('paul'), person.uuid, [y.uuid]);
    b = await clientAccount(t, clientEmail('bea'), bea.uuid);
  });
  afterAll(() => t?.close());

  const get = (client: TestClient, url: string) =>
    call(t, 'GET', `/api/v1/client${url}`, undefined, { cookie: client.cookie });
  const step = (e: Entity, share: number | null) => ({ id: e.uuid, name: e.name, share });

  it('shows staff the properties a contact sees, for a document about one of them', async () => {
    const mine = await get(a, '/properties');
    const staff = await t.call('GET', `/api/v1/entities/${person.uuid}/client-properties`);
    expect(staff.status).toBe(200);
    expect(staff.body).toEqual(mine.body);
    // Without a live account, what the contact itself controls (Y is represented only by Paul's account).
    const own = await t.call('GET', `/api/v1/entities/${y.uuid}/client-properties`);
    expect(own.body.data.map((p: { id: string }) => p.id)).toEqual([ids.three]);
    expect((await t.call('GET', `/api/v1/entities/${MISSING_UUID}/client-properties`)).status).toBe(404);
    // A client is refused it, as every CRM route.
    const refused = await call(t, 'GET', `/api/v1/entities/${person.uuid}/client-properties`, undefined, {
      cookie: a.cookie,
    });
    expect(refused.status).toBe(403);
  });

  it('lists exactly the buildings the client controls, each once with its paths and share', async () => {
    const res = await get(a, '/properties');
    expect(res.status).toBe(200);
    expect(res.body.partial).toBe(false);
    expect(res.body.data).toEqual([
      {
        id: ids.one,
        address: '100 Rue Client, Montréal, QC',
        city: 'Montréal',
        property_type: null,
        rba: null,
        // Through X: its role on the building (50 %) wins over its role on a space (one path).
        paths: [{ steps: [step(person, 60), step(x, 50)] }],
        share: 30,
      },
      {
        id: ids.two,
        address: '200 Rue Client, Montréal, QC',
        city: 'Montréal',
        property_type: null,
        rba: 2000,
        paths: [{ steps: [step(person, null)] }],
        share: null,
      },
      {
        id: ids.three,
        address: '300 Rue Client, Montréal, QC',
        city: 'Montréal',
        property_type: null,
        rba: null,
        // Two paths, both recorded: 10 % (a space held directly) + 40 % (through Y).
        paths: [{ steps: [step(person, 10)] }, { steps: [step(y, 40)] }],
        share: 50,
      },
    ]);
    const other = await get(b, '/properties');
    expect(other.body.data.map((p: { id: string }) => p.id)).toEqual([ids.four]);
  });

  it("figures one building's occupancy, rent, WALT, upcoming expiries and NOI", async () => {
    const res = await get(a, `/properties/${ids.one}/performance`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      property: { id: ids.one, address: '100 Rue Client, Montréal, QC' },
      as_of: today,
      rentable_sqft: 4000,
      leased_sqft: 3500,
      occupancy: 0.875,
      annual_rent: 80_000,
      walt_years: expect.any(Number),
      upcoming: [
        { tenant: 'Tenant Co', unit: '101', end_on: after(400), area_sqft: 1000, annual_rent: 20_000 },
      ],
      noi: [
        { year: 2025, noi: 100_000, as_of: '2026-02-01T10:00:00.000Z' },
        { year: 2024, noi: 90_000, as_of: '2025-02-01T10:00:00.000Z' },
      ],
    });
    expect(res.body.walt_years).toBeCloseTo((20_000 * 400 + 60_000 * 1000) / YEAR / 80_000, 9);
  });

  it('puts a lease over two spaces back together among the expiries', async () => {
    const res = await get(a, `/properties/${ids.three}/performance`);
    expect(res.body).toMatchObject({
      rentable_sqft: 2000,
      leased_sqft: 2000,
      occupancy: 1,
      annual_rent: 30_000,
    });
    expect(res.body.walt_years).toBeCloseTo(200 / YEAR, 9);
    expect(res.body.upcoming).toEqual([
      { tenant: 'Tenant Co', unit: '101, 102', end_on: after(200), area_sqft: 2000, annual_rent: 30_000 },
    ]);
  });

  it('totals the portfolio over every building once', async () => {
    const res = await get(a, '/performance');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      as_of: today,
      partial: false,
      rentable_sqft: 8000,
      leased_sqft: 7500,
      occupancy: 0.9375,
      annual_rent: 130_000,
      noi: [
        { year: 2025, noi: 150_000, as_of: '2026-03-05T09:30:00.000Z' },
        { year: 2024, noi: 90_000, as_of: '2025-02-01T10:00:00.000Z' },
        { year: 2023, noi: null, as_of: '2024-01-15T08:00:00.000Z' },
      ],
    });
    // Σ rent × days left: 20,000 × 400 + 60,000 × 1,000 + 20,000 × 100 + 30,000 × 200.
    expect(res.body.walt_years).toBeCloseTo(76_000_000 / YEAR / 130_000, 9);
    expect(
      res.body.upcoming.map((u: { end_on: string; annual_rent: number }) => [u.end_on, u.annual_rent]),
    ).toEqual([
      [after(100), 20_000],
      [after(200), 30_000],
      [after(400), 20_000],
    ]);
    expect(res.body.properties).toEqual([
      {
        id: ids.one,
        address: '100 Rue Client, Montréal, QC',
        occupancy: 0.875,
        annual_rent: 80_000,
        walt_years: expect.any(Number),
      },
      {
        id: ids.two,
        address: '200 Rue Client, Montréal, QC',
        occupancy: 1,
        annual_rent: 20_000,
        walt_years: expect.any(Number),
      },
      {
        id: ids.three,
        address: '300 Rue Client, Montréal, QC',
        occupancy: 1,
        annual_rent: 30_000,
        walt_years: expect.any(Number),
      },
    ]);
    expect(res.body.properties[1].walt_years).toBeCloseTo(100 / YEAR, 9);
  });

  it("refuses another client's building and an unknown id alike (403), showing no figure", async () => {
    for (const id of [ids.four, MISSING_UUID, 'not-an-id']) {
      const res = await get(a, `/properties/${id}/performance`);
      expect([res.status, res.body.error?.key], id).toEqual([403, 'client.err.notYours']);
      expect(JSON.stringify(res.body)).not.toContain('1000000');
    }
    expect((await get(b, `/properties/${ids.one}/performance`)).status).toBe(403);
    expect((await get(b, `/properties/${ids.four}/performance`)).status).toBe(200);
  });

  it('refuses staff on the client routes', async () => {
    for (const url of ['/properties', '/performance', `/properties/${ids.one}/performance`]) {
      const res = await t.call('GET', `/api/v1/client${url}`);
      expect(res.status, url).toBe(401);
    }
  });
});

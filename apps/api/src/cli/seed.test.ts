// The seed's data as the API sees it, on both databases (a small seed through the real loaders):
// counters equal to the rows, buildings with their three spaces summing their area, lease statuses
// and space statuses true on the day, the API's rent roll, lease and comp answers over it, a lease
// written back unchanged writing nothing (its JSON columns are the API's own text, and it overlaps
// no other), the bench's asset scenarios answering, and deals the board, the forecast and a stage
// move read as the seed wrote them.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildingKey } from '../features/places/address-key.js';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { assetScenarios } from './bench-assets.js';
import { prepareMoves } from './bench-deals.js';
import { seedDatabase } from './seed.js';
import { assetSizes, todayUtc } from './seed-assets.js';
import { isoDay } from './seed-data.js';

const N = 2000;
const SIZES = { entities: N, addresses: N, emails: N, numbers: N, links: 3 * N, ...assetSizes(N) };

describe.each(DIALECTS)('seed on %s', (dialect) => {
  let t: TestApp;
  const today = todayUtc();
  const day = isoDay(today);
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await seedDatabase(t.database, SIZES, 42, today);
  }, 120_000);
  afterAll(() => t?.close());

  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.database.db)).rows;

  it('counts each kind in record_counts as many as its rows', async () => {
    for (const kind of ['entities', 'addresses', 'leases', 'comps', 'deals'] as const) {
      const [stored] = await rows(sql<{ n: number }>`SELECT n FROM record_counts WHERE kind = ${kind}`);
      const [counted] = await rows(sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(kind)}`);
      expect(Number(stored!.n), kind).toBe(Number(counted!.n));
    }
    const [leases] = await rows(sql<{ n: number }>`SELECT count(*) AS n FROM leases`);
    expect(Number(leases!.n)).toBeGreaterThan(SIZES.leases * 0.95);
  });

  it('gives each building three spaces of its street and city, its area their sum', async () => {
    const buildings = await rows(sql<{
      uuid: string;
      address_key: string;
      search_city: string;
      rba: number;
      spaces: number;
      area: number;
      keys: string;
      cities: number;
    }>`SELECT b.uuid, b.address_key, b.search_city, b.rba, count(*) AS spaces, sum(s.rba) AS area,
         ${sql.raw(dialect === 'postgres' ? 'string_agg' : 'group_concat')}(s.address_key, ';') AS keys,
         sum(CASE WHEN s.search_city = b.search_city THEN 1 ELSE 0 END) AS cities
       FROM addresses b JOIN addresses s ON s.parent_address_id = b.uuid GROUP BY b.uuid, b.address_key,
         b.search_city, b.rba`);
    expect(buildings).toHaveLength(SIZES.buildings);
    for (const b of buildings) {
      expect(Number(b.spaces)).toBe(3);
      expect(Number(b.cities)).toBe(3);
      expect(Number(b.rba)).toBe(Number(b.area));
      for (const key of b.keys.split(';')) expect(buildingKey(key)).toBe(b.address_key);
    }
  });

  it('marks leases active exactly while in effect, and spaces leased exactly under one', async () => {
    const wrong = await rows(sql<{ id: string }>`SELECT id FROM leases
      WHERE (status = 'active') <> (start_on <= ${day} AND end_on >= ${day})`);
    expect(wrong).toEqual([]);
    const spaces = await rows(sql<{ space_status: string; covered: number }>`SELECT a.space_status,
        (SELECT count(*) FROM lease_spaces ls JOIN leases l ON l.id = ls.lease_id
          WHERE ls.address_id = a.uuid AND l.status = 'active') AS covered
      FROM addresses a WHERE a.parent_address_id IS NOT NULL`);
    for (const s of spaces) expect(Number(s.covered)).toBe(s.space_status === 'leased' ? 1 : 0);
  });

  it("answers a building's rent roll with its spaces and their active leases", async () => {
    const picked = await rows(sql<{ uuid: string; rba: number }>`SELECT b.uuid, b.rba FROM addresses b
      WHERE EXISTS (SELECT 1 FROM addresses s WHERE s.parent_address_id = b.uuid AND s.space_status = 'leased')
      ORDER BY b.seq LIMIT 8`);
    expect(picked).toHaveLength(8);
    for (const b of picked) {
      const roll = await t.call('GET', `/api/v1/addresses/${b.uuid}/rent-roll?as_of=${day}`);
      expect(roll.status, JSON.stringify(roll.body)).toBe(200);
      expect(roll.body.rows).toHaveLength(3);
      expect(roll.body.totals.rentable_sqft).toBe(Number(b.rba));
      expect(roll.body.rows.some((r: { lease_id: string | null }) => r.lease_id)).toBe(true);
      expect(roll.body.totals.annual_rent).toBeGreaterThan(0);
    }
  });

  it('stores leases as the API writes them: written back unchanged, nothing changes', async () => {
    const ids = await rows(sql<{ id: string }>`SELECT id FROM leases
      WHERE status = 'active' AND (steps <> '[]' OR options <> '[]' OR escalation IS NOT NULL) ORDER BY id LIMIT 12`);
    expect(ids.length).toBeGreaterThan(5);
    for (const { id } of ids) {
      const { body: lease } = await t.call('GET', `/api/v1/leases/${id}`);
      const put = await t.call('PUT', `/api/v1/leases/${id}`, {
        tenant_id: lease.tenant_id,
        space_ids: lease.spaces.map((s: { uuid: string }) => s.uuid),
        start_on: lease.start_on,
        end_on: lease.end_on,
        base_rent: lease.base_rent,
        rent_basis: lease.rent_basis,
        escalation: lease.escalation,
        steps: lease.steps,
        options: lease.options,
        status: lease.status,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(put.body.updated_at).toBe(lease.updated_at);
    }
  });

  it("answers the bench's asset scenarios over the seed's data", async () => {
    const cities = ['New York', 'Montréal', 'Toronto', 'Los Angeles'];
    const scenarios = await assetScenarios(t.database, cities);
    expect(scenarios.map((s) => s.paths.length > 0)).toEqual(scenarios.map(() => true));
    for (const scenario of scenarios) {
      for (const path of scenario.paths.slice(0, 3)) {
        const res = await t.call('GET', path);
        // The portfolio rent roll's route is another change's: until it lands, a 404 for the route.
        if (res.status === 404 && res.body.error?.key === 'err.notFound') continue;
        expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
    const sales = await t.call('GET', '/api/v1/comps?kind=sale&city=New%20York');
    expect(sales.body.stats.count).toBeGreaterThan(0);
    expect(sales.body.stats.median).toBeGreaterThan(0);
  });

  it("reaches a building from a chain's top in its portfolio at depth 6", async () => {
    const [scenario] = (await assetScenarios(t.database, [])).filter((s) => s.name.includes('portfolio'));
    const owner = scenario!.paths[0]!.split('/')[4]!;
    const res = await t.call('GET', `/api/v1/entities/${owner}/portfolio?depth=6`);
    expect(res.status).toBe(200);
    const owned = new Set(
      res.body.paths
        .filter((p: { end: string }) => p.end === 'address')
        .map((p: { steps: { to: string }[] }) => p.steps.at(-1)!.to),
    );
    const buildings = await rows(sql<{
      uuid: string;
    }>`SELECT DISTINCT parent_address_id AS uuid FROM addresses
      WHERE parent_address_id IS NOT NULL`);
    expect(buildings.some((b) => owned.has(String(b.uuid)))).toBe(true);
  });

  it("shows each pipeline's deals on its board: every stage's count and its first cards", async () => {
    const pipelines = await rows(sql<{ id: string; n: number }>`SELECT p.id, count(d.id) AS n FROM pipelines p
      LEFT JOIN deals d ON d.pipeline_id = p.id GROUP BY p.id`);
    expect(pipelines).toHaveLength(5);
    const counted = pipelines.reduce((sum, p) => sum + Number(p.n), 0);
    expect(counted).toBe(N / 10);
    for (const p of pipelines) {
      expect(Number(p.n), 'deals in every pipeline').toBeGreaterThan(0);
      const board = await t.call('GET', `/api/v1/pipelines/${p.id}/board?limit=5`);
      expect(board.status, JSON.stringify(board.body)).toBe(200);
      const stages = board.body.stages as {
        outcome: string;
        count: number;
        value: number;
        cards: unknown[];
      }[];
      expect(stages.reduce((sum, s) => sum + s.count, 0)).toBe(Number(p.n));
      for (const s of stages) expect(s.cards).toHaveLength(Math.min(5, s.count));
      // Open, won and lost deals, all with a value.
      for (const outcome of ['open', 'won', 'lost'])
        expect(stages.filter((s) => s.outcome === outcome).some((s) => s.count > 0 && s.value > 0)).toBe(
          true,
        );
    }
  });

  it('forecasts the open deals of the coming months, and closes won and lost ones with their day', async () => {
    const month = day.slice(0, 7);
    const forecast = await t.call('GET', `/api/v1/deals/forecast?from=${month}`);
    expect(forecast.status, JSON.stringify(forecast.body)).toBe(200);
    const forecastCount = forecast.body.months
      .flatMap((m: { by_stage: { count: number }[] }) => m.by_stage)
      .reduce((sum: number, s: { count: number }) => sum + s.count, 0);
    const [open] = await rows(sql<{ n: number }>`SELECT count(*) AS n FROM deals d
      JOIN pipeline_stages s ON s.id = d.stage_id WHERE s.outcome = 'open'
      AND d.expected_close_on >= ${`${month}-01`}`);
    expect(forecastCount).toBeGreaterThan(0);
    // The window is 12 months; a few open deals are expected later than that.
    expect(forecastCount).toBeLessThanOrEqual(Number(open!.n));
    expect(forecastCount).toBeGreaterThan(Number(open!.n) * 0.8);
    const wrong = await rows(sql<{
      id: string;
    }>`SELECT d.id FROM deals d JOIN pipeline_stages s ON s.id = d.stage_id
      WHERE (s.outcome = 'open') = (d.closed_on IS NOT NULL) OR (s.outcome = 'lost') <> (d.lost_reason IS NOT NULL)
        OR d.stage_id <> (SELECT c.to_stage_id FROM deal_stage_changes c WHERE c.deal_id = d.id
          ORDER BY c.at DESC LIMIT 1)`);
    expect(wrong).toEqual([]);
  });

  it("moves a seeded deal to its next stage, making that stage's playbook tasks for its owner", async () => {
    const [move] = await prepareMoves(t.database, 1);
    const res = await t.call('PUT', `/api/v1/deals/${move!.id}/stage`, { stage_id: move!.stage_id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.stage_id).toBe(move!.stage_id);
    const tasks = await t.call('GET', `/api/v1/tasks?assignee_id=${res.body.owner_id}`);
    expect(tasks.status, JSON.stringify(tasks.body)).toBe(200);
    expect(JSON.stringify(tasks.body)).toContain(`Deal: ${res.body.name}`);
  });
});

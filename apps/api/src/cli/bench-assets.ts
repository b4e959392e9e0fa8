// bench:api's asset scenarios (issue 26), each with its target p95 at one connection: a building's
// rent roll, an owner's portfolio rent roll at depth 6, the active leases expiring within 12 months
// in a city, and the comps search with its statistics (sales and leases). Query values come from
// the data (a PRNG of their own, so the other scenarios draw what they drew before).
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
import type { Scenario } from './bench-api.js';
import { addMonths, DAY_MS, isoDay, Random } from './seed-data.js';

const v1 = '/api/v1';
const q = encodeURIComponent;

/** `cities`: localities of addresses drawn from the data (the city scenarios' list). */
export async function assetScenarios(database: Database, cities: string[]): Promise<Scenario[]> {
  const { db } = database;
  const rng = new Random(26);
  const row = await db
    .selectFrom('record_counts')
    .select('n')
    .where('kind', '=', 'addresses')
    .executeTakeFirstOrThrow();
  const seqs = Array.from({ length: 600 }, () => 1 + rng.int(Number(row.n)));
  // Buildings: the drawn addresses that are one or are a space of one (four in five of them).
  const buildings = await sql<{ id: string }>`SELECT DISTINCT coalesce(a.parent_address_id, a.uuid) AS id
    FROM addresses a WHERE a.seq IN (${sql.join(seqs)}) AND (a.parent_address_id IS NOT NULL
      OR EXISTS (SELECT 1 FROM addresses s WHERE s.parent_address_id = a.uuid))`.execute(db);
  // Portfolio owners: the tops of the seed's chains (seed-chains.ts), found by walking up OWNER
  // links from each recorded owner of a building: those 2-5 tiers up that nobody owns, so that a
  // walk of depth 6 from them reaches the building (an address is one tier below its owner).
  const owners = await sql<{ id: string }>`WITH RECURSIVE up(id, tier) AS (
      SELECT l.entity_id, 0 FROM addresses_entities l
       WHERE l.role = 'RECORDED_OWNER'
         AND EXISTS (SELECT 1 FROM addresses s WHERE s.parent_address_id = l.address_id)
      UNION
      SELECT o.entity_id, up.tier + 1 FROM up
        JOIN entities_entities o ON o.entity_id2 = up.id AND o.relationship = 'OWNER'
       WHERE up.tier < 5)
    SELECT DISTINCT up.id FROM up WHERE up.tier >= 2 AND NOT EXISTS (
      SELECT 1 FROM entities_entities o WHERE o.entity_id2 = up.id AND o.relationship = 'OWNER')`.execute(db);
  const draw = (ids: string[]) => {
    const sorted = ids.map(String).sort();
    return Array.from({ length: Math.min(300, sorted.length) }, () => sorted[rng.int(sorted.length)]!);
  };
  const today = Math.floor(Date.now() / DAY_MS);
  const comps = (kind: 'sale' | 'lease') =>
    cities.map(
      (c) =>
        `${v1}/comps?kind=${kind}&city=${q(c)}&property_type=industrial&min_sqft=5000&max_sqft=50000` +
        `&from=${isoDay(addMonths(today, -60))}&to=${isoDay(today)}&limit=25`,
    );
  return [
    {
      name: 'addresses/{id}/rent-roll · a building',
      kind: 'asset',
      target: 30,
      paths: draw(buildings.rows.map((r) => r.id)).map((id) => `${v1}/addresses/${id}/rent-roll`),
    },
    {
      name: 'entities/{id}/rent-roll · portfolio (depth 6)',
      kind: 'asset',
      target: 100,
      paths: draw(owners.rows.map((r) => r.id)).map((id) => `${v1}/entities/${id}/rent-roll?depth=6`),
    },
    {
      name: 'leases · active, expiring within 12 months, one city',
      kind: 'asset',
      target: 50,
      paths: cities.map(
        (c) =>
          `${v1}/leases?expiring_before=${isoDay(addMonths(today, 12))}&city=${q(c)}&status=active&limit=25`,
      ),
    },
    {
      name: 'comps · sales: city, industrial, 5-50k sf, 5 years, with stats',
      kind: 'asset',
      target: 50,
      paths: comps('sale'),
    },
    {
      name: 'comps · leases: city, industrial, 5-50k sf, 5 years, with stats',
      kind: 'asset',
      target: 50,
      paths: comps('lease'),
    },
  ];
}

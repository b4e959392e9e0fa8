// The rent rolls of a set of buildings, read set-based whatever their number: a building's roll
// (rent-roll.ts) is a set of one, a portfolio's (get-portfolio-rent-roll.ts) may hold hundreds. Per
// chunk of buildings, one batch of two queries (one snapshot on SQLite, side by side on
// PostgreSQL): their addresses (the buildings and their spaces), and the active leases in effect on
// the day on any of those, each with every space it covers (for a lease's area from its spaces'
// rba). The arithmetic is rent-roll-figures.ts's.
import { type SqlBool, sql } from 'kysely';
import { type Database, prepared, readQueries } from '../../db/database.js';
import { numberOrNull } from '../../db/rows.js';
import { type BuildingRoll, type RollLease, type RollSpace, rentRollFigures } from './rent-roll-figures.js';

/** Buildings per batch: IN-lists beyond a few hundred values plan slower on both databases (and
 * PostgreSQL caps a statement's parameters at 65,535). */
export const ROLL_CHUNK = 500;
/** `ids` in lists of ROLL_CHUNK at most, for the reads that take them as one parameter list. */
export const rollChunks = <T>(ids: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(ids.length / ROLL_CHUNK) }, (_, i) =>
    ids.slice(i * ROLL_CHUNK, (i + 1) * ROLL_CHUNK),
  );

const PLACE_COLUMNS = ['uuid', 'parent_address_id', 'subpremise', 'address', 'floor', 'rba'] as const;

/** "Suite 2" before "Suite 10". One collator: `localeCompare` with options builds one a call, which
 * cost most of a portfolio of hundreds of buildings. */
export const labelOrder = new Intl.Collator('en', { numeric: true }).compare;
const byLabel = (a: { label: string; uuid: string }, b: { label: string; uuid: string }) =>
  labelOrder(a.label, b.label) || a.uuid.localeCompare(b.uuid);

/** `column IN (ids)`. On PostgreSQL the ids go as one array parameter, unnested in a subquery:
 * lists of hundreds of parameters cost more to parse and plan than the statement takes to run,
 * `= ANY(…)` (what PostgreSQL makes of an IN-list too) was planned as a parallel scan whose workers
 * took longer to start than the lookups (12 ms against 5 at 1M, one connection), and a text that
 * holds no values can be a named statement (`prepared`). SQLite keeps its IN-list (prepared once
 * for a given count: its statements are cached by text). */
export const idIn = (database: Database, column: string, ids: readonly string[]) =>
  database.dialect === 'postgres'
    ? sql<SqlBool>`${sql.ref(column)} IN (SELECT unnest(CAST(${[...ids]} AS uuid[])))`
    : sql<SqlBool>`${sql.ref(column)} IN (${sql.join([...ids])})`;

/** The rolls of the buildings (ids of addresses without a parent; an id not found is left out), in
 * the order given. Each roll's rows are its spaces by label, or the building alone without any. */
export async function readBuildingRolls(
  database: Database,
  buildingIds: readonly string[],
  day: string,
  chunk = ROLL_CHUNK,
): Promise<BuildingRoll[]> {
  const rolls: BuildingRoll[] = [];
  for (let at = 0; at < buildingIds.length; at += chunk)
    rolls.push(...(await readChunk(database, buildingIds.slice(at, at + chunk), day)));
  return rolls;
}

async function readChunk(database: Database, buildingIds: readonly string[], day: string) {
  const { db } = database;
  const ids = [...buildingIds];
  const among = (column: string) => idIn(database, column, ids);
  // Two index lookups joined, not `uuid IN (…) OR parent_address_id IN (…)`: PostgreSQL planned
  // the OR as a scan of the whole table once the list held a few hundred buildings.
  const places = db
    .selectFrom('addresses')
    .select(PLACE_COLUMNS)
    .where(among('uuid'))
    .unionAll(db.selectFrom('addresses').select(PLACE_COLUMNS).where(among('parent_address_id')));
  // The leases on these buildings or their spaces: a lease_spaces row names an existing address
  // (its foreign key), so a building's own id needs no lookup, nor a space's beyond its parent's.
  const covering = db
    .selectFrom('lease_spaces')
    .select('lease_id')
    .where(among('address_id'))
    .unionAll(
      db
        .selectFrom('addresses as p')
        .innerJoin('lease_spaces as x', 'x.address_id', 'p.uuid')
        .select('x.lease_id')
        .where(among('p.parent_address_id')),
    );
  // The leases in effect with every space each covers (those outside these buildings too: its area
  // may be their rba summed), a row a lease and space, by lease then space: one statement, where
  // a query of the leases and another of their spaces each evaluated the leases in effect.
  // Named statements on PostgreSQL (their text holds no values: the ids are one parameter), parsed
  // and planned once a connection: planning them took longer (about 5 ms) than running them.
  const [placeRows, leaseRows] = await readQueries(database, [
    prepared(places.compile()),
    prepared(
      db
        .selectFrom('leases as l')
        .innerJoin('lease_spaces as ls', 'ls.lease_id', 'l.id')
        .innerJoin('addresses as a', 'a.uuid', 'ls.address_id')
        .leftJoin('entities as t', 't.uuid', 'l.tenant_id')
        .select([
          'l.id',
          'l.tenant_id',
          't.name as tenant_name',
          'l.start_on',
          'l.end_on',
          'l.area_sqft',
          'l.base_rent',
          'l.rent_basis',
          'l.steps',
          'ls.address_id',
          'a.rba',
        ])
        .where('l.status', '=', 'active')
        .where('l.start_on', '<=', day)
        .where('l.end_on', '>=', day)
        .where('l.id', 'in', covering)
        .orderBy('l.id')
        .orderBy('ls.address_id')
        .compile(),
    ),
  ]);

  const wanted = new Set(ids);
  const buildings = new Map<string, { label: string; self: RollSpace | null; spaces: RollSpace[] }>();
  const buildingOf = new Map<string, string>();
  for (const p of placeRows) {
    const uuid = String(p.uuid);
    if (buildingOf.has(uuid)) continue;
    const building = wanted.has(uuid) ? uuid : String(p.parent_address_id);
    const entry = buildings.get(building) ?? { label: '', self: null, spaces: [] };
    const space: RollSpace = {
      uuid,
      label: p.subpremise?.trim() || p.address,
      floor: p.floor ?? null,
      rba: numberOrNull(p.rba),
    };
    if (uuid === building) [entry.label, entry.self] = [p.address, space];
    else entry.spaces.push(space);
    buildings.set(building, entry);
    buildingOf.set(uuid, building);
  }

  // Each lease goes to the rolls of the buildings it covers a space of (one, unless a merge of
  // addresses left it over two: ADR 0042), in the order of its id.
  const leasesOf = new Map<string, RollLease[]>();
  const add = (building: string, lease: RollLease) => {
    const list = leasesOf.get(building);
    if (list) list.push(lease);
    else leasesOf.set(building, [lease]);
  };
  const place = (lease: RollLease) => {
    const [first] = lease.space_ids;
    if (lease.space_ids.length === 1 && first !== undefined) {
      const building = buildingOf.get(first);
      if (building !== undefined) add(building, lease);
      return;
    }
    const reached = new Set<string>();
    for (const id of lease.space_ids) {
      const building = buildingOf.get(id);
      if (building !== undefined) reached.add(building);
    }
    for (const building of reached) add(building, lease);
  };
  let lease: (RollLease & { space_ids: string[]; spaces_rba: (number | null)[] }) | undefined;
  for (const r of leaseRows) {
    const id = String(r.id);
    if (lease?.id !== id) {
      if (lease) place(lease);
      lease = {
        id,
        tenant_id: r.tenant_id == null ? null : String(r.tenant_id),
        tenant_name: r.tenant_name ?? null,
        start_on: r.start_on,
        end_on: r.end_on,
        area_sqft: numberOrNull(r.area_sqft),
        base_rent: Number(r.base_rent),
        rent_basis: r.rent_basis,
        steps: JSON.parse(r.steps),
        space_ids: [],
        spaces_rba: [],
      };
    }
    lease.space_ids.push(String(r.address_id));
    lease.spaces_rba.push(numberOrNull(r.rba));
  }
  if (lease) place(lease);

  return ids.flatMap((id): BuildingRoll[] => {
    const building = buildings.get(id);
    if (!building?.self) return [];
    // The building alone when it has no spaces: its own rba is then what is rentable.
    const spaces = building.spaces.length > 0 ? building.spaces.sort(byLabel) : [building.self];
    return [{ id, label: building.label, roll: rentRollFigures(spaces, leasesOf.get(id) ?? [], day) }];
  });
}

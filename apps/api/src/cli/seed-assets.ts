// The seed's buildings, spaces, leases and comps (issue 26, ADRs 0040-0042), planned in memory like
// the links: which addresses are buildings and which their spaces, every space's area, each lease's
// tenant, spaces and dates, each comp's address and date. The row makers (seed-rows.ts,
// seed-asset-rows.ts) draw the rest. Rules the API enforces hold by construction: a lease's spaces
// are of one building, two leases on a space never share a day, a lease is active exactly when
// today falls within it.
import { SPACE_USES } from '@crm/shared';
import { addMonths, cumulative, DAY_MS, Random, uuid7, weighted } from './seed-data.js';

export const SPACES_PER_BUILDING = 3;
/** Of the addresses, a fifth are buildings, each followed by its three spaces (three fifths). */
export const BUILDING_SHARE = 0.2;
/** Two leases per building on average: about two thirds of the spaces were ever leased. */
export const LEASES_PER_BUILDING = 2;
/** One comp for ten addresses. */
export const COMP_SHARE = 0.1;
const LEASE_YEARS = 8;
const COMP_YEARS = 10;

export type SpaceUse = (typeof SPACE_USES)[number];
/** How common each use is among buildings (SPACE_USES order: land is never a building here). */
const USE_CUM = cumulative(
  SPACE_USES.map(
    (u) => ({ office: 35, retail: 25, industrial: 25, flex: 10, residential: 2, land: 0, other: 3 })[u],
  ),
);
/** A space's rentable area by its building's use, in square feet (1,000-40,000 in all). */
const SPACE_RBA: Record<SpaceUse, [number, number]> = {
  office: [1_000, 20_000],
  retail: [1_000, 10_000],
  industrial: [5_000, 40_000],
  flex: [2_000, 15_000],
  residential: [1_000, 5_000],
  land: [1_000, 40_000],
  other: [1_000, 20_000],
};
/** Lease terms in months, the common ones more often. */
const TERMS = [12, 18, 24, 30, 36, 36, 60, 60, 60, 60, 66, 84, 84, 90, 120, 120];

export interface LeasePlan {
  size: number;
  uuid: string[];
  /** Entity index of the tenant (a company). */
  tenant: Int32Array;
  /** Building index. */
  building: Int32Array;
  /** First and last day, as day numbers (days since 1970-01-01, UTC). */
  start: Int32Array;
  end: Int32Array;
  createdMs: Float64Array;
  /** The lease's spaces, address indexes: spaceList[spaceFrom[k]] up to spaceList[spaceFrom[k + 1]]. */
  spaceFrom: Int32Array;
  spaceList: Int32Array;
  /** The lease of each entry of spaceList (lease_spaces rows, in primary-key order). */
  spaceLease: Int32Array;
}

export interface CompPlan {
  size: number;
  uuid: string[];
  sale: Uint8Array;
  address: Int32Array;
  /** Index into SPACE_USES (= the shared PROPERTY_TYPES). */
  type: Uint8Array;
  area: Int32Array;
  day: Int32Array;
  createdMs: Float64Array;
}

export interface AssetPlan {
  /** The day the leases' statuses are of (today, UTC), as a day number. */
  today: number;
  buildings: number;
  /** Address index of each building; its spaces are the next three. */
  buildingAt: Int32Array;
  /** Per address: its building's index (a building's own or its space's), -1 for a plain address. */
  buildingOf: Int32Array;
  /** Per address: 1-3 for a building's spaces, 0 for a building or a plain address. */
  unit: Uint8Array;
  /** Per building: its use, an index into SPACE_USES. */
  use: Uint8Array;
  /** Per address: a space's rba, a building's (the sum of its spaces'); 0 for a plain address. */
  rba: Int32Array;
  /** Per address: 1 when an active lease covers it today. */
  leased: Uint8Array;
  leases: LeasePlan;
  comps: CompPlan;
}

export interface AssetSizes {
  addresses: number;
  buildings: number;
  leases: number;
  comps: number;
}

/** Today as a day number (UTC). */
export const todayUtc = () => Math.floor(Date.now() / DAY_MS);

/** Default shares of the address count (at 1M: 200k buildings, 400k leases, 100k comps). */
export function assetSizes(addresses: number) {
  const buildings = Math.round(addresses * BUILDING_SHARE);
  return { buildings, leases: buildings * LEASES_PER_BUILDING, comps: Math.round(addresses * COMP_SHARE) };
}

/** A day within the last `years` years before `today` (today excluded). */
const dayWithin = (rng: Random, today: number, years: number) =>
  today - 1 - rng.int(Math.floor(years * 365.25));

/** Entities that may be a tenant, buyer or seller: the companies (any contact when none is). */
function companies(isPerson: Uint8Array): Int32Array {
  const list: number[] = [];
  for (let i = 0; i < isPerson.length; i++) if (isPerson[i] === 0) list.push(i);
  if (list.length === 0) for (let i = 0; i < isPerson.length; i++) list.push(i);
  return Int32Array.from(list);
}

/** Orders records by creation time: their UUID v7 then come in insertion order, so the primary-key
 * index is appended to. */
function byCreation(createdMs: number[]): Int32Array {
  return Int32Array.from(createdMs.keys()).sort((a, b) => createdMs[a]! - createdMs[b]! || a - b);
}

export function planAssets(sizes: AssetSizes, isPerson: Uint8Array, seed: number, today: number): AssetPlan {
  const rng = new Random(seed ^ 0xa55e7);
  const n = sizes.addresses;
  // Each building takes four consecutive addresses (itself and its spaces), spread evenly.
  const buildings = Math.max(0, Math.min(sizes.buildings, Math.floor(n / (SPACES_PER_BUILDING + 1))));
  const buildingAt = new Int32Array(buildings);
  const buildingOf = new Int32Array(n).fill(-1);
  const unit = new Uint8Array(n);
  const useOf = new Uint8Array(buildings);
  const rba = new Int32Array(n);
  for (let b = 0; b < buildings; b++) {
    const at = Math.floor((b * n) / buildings);
    buildingAt[b] = at;
    useOf[b] = weighted(rng, USE_CUM);
    const [lo, hi] = SPACE_RBA[SPACE_USES[useOf[b]!]!];
    buildingOf[at] = b;
    for (let s = 1; s <= SPACES_PER_BUILDING; s++) {
      buildingOf[at + s] = b;
      unit[at + s] = s;
      rba[at + s] = rng.between(lo / 100, hi / 100) * 100;
      rba[at]! += rba[at + s]!;
    }
  }
  const firms = companies(isPerson);
  const leased = new Uint8Array(n);
  // No contact, no tenant: no lease.
  const wanted = isPerson.length > 0 ? sizes.leases : 0;
  const leases = planLeases(rng, wanted, { buildingAt, firms, today, leased });
  const comps = planComps(rng, sizes.comps, { n, buildingAt, buildingOf, useOf, rba, today });
  return {
    today,
    buildings,
    buildingAt,
    buildingOf,
    unit,
    use: useOf,
    rba,
    leased,
    leases,
    comps,
  };
}

interface LeaseInput {
  buildingAt: Int32Array;
  firms: Int32Array;
  today: number;
  /** Filled here: the spaces an active lease covers today. */
  leased: Uint8Array;
}

/** About `wanted` leases, one to three per building (two on average). Each takes a free space of
 * its building, the last sometimes two (a lease over two spaces); or, once a space's lease has
 * expired, it follows on that space after a gap, so spaces have a history and none two leases at
 * once. */
function planLeases(rng: Random, wanted: number, { buildingAt, firms, today, leased }: LeaseInput) {
  const buildings = buildingAt.length;
  const rows: {
    tenant: number;
    building: number;
    start: number;
    end: number;
    created: number;
    spaces: number[];
  }[] = [];
  // `wanted` spread evenly over the buildings, then half of them given one more or one fewer: at two
  // a building, ¼ of buildings have one lease, ½ two and ¼ three.
  const perBuilding = buildings > 0 ? wanted / buildings : 0;
  for (let b = 0; b < buildings && perBuilding > 0; b++) {
    let k = Math.round(perBuilding * (b + 1)) - Math.round(perBuilding * b);
    if (k >= 2 && rng.chance(0.5)) k += rng.chance(0.5) ? 1 : -1;
    const at = buildingAt[b]!;
    const free = [1, 2, 3];
    for (let i = free.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [free[i], free[j]] = [free[j]!, free[i]!];
    }
    const lastEnd = [0, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
    for (let i = 0; i < k; i++) {
      const expired = [1, 2, 3].filter(
        (s) => lastEnd[s]! > Number.NEGATIVE_INFINITY && lastEnd[s]! < today - 30,
      );
      let spaces: number[];
      let start: number;
      if (expired.length > 0 && (free.length === 0 || rng.chance(0.35))) {
        // A new tenant after the last one left: 1 day to 6 months later, by today.
        const s = rng.pick(expired);
        spaces = [s];
        start = lastEnd[s]! + 1 + rng.int(Math.min(180, today - lastEnd[s]!));
      } else if (free.length > 0) {
        spaces = [free.pop()!];
        if (i === k - 1 && free.length > 0 && rng.chance(0.2)) spaces.push(free.pop()!);
        start = dayWithin(rng, today, LEASE_YEARS);
      } else break;
      const end = addMonths(start, rng.pick(TERMS)) - 1;
      for (const s of spaces) lastEnd[s] = end;
      spaces.sort((x, y) => x - y);
      rows.push({
        tenant: firms[rng.int(firms.length)]!,
        building: b,
        start,
        end,
        // Entered up to three months before it began.
        created: (start - 1 - rng.int(90)) * DAY_MS + rng.int(DAY_MS),
        spaces: spaces.map((s) => at + s),
      });
      if (start <= today && today <= end) for (const s of spaces) leased[at + s] = 1;
    }
  }
  const order = byCreation(rows.map((r) => r.created));
  const size = rows.length;
  const plan: LeasePlan = {
    size,
    uuid: new Array(size),
    tenant: new Int32Array(size),
    building: new Int32Array(size),
    start: new Int32Array(size),
    end: new Int32Array(size),
    createdMs: new Float64Array(size),
    spaceFrom: new Int32Array(size + 1),
    spaceList: new Int32Array(rows.reduce((sum, r) => sum + r.spaces.length, 0)),
    spaceLease: new Int32Array(rows.reduce((sum, r) => sum + r.spaces.length, 0)),
  };
  let m = 0;
  for (let k = 0; k < size; k++) {
    const r = rows[order[k]!]!;
    plan.uuid[k] = uuid7(r.created, rng);
    plan.tenant[k] = r.tenant;
    plan.building[k] = r.building;
    plan.start[k] = r.start;
    plan.end[k] = r.end;
    plan.createdMs[k] = r.created;
    plan.spaceFrom[k] = m;
    for (const s of r.spaces) {
      plan.spaceList[m] = s;
      plan.spaceLease[m++] = k;
    }
  }
  plan.spaceFrom[size] = m;
  return plan;
}

interface CompInput {
  n: number;
  buildingAt: Int32Array;
  buildingOf: Int32Array;
  useOf: Uint8Array;
  rba: Int32Array;
  today: number;
}

/** Half sales (mostly of whole buildings), half leases (mostly of spaces), over ten years; the
 * property type is the building's use, the area its rba (a plain address's is drawn). */
function planComps(rng: Random, size: number, { n, buildingAt, buildingOf, useOf, rba, today }: CompInput) {
  const count = n > 0 ? size : 0;
  const rows: { sale: boolean; address: number; type: number; area: number; day: number; created: number }[] =
    [];
  for (let k = 0; k < count; k++) {
    const sale = rng.chance(0.5);
    let address: number;
    if (buildingAt.length > 0 && rng.chance(0.7)) {
      const at = buildingAt[rng.int(buildingAt.length)]!;
      address = sale ? at : at + 1 + rng.int(SPACES_PER_BUILDING);
    } else address = rng.int(n);
    const b = buildingOf[address]!;
    const type = b >= 0 ? useOf[b]! : weighted(rng, USE_CUM);
    const [lo, hi] = SPACE_RBA[SPACE_USES[type]!];
    // A plain address's area: a space's range, or up to four times it for a sale (a whole property).
    const area = rba[address]! || rng.between(lo / 100, ((sale ? 4 : 1) * hi) / 100) * 100;
    const day = dayWithin(rng, today, COMP_YEARS);
    // Recorded within two months of the deal, and before today.
    const created = Math.min(day + rng.int(60), today - 1) * DAY_MS + rng.int(DAY_MS);
    rows.push({ sale, address, type, area, day, created });
  }
  const order = byCreation(rows.map((r) => r.created));
  const plan: CompPlan = {
    size: count,
    uuid: new Array(count),
    sale: new Uint8Array(count),
    address: new Int32Array(count),
    type: new Uint8Array(count),
    area: new Int32Array(count),
    day: new Int32Array(count),
    createdMs: new Float64Array(count),
  };
  for (let k = 0; k < count; k++) {
    const r = rows[order[k]!]!;
    plan.uuid[k] = uuid7(r.created, rng);
    plan.sale[k] = r.sale ? 1 : 0;
    plan.address[k] = r.address;
    plan.type[k] = r.type;
    plan.area[k] = r.area;
    plan.day[k] = r.day;
    plan.createdMs[k] = r.created;
  }
  return plan;
}

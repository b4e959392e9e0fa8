// A building's rent roll from its spaces and their active leases, as plain arithmetic (no database),
// so the figures are tested against hand-computed fixtures (rent-roll-figures.test.ts).
// - A lease is shown on a space when it is in effect on `asOf` (start_on ≤ asOf ≤ end_on).
// - Its area is area_sqft, else the sum of its spaces' rba; its base rent the last rent step begun
//   by asOf, else base_rent; its annual rent base × area (per_sqft_year) or base × 12 (per_month).
//   Escalations are noted on the lease, not projected.
// - A lease on several spaces of the roll is shared among them by rba (evenly when one lacks it),
//   so the rows add up to the lease.
// - WALT: Σ(annual rent × years left) / Σ annual rent, years left = whole days from asOf to end_on
//   / 365.25 (actual/365.25, "to the day").
// - A portfolio's roll is its buildings' rows together, its totals and expiries figured over them
//   the same way (portfolioRollFigures).
import type {
  PortfolioRentRoll,
  RentBasis,
  RentRoll,
  RentRollExpiry,
  RentRollRow,
  RentRollTotals,
} from '@crm/shared';

/** A roll's rows, totals and expiries, whatever it is of. */
export type RollFigures = Pick<RentRoll, 'rows' | 'totals' | 'expiries'>;

export interface RollSpace {
  uuid: string;
  label: string;
  floor: string | null;
  rba: number | null;
}

export interface RollLease {
  id: string;
  tenant_id: string | null;
  tenant_name: string | null;
  start_on: string;
  end_on: string;
  area_sqft: number | null;
  base_rent: number;
  rent_basis: RentBasis;
  steps: readonly { from_on: string; base_rent: number }[];
  /** Every space it covers (those outside the roll are not shared into it). */
  space_ids: readonly string[];
  /** The rba of each space it covers, for its area when area_sqft is null. */
  spaces_rba: readonly (number | null)[];
}

const DAY_MS = 86_400_000;
export const DAYS_A_YEAR = 365.25;
/** The calendar years the expiries cover, from as_of's. */
export const EXPIRY_YEARS = 10;

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The base rent in effect on a day: the last step begun by then, else the lease's own. */
export function rentOn(lease: Pick<RollLease, 'base_rent' | 'steps'>, day: string): number {
  let rent = lease.base_rent;
  let since = '';
  for (const step of lease.steps)
    if (step.from_on <= day && step.from_on >= since) [rent, since] = [step.base_rent, step.from_on];
  return rent;
}

/** The lease's area: as entered, else the sum of its spaces' rba (null when none has one). */
export function leaseArea(lease: Pick<RollLease, 'area_sqft' | 'spaces_rba'>): number | null {
  if (lease.area_sqft != null) return lease.area_sqft;
  const known = lease.spaces_rba.filter((r): r is number => r != null);
  return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
}

/** A year's rent: per_sqft_year × area (null without an area), or per_month × 12. */
export function annualRent(lease: RollLease, day: string): number | null {
  const base = rentOn(lease, day);
  if (lease.rent_basis === 'per_month') return base * 12;
  const area = leaseArea(lease);
  return area == null ? null : base * area;
}

const sum = (values: readonly (number | null)[]) => values.reduce<number>((a, v) => a + (v ?? 0), 0);

/** A row: the space, and its lease's part (area and rent) when leased. One literal of every field:
 * spreading partial objects cost most of a roll's arithmetic (V8 clones each). */
const rowOf = (
  space: RollSpace,
  lease?: RollLease,
  area: number | null = null,
  rent: number | null = null,
): RentRollRow => ({
  space_id: space.uuid,
  label: space.label,
  floor: space.floor,
  rba: space.rba,
  lease_id: lease?.id ?? null,
  tenant_id: lease?.tenant_id ?? null,
  tenant_name: lease?.tenant_name ?? null,
  start_on: lease?.start_on ?? null,
  end_on: lease?.end_on ?? null,
  area_sqft: area,
  annual_rent: rent,
  rent_per_sqft: rent != null && area ? rent / area : null,
});

/** The rows, totals and expiries of a roll of `spaces` (a building's spaces, or the building alone)
 * whose active leases are `leases`, on `asOf`. */
export function rentRollFigures(
  spaces: readonly RollSpace[],
  leases: readonly RollLease[],
  asOf: string,
): RollFigures {
  // A portfolio figures hundreds of rolls a request: each allocates little (one map of its spaces,
  // plain loops), which the garbage collector would otherwise pay for.
  const rbaOf = new Map<string, number | null>();
  for (const s of spaces) rbaOf.set(s.uuid, s.rba);
  const bySpace = new Map<string, RollLease>();
  for (const lease of leases)
    if (lease.start_on <= asOf && asOf <= lease.end_on)
      for (const id of lease.space_ids) if (rbaOf.has(id)) bySpace.set(id, lease);
  /** The part of a lease on one space: by rba among its spaces in the roll, evenly when one lacks it. */
  const share = (lease: RollLease, spaceId: string) => {
    // Its one space, in the roll: the whole of it (x / x and 1 / 1 are both 1).
    if (lease.space_ids.length === 1) return 1;
    const here = lease.space_ids.filter((id) => rbaOf.has(id));
    const rbas = here.map((id) => rbaOf.get(id) ?? null);
    const total = sum(rbas);
    if (rbas.some((r) => r == null || r <= 0) || total <= 0) return 1 / here.length;
    return (rbaOf.get(spaceId) ?? 0) / total;
  };
  const rows = spaces.map((space) => {
    const lease = bySpace.get(space.uuid);
    if (!lease) return rowOf(space);
    const part = share(lease, space.uuid);
    const area = leaseArea(lease);
    const rent = annualRent(lease, asOf);
    return rowOf(space, lease, area == null ? null : area * part, rent == null ? null : rent * part);
  });
  let rentable: number | null = null;
  for (const s of spaces) if (s.rba != null) rentable = (rentable ?? 0) + s.rba;
  return { rows, totals: rollTotals(rows, rentable, asOf), expiries: expiriesOf(rows, asOf) };
}

type RollRow = Pick<RentRollRow, 'end_on' | 'area_sqft' | 'annual_rent'>;

/** Leased area, annual rent, occupancy (leased ÷ rentable, null when rentable is unknown or 0) and
 * WALT (Σ rent × years left ÷ Σ rent, null without rent) of a roll's rows, whatever building each
 * is of: a portfolio's are its buildings' rows together. */
export function rollTotals(rows: readonly RollRow[], rentable: number | null, asOf: string): RentRollTotals {
  // One pass, as_of parsed once: a portfolio's totals run over thousands of rows. The sums add in
  // the rows' order as before, so the figures are the same to the last bit.
  const from = Date.parse(`${asOf}T00:00:00Z`);
  let leased = 0;
  let annual = 0;
  let weighted = 0;
  for (const r of rows) {
    leased += r.area_sqft ?? 0;
    annual += r.annual_rent ?? 0;
    if (r.end_on && r.annual_rent) {
      const days = Math.round((Date.parse(`${r.end_on}T00:00:00Z`) - from) / DAY_MS);
      weighted += r.annual_rent * (Math.max(0, days) / DAYS_A_YEAR);
    }
  }
  return {
    rentable_sqft: rentable,
    leased_sqft: leased,
    occupancy: rentable ? leased / rentable : null,
    annual_rent: annual,
    walt_years: annual > 0 ? weighted / annual : null,
  };
}

/** The EXPIRY_YEARS calendar years from as_of's, each with the area and rent of the rows whose
 * lease ends in it. */
export function expiriesOf(rows: readonly RollRow[], asOf: string): RentRollExpiry[] {
  const firstYear = Number(asOf.slice(0, 4));
  const years: RentRollExpiry[] = [];
  for (let i = 0; i < EXPIRY_YEARS; i++) years.push({ year: firstYear + i, sqft: 0, rent: 0 });
  for (const r of rows) {
    const expiring = r.end_on ? years[Number(r.end_on.slice(0, 4)) - firstYear] : undefined;
    if (!expiring) continue;
    expiring.sqft += r.area_sqft ?? 0;
    expiring.rent += r.annual_rent ?? 0;
  }
  return years;
}

/** A building's roll, named, for a portfolio. */
export interface BuildingRoll {
  id: string;
  label: string;
  roll: RollFigures;
}

/** A portfolio's roll from its buildings' (each counted whole: the data holds no ownership shares):
 * each row tagged with its building, each building's own totals, and totals over every row —
 * rentable the sum of the buildings' known ones (null when none is), WALT weighted by rent across
 * buildings, expiries by year over all. */
export function portfolioRollFigures(
  buildings: readonly BuildingRoll[],
  asOf: string,
): Pick<PortfolioRentRoll, 'buildings' | 'rows' | 'totals' | 'expiries'> {
  const rows = buildings.flatMap(({ id, label, roll }) =>
    roll.rows.map((row) => ({ ...row, building_id: id, building_label: label })),
  );
  return {
    buildings: buildings.map(({ id, label, roll }) => ({ id, label, ...roll.totals })),
    rows,
    totals: rollTotals(rows, rentableOf(buildings), asOf),
    expiries: expiriesOf(rows, asOf),
  };
}

/** A portfolio's totals alone (what a client's figures show): over its buildings' rows as they
 * are, not copied to be tagged with their building. */
export const portfolioTotals = (buildings: readonly BuildingRoll[], asOf: string): RentRollTotals =>
  rollTotals(
    buildings.flatMap((b) => b.roll.rows),
    rentableOf(buildings),
    asOf,
  );

/** The buildings' rentable areas summed, null when none has one. */
function rentableOf(buildings: readonly BuildingRoll[]): number | null {
  const known = buildings.map((b) => b.roll.totals.rentable_sqft).filter((r): r is number => r != null);
  return known.length === 0 ? null : sum(known);
}

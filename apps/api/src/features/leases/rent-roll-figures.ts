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
import type { RentBasis, RentRoll, RentRollExpiry, RentRollRow } from '@crm/shared';

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

const rowOf = (space: RollSpace) => ({
  space_id: space.uuid,
  label: space.label,
  floor: space.floor,
  rba: space.rba,
});

/** The rows, totals and expiries of a roll of `spaces` (a building's spaces, or the building alone)
 * whose active leases are `leases`, on `asOf`. */
export function rentRollFigures(
  spaces: readonly RollSpace[],
  leases: readonly RollLease[],
  asOf: string,
): Omit<RentRoll, 'building_id' | 'as_of'> {
  const inRoll = new Set(spaces.map((s) => s.uuid));
  const rbaOf = new Map(spaces.map((s) => [s.uuid, s.rba]));
  const current = leases.filter((l) => l.start_on <= asOf && asOf <= l.end_on);
  const bySpace = new Map<string, RollLease>();
  for (const lease of current) for (const id of lease.space_ids) if (inRoll.has(id)) bySpace.set(id, lease);
  /** The part of a lease on one space: by rba among its spaces in the roll, evenly when one lacks it. */
  const share = (lease: RollLease, spaceId: string) => {
    const here = lease.space_ids.filter((id) => inRoll.has(id));
    const rbas = here.map((id) => rbaOf.get(id) ?? null);
    const total = sum(rbas);
    if (rbas.some((r) => r == null || r <= 0) || total <= 0) return 1 / here.length;
    return (rbaOf.get(spaceId) ?? 0) / total;
  };
  const years = new Map<number, { sqft: number; rent: number }>();
  const firstYear = Number(asOf.slice(0, 4));
  for (let y = firstYear; y < firstYear + EXPIRY_YEARS; y++) years.set(y, { sqft: 0, rent: 0 });
  let weighted = 0;
  const rows: RentRollRow[] = spaces.map((space) => {
    const lease = bySpace.get(space.uuid);
    const vacant = { lease_id: null, tenant_id: null, tenant_name: null, start_on: null, end_on: null };
    if (!lease)
      return { ...rowOf(space), ...vacant, area_sqft: null, annual_rent: null, rent_per_sqft: null };
    const part = share(lease, space.uuid);
    const area = leaseArea(lease);
    const rent = annualRent(lease, asOf);
    const [rowArea, rowRent] = [area == null ? null : area * part, rent == null ? null : rent * part];
    weighted += (rowRent ?? 0) * (Math.max(0, daysBetween(asOf, lease.end_on)) / DAYS_A_YEAR);
    const expiring = years.get(Number(lease.end_on.slice(0, 4)));
    if (expiring) {
      expiring.sqft += rowArea ?? 0;
      expiring.rent += rowRent ?? 0;
    }
    return {
      ...rowOf(space),
      lease_id: lease.id,
      tenant_id: lease.tenant_id,
      tenant_name: lease.tenant_name,
      start_on: lease.start_on,
      end_on: lease.end_on,
      area_sqft: rowArea,
      annual_rent: rowRent,
      rent_per_sqft: rowRent != null && rowArea ? rowRent / rowArea : null,
    };
  });
  const rentable = spaces.some((s) => s.rba != null) ? sum(spaces.map((s) => s.rba)) : null;
  const leased = sum(rows.map((r) => r.area_sqft));
  const annual = sum(rows.map((r) => r.annual_rent));
  const expiries: RentRollExpiry[] = [...years].map(([year, v]) => ({ year, ...v }));
  return {
    rows,
    totals: {
      rentable_sqft: rentable,
      leased_sqft: leased,
      occupancy: rentable ? leased / rentable : null,
      annual_rent: annual,
      walt_years: annual > 0 ? weighted / annual : null,
    },
    expiries,
  };
}

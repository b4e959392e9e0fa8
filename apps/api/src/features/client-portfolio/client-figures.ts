// The figures a client reads of one building or of all theirs (issue 29), as plain arithmetic over
// the buildings' rent rolls (leases/rent-roll-figures.ts: occupancy, annual rent and WALT figured
// the same way as the staff's portfolio roll) and their yearly figures (property_figures).
import type { ClientExpiry, ClientFigures, ClientNoiYear } from '@crm/shared';
import { type BuildingRoll, portfolioTotals } from '../leases/rent-roll-figures.js';

/** A stored year of a building's figures, as read. */
export interface FigureRow {
  address_id: string;
  year: number;
  noi: number | null;
  /** ISO time the year was last entered. */
  updated_at: string;
}

/** How far ahead a lease's end is "upcoming". */
export const UPCOMING_MONTHS = 24;

/** The day `months` after a YYYY-MM-DD (a 29 February kept as written: only compared as text). */
export function monthsAfter(day: string, months: number): string {
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months];
  const year = y + Math.floor(m / 12);
  return `${year}-${String((m % 12) + 1).padStart(2, '0')}-${day.slice(8, 10)}`;
}

/** The figures over `buildings` (each counted whole) on `asOf`: a single building's, or a
 * portfolio's totals when there are several. */
export function clientFigures(
  buildings: readonly BuildingRoll[],
  figures: readonly FigureRow[],
  asOf: string,
): ClientFigures {
  return {
    as_of: asOf,
    ...portfolioTotals(buildings, asOf),
    upcoming: upcomingExpiries(buildings, asOf),
    noi: noiByYear(figures),
  };
}

/** The leases in effect that end within UPCOMING_MONTHS of as_of, soonest first: one entry a lease
 * of a building (its rows on several spaces put back together), its units named together. */
export function upcomingExpiries(buildings: readonly BuildingRoll[], asOf: string): ClientExpiry[] {
  const until = monthsAfter(asOf, UPCOMING_MONTHS);
  const leases = new Map<string, ClientExpiry>();
  for (const { id, roll } of buildings)
    for (const r of roll.rows) {
      if (!r.lease_id || !r.end_on || r.end_on > until) continue;
      const key = `${id}/${r.lease_id}`;
      const seen = leases.get(key);
      if (!seen) {
        leases.set(key, {
          tenant: r.tenant_name,
          unit: r.label,
          end_on: r.end_on,
          area_sqft: r.area_sqft,
          annual_rent: r.annual_rent,
        });
        continue;
      }
      seen.unit = `${seen.unit}, ${r.label}`;
      seen.area_sqft = addKnown(seen.area_sqft, r.area_sqft);
      seen.annual_rent = addKnown(seen.annual_rent, r.annual_rent);
    }
  return [...leases.values()].sort(
    (a, b) =>
      compare(a.end_on, b.end_on) || compare(a.tenant ?? '', b.tenant ?? '') || compare(a.unit, b.unit),
  );
}

// Plain comparison: localeCompare builds a collator a call, which a portfolio's thousands of leases
// would pay each comparison; days sort as text, names only need a stable order here.
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const addKnown = (a: number | null, b: number | null) => (a == null ? b : b == null ? a : a + b);

/** NOI by year, latest first, summed over the buildings that have that year (null when none of
 * them entered an amount), dated by the latest entry among them. */
export function noiByYear(figures: readonly FigureRow[]): ClientNoiYear[] {
  const years = new Map<number, ClientNoiYear>();
  for (const f of figures) {
    const seen = years.get(f.year);
    if (!seen) years.set(f.year, { year: f.year, noi: f.noi, as_of: f.updated_at });
    else {
      seen.noi = addKnown(seen.noi, f.noi);
      if (f.updated_at > seen.as_of) seen.as_of = f.updated_at;
    }
  }
  return [...years.values()].sort((a, b) => b.year - a.year);
}

// The seed's rows for buildings and their spaces (the address columns of ADR 0040), leases with
// their spaces (ADR 0042) and comps (ADR 0041), from the plan of seed-assets.ts. JSON columns are
// written as the API writes them (features/leases/lease-spec.ts: the parsed schema's keys in order,
// absent notes and percentages as null); a sale's price per square foot as comp-spec.ts derives it.
import { SPACE_USES } from '@crm/shared';
import { derivedColumns } from '../features/addresses/address-spec.js';
import { pricePerSqft } from '../features/comps/comp-spec.js';
import { SPACES_PER_BUILDING, type SpaceUse } from './seed-assets.js';
import {
  type AddressParts,
  CITIES,
  CITY_CUM,
  DAY_MS,
  iso,
  isoDay,
  list,
  type Random,
  streetAddress,
  weighted,
  withUnit,
} from './seed-data.js';
import type { Plan, Row } from './seed-plan.js';

type Derived = ReturnType<typeof derivedColumns>;
const round = (v: number, step: number) => Math.round(v / step) * step;
const between = (rng: Random, [lo, hi]: readonly [number, number]) => lo + rng.next() * (hi - lo);

/** Yearly base rent per square foot by use (8-45 in all). */
const RENT: Record<SpaceUse, [number, number]> = {
  office: [20, 45],
  retail: [15, 40],
  industrial: [8, 16],
  flex: [10, 22],
  residential: [12, 30],
  land: [8, 12],
  other: [10, 30],
};
/** Sale price per square foot by use. */
const PRICE: Record<SpaceUse, [number, number]> = {
  office: [150, 600],
  retail: [120, 500],
  industrial: [60, 220],
  flex: [80, 260],
  residential: [150, 450],
  land: [10, 80],
  other: [80, 300],
};
/** The address's own property type (free text) of a building of each use. */
const PROPERTY_TYPE: Record<SpaceUse, string> = {
  office: 'Office',
  retail: 'Retail',
  industrial: 'Industrial',
  flex: 'Flex',
  residential: 'Multifamily',
  land: 'Land',
  other: 'Mixed Use',
};
const LEASE_NOTES = list(`Renewed once, Tenant pays utilities, Triple net, Gross lease, Signage rights,
  Parking: 3 stalls per 1000 sf, Subleased in part, Guarantor: parent company`);
const COMP_SOURCES = list('CoStar, Broker, Public record, Owner, Appraisal, Press release');
const CPI_NOTES = [null, 'CPI, capped at 4%', 'CPI, floor 2%, cap 5%', 'CPI (all items)'];

/** Where each address is and what it is, drawn in address order: a plain address as before (a
 * quarter with a unit), a building without a unit, its spaces with the building's street and city
 * parts and their own unit. A building's keys and its spaces' are drawn together, none taken yet. */
export function placeDrawer(plan: Plan, rng: Random) {
  const { buildingOf, unit } = plan.assets;
  const dedupe = new Set<string>();
  let spaces: { parts: AddressParts; derived: Derived; floor: string }[] = [];
  let spacesOf = -1;
  return (j: number): { parts: AddressParts; derived: Derived; floor: string | null } => {
    const b = buildingOf[j]!;
    if (b >= 0 && unit[j]! > 0) {
      if (spacesOf !== b) throw new Error(`address ${j}: a space drawn before its building`);
      return spaces[unit[j]! - 1]!;
    }
    for (;;) {
      const parts = streetAddress(rng, CITIES[weighted(rng, CITY_CUM)]!, b < 0);
      const derived = derivedColumns(parts);
      if (dedupe.has(derived.address_key)) continue;
      if (b < 0) {
        dedupe.add(derived.address_key);
        return { parts, derived, floor: null };
      }
      // Units 100, 200, 300 on floors 1-3, or 101-103 all on the ground floor.
      const storeys = rng.chance(0.7);
      spaces = Array.from({ length: SPACES_PER_BUILDING }, (_, s) => {
        const space = withUnit(parts, storeys ? `${s + 1}00` : `10${s + 1}`);
        return { parts: space, derived: derivedColumns(space), floor: storeys ? String(s + 1) : '1' };
      });
      if (spaces.some((s) => dedupe.has(s.derived.address_key))) continue;
      for (const key of [derived, ...spaces.map((s) => s.derived)]) dedupe.add(key.address_key);
      spacesOf = b;
      return { parts, derived, floor: null };
    }
  };
}

/** The address columns of a building or a space (null for a plain address): its use as the
 * property type, its area (a building's, the sum of its spaces'), how much is leased today. */
export function assetColumns(plan: Plan, rng: Random, j: number, floor: string | null) {
  const { buildingOf, buildingAt, unit, use, rba, leased } = plan.assets;
  const b = buildingOf[j]!;
  if (b < 0) return null;
  const spaceUse = SPACE_USES[use[b]!]!;
  const common = { property_type: PROPERTY_TYPE[spaceUse], rba: rba[j]! };
  if (unit[j] === 0) {
    let leasedRba = 0;
    for (let s = 1; s <= SPACES_PER_BUILDING; s++) if (leased[j + s]) leasedRba += rba[j + s]!;
    return {
      ...common,
      pct_leased: Math.round((100 * leasedRba) / rba[j]!),
      parent_address_id: null,
      floor: null,
      space_use: null,
      space_status: null,
      asking_rent_sqft_year: null,
    };
  }
  const status = leased[j]
    ? 'leased'
    : rng.pick(['vacant', 'vacant', 'available', 'available', 'off_market']);
  const asking = status === 'available' || (status === 'vacant' && rng.chance(0.4));
  return {
    ...common,
    pct_leased: null,
    parent_address_id: plan.addressUuid[buildingAt[b]!]!,
    floor,
    // A ground-floor shop in an office building now and then.
    space_use: spaceUse === 'office' && floor === '1' && rng.chance(0.3) ? 'retail' : spaceUse,
    space_status: status,
    asking_rent_sqft_year: asking ? round(between(rng, RENT[spaceUse]), 0.5) : null,
  };
}

export function assetRowMakers(plan: Plan, rng: Random) {
  const { assets, entityUuid, addressUuid } = plan;
  const { leases, comps, today } = assets;
  const stamps = (created: number, touched: number) => {
    const updated = Math.min(Math.max(created, touched), today * DAY_MS - 1);
    return { created_at: iso(created), updated_at: iso(updated) };
  };

  const lease = (k: number): Row => {
    const [start, end] = [leases.start[k]!, leases.end[k]!];
    const spaceUse = SPACE_USES[assets.use[leases.building[k]!]!]!;
    let area = 0;
    for (let m = leases.spaceFrom[k]!; m < leases.spaceFrom[k + 1]!; m++)
      area += assets.rba[leases.spaceList[m]!]!;
    // A measured area now and then (otherwise read as the spaces' rba, ADR 0042).
    const measured = rng.chance(0.25) ? round(area * (0.9 + rng.next() * 0.1), 10) : null;
    const rate = round(between(rng, RENT[spaceUse]), 0.25);
    const monthly = rng.chance(0.1);
    const baseRent = monthly ? round(((measured ?? area) * rate) / 12, 10) : rate;
    const years = Math.floor((end - start) / 365.25);
    let escalation: string | null = null;
    let steps: { from_on: string; base_rent: number }[] = [];
    if (years >= 2 && rng.chance(0.12)) {
      // Yearly rent steps (then no escalation: the steps are the increases).
      const pct = 1 + (2 + rng.int(3)) / 100;
      steps = Array.from({ length: Math.min(years - 1, 9) }, (_, y) => ({
        from_on: isoDay(start + Math.round((y + 1) * 365.25)),
        base_rent: Math.round(baseRent * pct ** (y + 1) * 100) / 100,
      }));
    } else if (rng.chance(0.5))
      escalation = JSON.stringify({ kind: 'fixed', pct: rng.pick([2, 2.5, 3, 3.5]), note: null });
    else if (rng.chance(0.15)) {
      const note = rng.pick(CPI_NOTES);
      escalation = JSON.stringify({
        kind: 'cpi',
        pct: note?.includes('cap') ? rng.pick([4, 5]) : null,
        note,
      });
    }
    const options: { kind: string; notice_on: string; note: string | null }[] = [];
    if (rng.chance(0.2))
      options.push({
        kind: 'renewal',
        notice_on: isoDay(Math.max(start, end - 180 - rng.int(185))),
        note: rng.chance(0.5) ? `${rng.pick([3, 5])} years at market rent` : null,
      });
    if (years >= 3 && rng.chance(0.05))
      options.push({
        kind: 'termination',
        notice_on: isoDay(start + Math.floor((end - start) / 2)),
        note: null,
      });
    const monthlyRent = monthly ? baseRent : ((measured ?? area) * baseRent) / 12;
    const active = end >= today;
    return {
      id: leases.uuid[k]!,
      tenant_id: entityUuid[leases.tenant[k]!]!,
      start_on: isoDay(start),
      end_on: isoDay(end),
      area_sqft: measured,
      base_rent: baseRent,
      rent_basis: monthly ? 'per_month' : 'per_sqft_year',
      escalation,
      steps: JSON.stringify(steps),
      options: JSON.stringify(options),
      deposit: rng.chance(0.5) ? round(monthlyRent * rng.between(1, 3), 100) : null,
      status: active ? 'active' : 'expired',
      notes: rng.chance(0.03) ? rng.pick(LEASE_NOTES) : null,
      // An expired lease was marked so after it ended.
      ...stamps(leases.createdMs[k]!, active ? leases.createdMs[k]! : (end + 1 + rng.int(30)) * DAY_MS),
    };
  };

  const leaseSpace = (m: number): Row => ({
    lease_id: leases.uuid[leases.spaceLease[m]!]!,
    address_id: addressUuid[leases.spaceList[m]!]!,
  });

  const firms = plan.isPerson.length;
  const contact = (p: number) => {
    if (firms === 0 || !rng.chance(p)) return null;
    for (let tries = 0; tries < 8; tries++) {
      const e = rng.int(firms);
      if (plan.isPerson[e] === 0) return entityUuid[e]!;
    }
    return null;
  };
  const comp = (k: number): Row => {
    const sale = comps.sale[k] === 1;
    const type = SPACE_USES[comps.type[k]!]!;
    const area = comps.area[k]!;
    const price = sale ? round(area * between(rng, PRICE[type]), 1000) : null;
    const term = sale ? null : rng.pick([12, 24, 36, 36, 60, 60, 60, 84, 120]);
    return {
      id: comps.uuid[k]!,
      kind: sale ? 'sale' : 'lease',
      address_id: addressUuid[comps.address[k]!]!,
      date_on: isoDay(comps.day[k]!),
      area_sqft: area,
      property_type: type,
      price,
      price_per_sqft: pricePerSqft({ kind: sale ? 'sale' : 'lease', price, area_sqft: area }),
      cap_rate: sale && rng.chance(0.7) ? Math.round((4 + rng.next() * 5.5) * 100) / 100 : null,
      buyer_id: sale ? contact(0.7) : null,
      seller_id: sale ? contact(0.7) : null,
      rent_per_sqft: sale ? null : round(between(rng, RENT[type]), 0.25),
      tenant_id: sale ? null : contact(0.6),
      term_months: term,
      free_rent_months: term && rng.chance(0.5) ? rng.between(1, Math.min(6, Math.floor(term / 12))) : null,
      source: rng.chance(0.8) ? rng.pick(COMP_SOURCES) : null,
      notes: null,
      ...stamps(comps.createdMs[k]!, comps.createdMs[k]!),
    };
  };

  return { lease, leaseSpace, comp };
}

// A leases row (issue 26): one line of a rent roll, one lease checked whole by the API's own
// `LeaseCreate`, of spaces (its units) of a building planned as a comps row's address is, to a
// tenant named as a comp's. Any refused value fails the row, named by its column's field. A row
// whose tenant says the unit is empty (or gives no tenant and no dates) is vacant: its spaces alone.
import { type AddressCreate, entityName, LeaseCreate, type MessageKey, spaceAddress } from '@crm/shared';
import type { Column } from './map-columns.js';
import { nameKeyOf } from './plan-comp-row.js';
import type { RowPlan } from './plan-import-row.js';
import { collectErrors, PENDING_ID, planAddress, planAddressedRow } from './plan-parts.js';
import { type DateOrder, readAmount, readArea, readCompDate } from './read-comp-cell.js';
import { isVacant, readLeaseStatus, readUnits } from './read-lease-cell.js';

/** One of the spaces a lease covers: its unit, and the address it has (or would be created with)
 * under the row's building, with its duplicate key. */
export interface PlannedSpace {
  unit: string;
  values: AddressCreate;
  key: string;
}

export type PlannedLeaseValues = Omit<LeaseCreate, 'tenant_id' | 'space_ids'>;

/** A lease as planned: `LeaseCreate`'s values but for its ids (its building is the plan's address,
 * its spaces and tenant are named here). No units: the lease is of the building itself. */
export interface PlannedLease {
  /** Null for a vacant unit: its spaces are saved, no lease. */
  values: PlannedLeaseValues | null;
  tenant: { name: string; key: string } | null;
  spaces: PlannedSpace[];
  /** The row gave no status: `active` stands for it in a new lease, never over a stored one. */
  assumedStatus: boolean;
}

const RENT_FIELDS = ['rent_per_sqft', 'monthly_rent', 'annual_rent'] as const;

/** A cell as its lease field takes it. */
function readLeaseCell(field: string, text: string, column: Column): unknown {
  switch (field) {
    case 'start_on':
    case 'end_on':
      return readCompDate(text, column.type as DateOrder | undefined);
    case 'area_sqft':
      return readArea(text);
    case 'rent_per_sqft':
      // "$2.00/SF/mo" is made yearly, as a comp's rent is.
      return readAmount(text, { monthly: true });
    case 'monthly_rent':
    case 'annual_rent':
    case 'deposit':
      return readAmount(text);
    case 'status':
      return readLeaseStatus(text);
    default:
      return text;
  }
}

/** The base rent and its basis from whichever rent the row gives, in this order: per sq ft per
 * year and per month are stored as given; a year's rent becomes per sq ft per year (÷ the area)
 * when the row gives an area, else per month (÷ 12), so the rent roll's annual rent (base × area,
 * or base × 12) is the file's either way. Undefined when the row gives none. */
function rentOf(given: Record<string, unknown>): { source: string; rent: object } | undefined {
  const { rent_per_sqft: perSqft, monthly_rent: monthly, annual_rent: annual, area_sqft: area } = given;
  if (perSqft !== undefined)
    return { source: 'rent_per_sqft', rent: { base_rent: perSqft, rent_basis: 'per_sqft_year' } };
  if (monthly !== undefined)
    return { source: 'monthly_rent', rent: { base_rent: monthly, rent_basis: 'per_month' } };
  if (annual === undefined) return undefined;
  const byArea = typeof annual === 'number' && typeof area === 'number' && area > 0;
  const rent = byArea
    ? { base_rent: annual / area, rent_basis: 'per_sqft_year' }
    : { base_rent: typeof annual === 'number' ? annual / 12 : annual, rent_basis: 'per_month' };
  return { source: 'annual_rent', rent };
}

/** The spaces of `units` under the building: the building's text with the unit written in and its
 * parts (spaceAddress, as the portal's space form writes it); a lease of one unit gives its space
 * the row's area as its rentable area, so a new building's occupancy is known. */
function planSpaces(
  building: AddressCreate,
  units: string[],
  area: unknown,
  errors: Record<string, MessageKey>,
): PlannedSpace[] {
  const spaces: PlannedSpace[] = [];
  for (const unit of units) {
    const own: Record<string, MessageKey> = {};
    const rba = units.length === 1 && typeof area === 'number' ? { rba: area } : {};
    const values = { ...building, address: spaceAddress(building.address, unit), subpremise: unit, ...rba };
    const planned = planAddress(values, own);
    // The unit and the area are the only parts of a space the row gives beyond its building's.
    for (const [field, key] of Object.entries(own)) errors[field === 'rba' ? 'area_sqft' : 'unit'] ??= key;
    if (planned) spaces.push({ unit, ...planned });
  }
  return spaces;
}

/** Distinct placeholder ids, so the lease schema sees as many spaces as the row names. */
const pendingIds = (n: number) =>
  Array.from({ length: Math.max(n, 1) }, (_, i) => PENDING_ID.replace(/0{12}$/, String(i).padStart(12, '0')));

export function planLeaseRow(plan: RowPlan, columns: Column[], cells: string[]): RowPlan {
  const errors: Record<string, MessageKey> = plan.errors;
  const { given, planned: building } = planAddressedRow(plan, columns, cells, readLeaseCell);
  const { unit, tenant, area_sqft, deposit, notes, status, start_on, end_on } = given;
  const units = typeof unit === 'string' ? readUnits(unit) : [];
  // A space's refusals come after the lease's: an area the lease refuses reads as the lease API says.
  const spaceErrors: Record<string, MessageKey> = {};
  const spaces = building ? planSpaces(building.values, units, area_sqft, spaceErrors) : [];
  const vacant =
    typeof tenant === 'string' ? isVacant(tenant) : start_on === undefined && end_on === undefined;
  if (vacant) {
    Object.assign(errors, { ...spaceErrors, ...errors });
    if (Object.keys(errors).length === 0)
      plan.lease = { values: null, tenant: null, spaces, assumedStatus: true };
    return plan;
  }

  let named: PlannedLease['tenant'] = null;
  if (tenant === undefined) errors.tenant = 'val.required';
  else {
    const name = entityName.safeParse(tenant);
    collectErrors(errors, name, { row: 'tenant' });
    if (name.success) named = { name: name.data, key: nameKeyOf(name.data) };
  }
  const rent = rentOf(given);
  // A row without rent is named by the rent column its file has, so the user sees where it lacks.
  if (!rent)
    errors[RENT_FIELDS.find((f) => columns.some((c) => c.field === f)) ?? 'rent_per_sqft'] =
      'import.val.leaseRent';
  // Active unless the row says: a rent roll lists the leases in force, those signed to start later
  // too (a draft is a deal still being negotiated, and neither binds its spaces nor shows on the
  // roll). Not read from today's date: the same file imports alike whatever day it runs.
  const assumedStatus = status === undefined;
  const lease = LeaseCreate.safeParse({
    start_on,
    end_on,
    area_sqft,
    deposit,
    notes,
    status: status ?? 'active',
    ...(rent?.rent ?? { base_rent: 0, rent_basis: 'per_sqft_year' }),
    tenant_id: PENDING_ID,
    space_ids: pendingIds(units.length),
  });
  collectErrors(errors, lease, {
    base_rent: rent?.source ?? 'rent_per_sqft',
    tenant_id: 'tenant',
    space_ids: 'unit',
  });
  Object.assign(errors, { ...spaceErrors, ...errors });
  if (lease.success && Object.keys(errors).length === 0) {
    const { tenant_id: _t, space_ids: _s, ...values } = lease.data;
    plan.lease = { values, tenant: named, spaces, assumedStatus };
  }
  return plan;
}

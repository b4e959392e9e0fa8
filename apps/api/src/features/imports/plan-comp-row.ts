// A comps row (issue 26): one comp, checked whole by the API's own `CompCreate`, at an address
// planned as an addresses row's is, with its buyer, seller and tenant by name. Any refused value
// fails the row (a comp has no part worth keeping without the rest), named by its column's field.
import { CompCreate, type CompKind, entityName, type MessageKey, searchText } from '@crm/shared';
import type { Column } from './map-columns.js';
import type { RowPlan } from './plan-import-row.js';
import { collectErrors, PENDING_ID, planAddressedRow } from './plan-parts.js';
import {
  type DateOrder,
  readAmount,
  readArea,
  readCapRate,
  readCompDate,
  readCompKind,
  readMonths,
  readPropertyType,
} from './read-comp-cell.js';

/** The contacts a comp names, each by the column its name is in and the comp's field. */
export const COMP_CONTACTS = { buyer: 'buyer_id', seller: 'seller_id', tenant: 'tenant_id' } as const;
export type CompContact = keyof typeof COMP_CONTACTS;

/** A comp as planned: `CompCreate`'s values but for its ids (its address is the plan's, its
 * contacts are named here). */
export interface PlannedComp {
  values: Omit<CompCreate, 'address_id' | 'buyer_id' | 'seller_id' | 'tenant_id'>;
  contacts: Partial<Record<CompContact, { name: string; key: string }>>;
  /** The row gave no property type: `other` stands for it in a new comp, never over a stored one. */
  assumedType: boolean;
}

/** The key a comp's contact is matched by: its name, case, accents and spacing folded (the
 * contacts import's name key without the company, which a comps file does not give). */
export const nameKeyOf = (name: string) => `name:${searchText(name)}`;

const SALE_SIGNS = ['price', 'price_per_sqft', 'cap_rate', 'buyer', 'seller'];
const LEASE_SIGNS = ['rent_per_sqft', 'term_months', 'free_rent_months', 'tenant'];
/** CompCreate's fields filed under the column that gives them. */
const COLUMN_OF: Record<string, string> = {
  address_id: 'address',
  buyer_id: 'buyer',
  seller_id: 'seller',
  tenant_id: 'tenant',
};

/** A cell as its comp field takes it. */
function readCompCell(field: string, text: string, column: Column): unknown {
  switch (field) {
    case 'kind':
      return readCompKind(text);
    case 'date_on':
      return readCompDate(text, column.type as DateOrder | undefined);
    case 'area_sqft':
      return readArea(text);
    case 'property_type':
      return readPropertyType(text);
    case 'price':
    case 'price_per_sqft':
      return readAmount(text);
    case 'rent_per_sqft':
      return readAmount(text, { monthly: true });
    case 'cap_rate':
      return readCapRate(text);
    case 'term_months':
    case 'free_rent_months':
      return readMonths(text);
    default:
      return text;
  }
}

/** sale or lease when the row has no kind: its price or its rent says, else the file's columns
 * when they are of one kind only (a lease file's row without its rent is a lease missing it). */
function inferKind(given: Record<string, unknown>, columns: Column[]): CompKind | undefined {
  const has = (fields: string[]) => fields.some((f) => given[f] !== undefined);
  const sale = has(['price', 'price_per_sqft']);
  const lease = has(['rent_per_sqft']);
  if (sale !== lease) return sale ? 'sale' : 'lease';
  const fileHas = (fields: string[]) => columns.some((c) => c.field && fields.includes(c.field));
  const [saleFile, leaseFile] = [fileHas(SALE_SIGNS), fileHas(LEASE_SIGNS)];
  if (saleFile !== leaseFile) return saleFile ? 'sale' : 'lease';
  return undefined;
}

export function planCompRow(plan: RowPlan, columns: Column[], cells: string[]): RowPlan {
  const errors: Record<string, MessageKey> = plan.errors;
  const { given } = planAddressedRow(plan, columns, cells, readCompCell);

  const { price_per_sqft: perSqft, buyer, seller, tenant, ...own } = given;
  own.kind ??= inferKind(given, columns);
  // A file may give the price per square foot alone: it stands for the price then.
  if (own.price === undefined && perSqft !== undefined) {
    if (typeof perSqft !== 'number') errors.price_per_sqft = 'comps.val.price';
    else if (own.kind === 'lease') errors.price_per_sqft = 'comps.val.leaseWithout';
    else if (typeof own.area_sqft === 'number') own.price = Math.round(perSqft * own.area_sqft * 100) / 100;
  }
  const assumedType = own.property_type === undefined;
  own.property_type ??= 'other';

  const contacts: PlannedComp['contacts'] = {};
  const ids: Record<string, string> = {};
  for (const [field, text] of Object.entries({ buyer, seller, tenant }) as [CompContact, unknown][]) {
    if (text === undefined) continue;
    const name = entityName.safeParse(text);
    collectErrors(errors, name, { row: field });
    if (name.success) contacts[field] = { name: name.data, key: nameKeyOf(name.data) };
    // The id stands in for the contact found or created, so the kind's rules see who is named.
    ids[COMP_CONTACTS[field]] = PENDING_ID;
  }

  const comp = CompCreate.safeParse({ ...own, ...ids, address_id: PENDING_ID });
  collectErrors(errors, comp, COLUMN_OF);
  if (comp.success && Object.keys(errors).length === 0) {
    const { address_id: _a, buyer_id: _b, seller_id: _s, tenant_id: _t, ...values } = comp.data;
    plan.comp = { values, contacts, assumedType };
  }
  return plan;
}

// The new-comp form as its inputs hold it (text for numbers, a picked record or none) and its
// conversion into the shared CompCreate, which judges it: only the chosen kind's own fields are
// sent, so switching from sale to lease does not leave a price behind to be refused.
import type { Comp, CompCreate, CompKind, CompUpdate, PropertyType } from '@crm/shared';
import { numberInput } from '../../portal/editing/schema-resolver';
import type { Choice } from '../../portal/record-lookups';

/** The form's fields carry the API's names, so the schema's and the server's field keys land on
 * them as they are. */
export interface CompFormValues {
  kind: CompKind;
  address_id: Choice | null;
  date_on: string;
  area_sqft: string;
  property_type: PropertyType | '';
  price: string;
  cap_rate: string;
  buyer_id: Choice | null;
  seller_id: Choice | null;
  rent_per_sqft: string;
  tenant_id: Choice | null;
  term_months: string;
  free_rent_months: string;
  source: string;
  notes: string;
}

export const blankComp = (kind: CompKind): CompFormValues => ({
  kind,
  address_id: null,
  date_on: '',
  area_sqft: '',
  property_type: '',
  price: '',
  cap_rate: '',
  buyer_id: null,
  seller_id: null,
  rent_per_sqft: '',
  tenant_id: null,
  term_months: '',
  free_rent_months: '',
  source: '',
  notes: '',
});

/** What CompCreate parses: numbers from their text, records by id, the other kind's fields left out. */
export function compInput(v: CompFormValues): Record<string, unknown> {
  const own =
    v.kind === 'sale'
      ? {
          price: numberInput(v.price),
          cap_rate: numberInput(v.cap_rate),
          buyer_id: v.buyer_id?.id ?? null,
          seller_id: v.seller_id?.id ?? null,
        }
      : {
          rent_per_sqft: numberInput(v.rent_per_sqft),
          tenant_id: v.tenant_id?.id ?? null,
          term_months: numberInput(v.term_months),
          free_rent_months: numberInput(v.free_rent_months),
        };
  return {
    kind: v.kind,
    // No address picked: '' is refused as no record id, under the address field.
    address_id: v.address_id?.id ?? '',
    date_on: v.date_on,
    // An empty area is none (undefined), which the schema refuses with the area's own message.
    area_sqft: numberInput(v.area_sqft) ?? undefined,
    property_type: v.property_type || undefined,
    ...own,
    source: v.source,
    notes: v.notes,
  } satisfies Partial<Record<keyof CompCreate, unknown>>;
}

const text = (value: number | null) => (value === null ? '' : String(value));
const picked = (id: string | null, name: string | null): Choice | null =>
  id ? { id, label: name ?? id } : null;

/** The form of a stored comp, to edit it. */
export const compFormOf = (c: Comp): CompFormValues => ({
  kind: c.kind,
  address_id: { id: c.address_id, label: c.address },
  date_on: c.date_on,
  area_sqft: String(c.area_sqft),
  property_type: c.property_type,
  price: text(c.price),
  cap_rate: text(c.cap_rate),
  buyer_id: picked(c.buyer_id, c.buyer_name),
  seller_id: picked(c.seller_id, c.seller_name),
  rent_per_sqft: text(c.rent_per_sqft),
  tenant_id: picked(c.tenant_id, c.tenant_name),
  term_months: text(c.term_months),
  free_rent_months: text(c.free_rent_months),
  source: c.source ?? '',
  notes: c.notes ?? '',
});

/** An edit's PUT body: every field of the form but the kind, which never changes (the server checks
 * the comp as it will be, so sending them all is as safe as sending the changes). */
export function compUpdateOf(checked: CompCreate): CompUpdate {
  const { kind: _kind, ...fields } = checked;
  return fields;
}

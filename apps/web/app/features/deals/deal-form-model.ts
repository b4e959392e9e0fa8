// A deal's edit form as its inputs hold it (text for numbers and days) and its conversion into the
// shared DealUpdate, which judges it. The fields carry the API's names and nesting (dates.loi_on),
// so the schema's and the server's field keys land on the inputs as they are (the property is the
// picked address, its id sent). The stage is not
// here: it changes through its own move (PUT …/stage), which asks what the stage needs.
import { DEAL_DATES, type Deal, type DealDate, DealUpdate } from '@crm/shared';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';
import type { DealParts } from './deal-parts-fields';
import type { DealPlace } from './deal-place-fields';

export interface DealFormValues extends DealParts, DealPlace {
  name: string;
  value: string;
  area_sqft: string;
  rent_sqft_year: string;
  term_months: string;
  commission_pct: string;
  commission_amount: string;
  /** Empty: the stage's probability. */
  probability: string;
  expected_close_on: string;
  dates: Record<DealDate, string>;
  owner_id: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form of a saved deal: the value as entered (empty when computed from the lease terms), the
 * probability only when overridden. */
export const toDealForm = (deal: Deal): DealFormValues => ({
  name: deal.name,
  value: deal.value_computed ? '' : text(deal.value),
  area_sqft: text(deal.area_sqft),
  rent_sqft_year: text(deal.rent_sqft_year),
  term_months: text(deal.term_months),
  commission_pct: text(deal.commission_pct),
  commission_amount: text(deal.commission_amount),
  probability: deal.probability_overridden ? String(deal.probability) : '',
  expected_close_on: deal.expected_close_on ?? '',
  dates: Object.fromEntries(DEAL_DATES.map((d) => [d, deal.dates[d] ?? ''])) as Record<DealDate, string>,
  owner_id: deal.owner_id,
  address_id: deal.address_id ? { id: deal.address_id, label: deal.address ?? deal.address_id } : null,
  requirement_id: deal.requirement_id ?? '',
  parties: deal.parties.map((p) => ({ contact: { id: p.entity_id, label: p.name }, role: p.role })),
  splits: deal.splits.map((s) => ({ staff_id: s.staff_id, pct: String(s.pct) })),
});

const day = (v: string) => v || null;

/** What DealUpdate parses: numbers from their text, an empty day or number as none. */
export const dealInput = (v: DealFormValues) => ({
  name: v.name,
  value: numberInput(v.value),
  area_sqft: numberInput(v.area_sqft),
  rent_sqft_year: numberInput(v.rent_sqft_year),
  term_months: numberInput(v.term_months),
  commission_pct: numberInput(v.commission_pct),
  commission_amount: numberInput(v.commission_amount),
  probability: numberInput(v.probability),
  expected_close_on: day(v.expected_close_on),
  dates: Object.fromEntries(DEAL_DATES.map((d) => [d, day(v.dates[d])])),
  owner_id: v.owner_id,
  address_id: v.address_id?.id ?? null,
  requirement_id: v.requirement_id || null,
  parties: v.parties.map((p) => ({ entity_id: p.contact.id, role: p.role })),
  splits: v.splits.map((s) => ({ staff_id: s.staff_id, pct: numberInput(s.pct) ?? Number.NaN })),
});

export const dealResolver = schemaResolver<DealFormValues, DealUpdate>(DealUpdate, dealInput);

/** The form's fields in the order the page and the confirm dialog list them. */
export const DEAL_FORM_FIELDS = [
  'name',
  'value',
  'area_sqft',
  'rent_sqft_year',
  'term_months',
  'commission_pct',
  'commission_amount',
  'probability',
  'expected_close_on',
  'owner_id',
  'address_id',
  'requirement_id',
  'parties',
  'splits',
  'dates',
] as const satisfies readonly (keyof DealFormValues)[];

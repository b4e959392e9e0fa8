// The new-deal form as its inputs hold it (text for numbers, picked contacts and property) and its
// conversion into the shared DealCreate, which judges it: splits summing to 100, a commission as a
// percentage or an amount. The lease value (area × rent per sq ft per year × term in months / 12)
// is what the API computes when no value is given; the dialog shows it as the user types.
import { type DealCreate, DealCreate as DealCreateSchema, type DealPartyRole } from '@crm/shared';
import type { Resolver } from 'react-hook-form';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';
import type { Choice } from '../../portal/record-lookups';
import type { DealPlace } from './deal-place-fields';

export interface NewDealValues extends DealPlace {
  name: string;
  pipeline_id: string;
  stage_id: string;
  parties: { contact: Choice; role: DealPartyRole }[];
  value: string;
  area_sqft: string;
  rent_sqft_year: string;
  term_months: string;
  commission_kind: 'pct' | 'amount';
  commission: string;
  splits: { staff_id: string; pct: string }[];
  expected_close_on: string;
}

export const blankDeal = (
  pipelineId: string,
  stageId: string,
  parties: NewDealValues['parties'] = [],
): NewDealValues => ({
  name: '',
  pipeline_id: pipelineId,
  stage_id: stageId,
  address_id: null,
  requirement_id: '',
  parties,
  value: '',
  area_sqft: '',
  rent_sqft_year: '',
  term_months: '',
  commission_kind: 'pct',
  commission: '',
  splits: [],
  expected_close_on: '',
});

/** Area × rent per sq ft per year × term / 12, when all three are numbers; else null. */
export function leaseValue(v: Pick<NewDealValues, 'area_sqft' | 'rent_sqft_year' | 'term_months'>) {
  const [area, rent, term] = [v.area_sqft, v.rent_sqft_year, v.term_months].map(numberInput);
  if (area == null || rent == null || term == null || [area, rent, term].some(Number.isNaN)) return null;
  return Math.round(((area * rent * term) / 12) * 100) / 100;
}

export function newDealInput(v: NewDealValues): Record<string, unknown> {
  const commission = numberInput(v.commission);
  return {
    name: v.name,
    pipeline_id: v.pipeline_id,
    stage_id: v.stage_id,
    address_id: v.address_id?.id ?? null,
    requirement_id: v.requirement_id || null,
    parties: v.parties.map((p) => ({ entity_id: p.contact.id, role: p.role })),
    value: numberInput(v.value),
    area_sqft: numberInput(v.area_sqft),
    rent_sqft_year: numberInput(v.rent_sqft_year),
    term_months: numberInput(v.term_months),
    commission_pct: v.commission_kind === 'pct' ? commission : null,
    commission_amount: v.commission_kind === 'amount' ? commission : null,
    splits: v.splits.map((s) => ({ staff_id: s.staff_id, pct: numberInput(s.pct) ?? Number.NaN })),
    expected_close_on: v.expected_close_on || null,
  } satisfies Partial<Record<keyof DealCreate, unknown>>;
}

const check = schemaResolver<NewDealValues, DealCreate>(DealCreateSchema, newDealInput);
/** The shared schema's verdict; a commission's message lands on the one commission input. */
export const newDealResolver: Resolver<NewDealValues, unknown, DealCreate> = async (values, ctx, opts) => {
  const result = await check(values, ctx, opts);
  const errors = result.errors as Record<string, unknown>;
  const moved = errors.commission_pct ?? errors.commission_amount;
  if (moved) errors.commission = moved;
  return result;
};

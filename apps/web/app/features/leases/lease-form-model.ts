// The lease form as its inputs hold it (text for numbers and days, a picked tenant, the spaces
// ticked) and its conversion into the shared LeaseCreate, which judges it. The form's fields carry
// the API's names and nesting (escalation.pct, options.0.notice_on), so the schema's and the
// server's field keys land on the inputs as they are.
import {
  type ESCALATION_KINDS,
  type LEASE_OPTION_KINDS,
  type Lease,
  LeaseCreate,
  type LeaseStatus,
  type RentBasis,
} from '@crm/shared';
import type { Resolver } from 'react-hook-form';
import { numberInput, schemaResolver } from '../../portal/editing/schema-resolver';
import type { Choice } from '../../portal/record-lookups';

export interface LeaseFormValues {
  tenant_id: Choice | null;
  space_ids: string[];
  start_on: string;
  end_on: string;
  area_sqft: string;
  base_rent: string;
  rent_basis: RentBasis;
  escalation: { kind: (typeof ESCALATION_KINDS)[number] | ''; pct: string; note: string };
  steps: { from_on: string; base_rent: string }[];
  options: { kind: (typeof LEASE_OPTION_KINDS)[number]; notice_on: string; note: string }[];
  deposit: string;
  status: LeaseStatus;
  notes: string;
}

/** A new lease of the spaces given (the building alone when it has none), active, rent per sq ft. */
export const blankLease = (spaceIds: string[]): LeaseFormValues => ({
  tenant_id: null,
  space_ids: spaceIds,
  start_on: '',
  end_on: '',
  area_sqft: '',
  base_rent: '',
  rent_basis: 'per_sqft_year',
  escalation: { kind: '', pct: '', note: '' },
  steps: [],
  options: [],
  deposit: '',
  status: 'active',
  notes: '',
});

/** What LeaseCreate parses: numbers from their text, the tenant by id, no escalation when none is
 * chosen. */
export function leaseInput(v: LeaseFormValues): Record<string, unknown> {
  return {
    // No tenant picked: '' is refused as no record id, under the tenant field.
    tenant_id: v.tenant_id?.id ?? '',
    space_ids: v.space_ids,
    start_on: v.start_on,
    end_on: v.end_on,
    area_sqft: numberInput(v.area_sqft),
    // An empty rent is none (undefined), which the schema refuses with the rent's own message.
    base_rent: numberInput(v.base_rent) ?? undefined,
    rent_basis: v.rent_basis,
    escalation: v.escalation.kind
      ? { kind: v.escalation.kind, pct: numberInput(v.escalation.pct), note: v.escalation.note }
      : null,
    steps: v.steps.map((s) => ({ from_on: s.from_on, base_rent: numberInput(s.base_rent) ?? undefined })),
    options: v.options.map((o) => ({ kind: o.kind, notice_on: o.notice_on, note: o.note })),
    deposit: numberInput(v.deposit),
    status: v.status,
    notes: v.notes,
  } satisfies Partial<Record<keyof LeaseCreate, unknown>>;
}

const checkSchema = schemaResolver<LeaseFormValues, LeaseCreate>(LeaseCreate, leaseInput);
/** The shared schema's verdict, except that no tenant picked reads "Required", not as a malformed
 * record id (which the schema says of the empty id it is given). */
export const leaseResolver: Resolver<LeaseFormValues, unknown, LeaseCreate> = async (values, ctx, opts) => {
  const result = await checkSchema(values, ctx, opts);
  if (!values.tenant_id && result.errors.tenant_id)
    result.errors.tenant_id = { type: 'required', message: 'val.required' };
  return result;
};

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form of a stored lease, to edit it. */
export const leaseFormOf = (l: Lease): LeaseFormValues => ({
  tenant_id: l.tenant_id ? { id: l.tenant_id, label: l.tenant_name ?? l.tenant_id } : null,
  space_ids: l.spaces.map((s) => s.uuid),
  start_on: l.start_on,
  end_on: l.end_on,
  area_sqft: text(l.area_sqft),
  base_rent: String(l.base_rent),
  rent_basis: l.rent_basis,
  escalation: l.escalation
    ? { kind: l.escalation.kind, pct: text(l.escalation.pct), note: l.escalation.note ?? '' }
    : { kind: '', pct: '', note: '' },
  steps: l.steps.map((s) => ({ from_on: s.from_on, base_rent: String(s.base_rent) })),
  options: l.options.map((o) => ({ kind: o.kind, notice_on: o.notice_on, note: o.note ?? '' })),
  deposit: text(l.deposit),
  status: l.status,
  notes: l.notes ?? '',
});

// A deals row (issue 27): one deal, checked whole by the API's own `DealCreate` before anything is
// looked up, its property planned as a comps row's address is (when the row gives one), its parties
// named as a comp's buyer and seller are. What only the database knows (the pipeline and stage by
// name, the owner and split staff by email) is named here and found by the writer, in its
// transaction (write-deal-row.ts), and by the dry run. Any refused value fails the row, named by
// its column's field.
import {
  DEAL_DATES,
  DEAL_PARTY_FIELDS,
  DealCreate,
  type DealPartyRole,
  entityName,
  type MessageKey,
} from '@crm/shared';
import type { Column } from './map-columns.js';
import { nameKeyOf } from './plan-comp-row.js';
import type { RowPlan } from './plan-import-row.js';
import { collectErrors, PENDING_ID, planAddressedRow } from './plan-parts.js';
import { cleanCell } from './read-cell.js';
import { type DateOrder, readAmount, readArea, readCompDate, readMonths } from './read-comp-cell.js';
import { readLostReason, readNames, readParties, readPercent, readSplits } from './read-deal-cell.js';

export type PlannedDealValues = Omit<
  DealCreate,
  'pipeline_id' | 'stage_id' | 'parties' | 'splits' | 'owner_id' | 'address_id' | 'requirement_id'
>;

/** A deal as planned: `DealCreate`'s values but for what the database names. */
export interface PlannedDeal {
  values: PlannedDealValues;
  /** A pipeline's name or a deal type's words (find-deal-parts.ts). */
  pipeline: string;
  /** A stage's name; null: the pipeline's first. */
  stage: string | null;
  /** A staff member's email; null: the one importing. */
  owner: string | null;
  parties: { role: DealPartyRole; name: string; key: string }[];
  splits: { staff: string; pct: number }[];
}

const DAY_FIELDS = new Set<string>(['expected_close_on', 'closed_on', ...DEAL_DATES]);
/** The fields that hold days, for the file's day order (prepare-import.ts). */
export const DEAL_DAY_FIELDS: ReadonlySet<string> = DAY_FIELDS;
const ISO_DAY = /^\d{4}-\d\d-\d\d$/;

/** A cell as its deal field takes it. A commission amount written as a percentage ("3%", under a
 * plain "Commission" header) is the rate. */
function readDealCell(field: string, text: string, column: Column): unknown {
  if (DAY_FIELDS.has(field)) return readCompDate(text, column.type as DateOrder | undefined);
  switch (field) {
    case 'value':
    case 'commission_amount':
      return field === 'commission_amount' && text.includes('%')
        ? { pct: readPercent(text) }
        : readAmount(text);
    case 'rent_sqft_year':
      return readAmount(text, { monthly: true });
    case 'area_sqft':
      return readArea(text);
    case 'term_months':
      return readMonths(text);
    case 'commission_pct':
      return readPercent(text);
    case 'probability': {
      const n = readPercent(text);
      return typeof n === 'number' ? Math.round(n) : n;
    }
    default:
      return text;
  }
}

export function planDealRow(plan: RowPlan, columns: Column[], cells: string[]): RowPlan {
  const errors: Record<string, MessageKey> = plan.errors;
  const given = planDealCells(plan, columns, cells);
  const { pipeline, stage, owner, parties: listed, splits: splitText, lost_reason, lost_note } = given;
  if (typeof pipeline !== 'string') errors.pipeline = 'val.required';

  // Parties: a column per role, and the export's "role: name" list.
  const parties: PlannedDeal['parties'] = [];
  const named = (role: DealPartyRole, name: string, field: string) => {
    const checked = entityName.safeParse(name);
    collectErrors(errors, checked, { row: field });
    if (!checked.success) return;
    const key = nameKeyOf(checked.data);
    if (parties.some((p) => p.key === key)) errors[field] ??= 'deals.val.partyTwice';
    else parties.push({ role, name: checked.data, key });
  };
  for (const role of DEAL_PARTY_FIELDS)
    if (typeof given[role] === 'string') for (const name of readNames(given[role])) named(role, name, role);
  if (typeof listed === 'string') {
    const read = readParties(listed);
    if (!read) errors.parties = 'import.val.dealParties';
    else for (const p of read) named(p.role, p.name, 'parties');
  }
  const splits = typeof splitText === 'string' ? readSplits(splitText) : [];
  if (!splits) errors.splits = 'import.val.dealSplits';

  for (const field of DAY_FIELDS)
    if (typeof given[field] === 'string' && !ISO_DAY.test(given[field])) errors[field] = 'deals.val.date';
  // A percentage under the amount's header is the rate.
  const amount = given.commission_amount;
  const rate = typeof amount === 'object' && amount !== null ? (amount as { pct: unknown }).pct : undefined;
  const lost = typeof lost_reason === 'string' ? readLostReason(lost_reason) : undefined;
  const dates = Object.fromEntries(
    DEAL_DATES.filter((d) => given[d] !== undefined).map((d) => [d, given[d]]),
  );
  const deal = DealCreate.safeParse({
    name: given.name,
    value: given.value,
    area_sqft: given.area_sqft,
    rent_sqft_year: given.rent_sqft_year,
    term_months: given.term_months,
    commission_pct: rate ?? given.commission_pct,
    commission_amount: rate === undefined ? amount : undefined,
    probability: given.probability,
    expected_close_on: given.expected_close_on,
    closed_on: given.closed_on,
    dates,
    lost_reason: lost?.reason,
    lost_note: lost_note ?? lost?.note,
    pipeline_id: PENDING_ID,
    stage_id: PENDING_ID,
    splits: (splits ?? []).map((s) => ({ staff_id: s.staff, pct: s.pct })),
  });
  const firstDate = DEAL_DATES.find((d) => d in dates) ?? 'dates';
  collectErrors(errors, deal, {
    dates: firstDate,
    commission_amount: rate === undefined ? 'commission_amount' : 'commission_pct',
  });
  if (deal.success && Object.keys(errors).length === 0) {
    const {
      pipeline_id: _p,
      stage_id: _s,
      parties: _parties,
      splits: _splits,
      owner_id: _o,
      address_id: _a,
      requirement_id: _r,
      ...values
    } = deal.data;
    plan.deal = {
      values,
      pipeline: pipeline as string,
      stage: typeof stage === 'string' ? stage : null,
      owner: typeof owner === 'string' ? owner : null,
      parties,
      splits: splits ?? [],
    };
  }
  return plan;
}

/** The row's cells read, its property (when it names one) planned into `plan`. */
function planDealCells(plan: RowPlan, columns: Column[], cells: string[]): Record<string, unknown> {
  const hasAddress = columns.some(
    (c, i) => c.field && (c.field === 'address' || c.field === 'route') && cleanCell(cells[i]) !== '',
  );
  if (hasAddress) return planAddressedRow(plan, columns, cells, readDealCell).given;
  // No property: a tenant's search serves a requirement, not an address; a city alone is no address.
  const given: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    const text = cleanCell(cells[i]);
    if (column.field && text !== '') given[column.field] = readDealCell(column.field, text, column);
  });
  return given;
}

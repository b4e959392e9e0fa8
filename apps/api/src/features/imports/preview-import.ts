import {
  type ImportDryRun,
  type ImportKind,
  type ImportNewRecords,
  type ImportPolicy,
  type ImportPreviewDeal,
  type ImportPreviewLease,
  type ImportPreviewRow,
  type ImportRefusedCell,
  type ImportTotals,
  messageText,
  messageTexts,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type ContactIndex, importContacts } from './contact-index.js';
import type { ImportLimits } from './import-limits.js';
import { loadImportStaff, NO_STAFF } from './import-staff.js';
import type { PlannedDeal } from './plan-deal-row.js';
import type { RefusedCell, RowPlan } from './plan-import-row.js';
import type { PlannedLease } from './plan-lease-row.js';
import { prepareImport } from './prepare-import.js';
import { CompPreview } from './preview-comps.js';
import { DealPreview } from './preview-deals.js';
import { LeasePreview } from './preview-leases.js';
import { cleanCell } from './read-cell.js';
import { createRowPlanner } from './row-planner.js';

const PREVIEW_ROWS = 20;
const PLAN_BATCH = 1000;
/** Refused cells the dry run lists (all are counted). */
const REFUSED_LISTED = 500;

export interface ImportOptions {
  kind: ImportKind;
  policy: ImportPolicy;
  mapping: Record<string, string | null> | undefined;
  /** The file's limits (config.importLimits; the defaults when not given). */
  limits?: ImportLimits;
  /** The user asking, if a user: a deal's owner when its row names none. */
  starter?: string | null;
}

/** How a kind's dry run decides each row as its job would, and what it would create besides. */
interface KindPreview {
  action(plan: RowPlan, policy: ImportPolicy): Promise<ImportPreviewRow['action']>;
  readonly newRecords: ImportNewRecords;
}

/** The kinds whose rows name addresses and contacts found or created (the others' rows are
 * matched below). */
const PREVIEWS: Partial<
  Record<ImportKind, new (database: Database, contacts: ContactIndex, starter: string | null) => KindPreview>
> = {
  comps: CompPreview,
  leases: LeasePreview,
  deals: DealPreview,
};

const refusedCell = (row: number, r: RefusedCell): ImportRefusedCell => ({
  row,
  column: r.column,
  value: r.value,
  reason: messageText(r.key),
  key: r.key,
});

function previewRow(plan: RowPlan, action: ImportPreviewRow['action']): ImportPreviewRow {
  return {
    row: plan.row,
    action,
    entity: plan.entity,
    address:
      plan.address ??
      (plan.addresses[0] ? { ...plan.addresses[0].values, role: plan.addresses[0].role } : null),
    addresses: plan.addresses.map((a) => ({ ...a.values, role: a.role })),
    emails: plan.emails,
    numbers: plan.numbers,
    errors: messageTexts(plan.errors),
    error_keys: plan.errors,
    refused: plan.refused.map((r) => refusedCell(plan.row, r)),
    comp: plan.comp
      ? {
          ...plan.comp.values,
          ...Object.fromEntries(Object.entries(plan.comp.contacts).map(([field, c]) => [field, c.name])),
        }
      : null,
    lease: plan.lease ? previewLease(plan.lease) : null,
    deal: plan.deal ? previewDeal(plan.deal) : null,
  };
}

function previewDeal({ values, pipeline, stage, owner, parties }: PlannedDeal): ImportPreviewDeal {
  return {
    name: values.name,
    pipeline,
    stage,
    value: values.value ?? null,
    commission_pct: values.commission_pct ?? null,
    commission_amount: values.commission_amount ?? null,
    probability: values.probability ?? null,
    expected_close_on: values.expected_close_on ?? null,
    owner,
    parties: parties.map(({ role, name }) => ({ role, name })),
    lost_reason: values.lost_reason ?? null,
  };
}

function previewLease({ values, tenant, spaces }: PlannedLease): ImportPreviewLease {
  return {
    units: spaces.map((s) => s.unit),
    tenant: tenant?.name ?? null,
    start_on: values?.start_on ?? null,
    end_on: values?.end_on ?? null,
    area_sqft: values?.area_sqft ?? null,
    base_rent: values?.base_rent ?? null,
    rent_basis: values?.rent_basis ?? null,
    deposit: values?.deposit ?? null,
    status: values?.status ?? null,
    notes: values?.notes ?? null,
  };
}

/** POST /imports with dry_run: every row planned and counted as the job would write it (a row
 * repeating an earlier one of the file counts as its duplicate), nothing written; a comps or
 * leases import also lists the addresses (spaces) and contacts it would create (preview-comps.ts,
 * preview-leases.ts). */
export async function previewImport(
  database: Database,
  bytes: Uint8Array,
  { kind, policy, mapping, limits, starter = null }: ImportOptions,
): Promise<ImportDryRun> {
  const { rows, columns } = await prepareImport(bytes, kind, mapping, limits);
  const contacts = await importContacts(database, kind, columns);
  const Preview = PREVIEWS[kind];
  const kindPreview = Preview ? new Preview(database, contacts, starter) : undefined;
  const addresses = new Set<string>();
  const totals: ImportTotals = { create: 0, update: 0, skip: 0, fail: 0 };
  const preview: ImportPreviewRow[] = [];
  const refused: ImportRefusedCell[] = [];
  let refusedTotal = 0;
  // How many values each ignored column holds: what the import would leave behind.
  const leftBehind = columns.map(() => 0);
  // Rows are planned on the planning thread (row-planner.ts), a batch at a time: the dry run of a
  // large file held the event loop for seconds, and left its garbage on this thread's heap.
  const staff = kind === 'contacts' ? await loadImportStaff(database, columns) : NO_STAFF;
  const planner = createRowPlanner(kind, columns, rows.length, staff);
  try {
    for (let start = 0; start < rows.length; start += PLAN_BATCH) {
      const batch = rows.slice(start, start + PLAN_BATCH);
      for (const cells of batch)
        columns.forEach((c, j) => {
          if (!c.field && cleanCell(cells[j]) !== '') leftBehind[j]!++;
        });
      const plans = await planner.plan(batch, start);
      for (const [j, plan] of plans.entries()) {
        const i = start + j;
        let action: ImportPreviewRow['action'];
        if (Object.keys(plan.errors).length > 0) action = 'fail';
        else if (kindPreview) action = await kindPreview.action(plan, policy);
        else {
          const known =
            kind === 'contacts'
              ? contacts.has(plan.contactKey!)
              : addresses.has(plan.addressKey!) ||
                !!(await database.db
                  .selectFrom('addresses')
                  .select('uuid')
                  .where('address_key', '=', plan.addressKey!)
                  .executeTakeFirst());
          action = !known ? 'create' : policy === 'skip' ? 'skip' : 'update';
          if (kind === 'contacts') contacts.remember(plan.uuid ?? `row:${i}`, plan.contactKey, plan.nameKey);
          else addresses.add(plan.addressKey!);
        }
        // Cells are left out only of a contact the import writes: a skipped or failed row's are not.
        if (action === 'create' || action === 'update') {
          refusedTotal += plan.refused.length;
          for (const r of plan.refused)
            if (refused.length < REFUSED_LISTED) refused.push(refusedCell(plan.row, r));
        }
        totals[action === 'fail' ? 'fail' : action]++;
        if (preview.length < PREVIEW_ROWS) preview.push(previewRow(plan, action));
      }
    }
  } finally {
    await planner.close();
  }
  return {
    columns: columns.map((c, j) => ({
      header: c.header,
      field: c.field,
      ...(c.type ? { type: c.type } : {}),
      ...(c.group ? { group: c.group } : {}),
      ...(c.field ? {} : { left_behind: leftBehind[j]! }),
    })),
    preview,
    totals,
    refused,
    refused_total: refusedTotal,
    ...(kindPreview ? { new_records: kindPreview.newRecords } : {}),
  };
}

import {
  type ImportDryRun,
  type ImportKind,
  type ImportPolicy,
  type ImportPreviewRow,
  type ImportTotals,
  messageTexts,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { ContactIndex, loadContactIndex } from './contact-index.js';
import type { ImportLimits } from './import-limits.js';
import type { RowPlan } from './plan-import-row.js';
import { prepareImport } from './prepare-import.js';
import { createRowPlanner } from './row-planner.js';

const PREVIEW_ROWS = 20;
const PLAN_BATCH = 1000;

export interface ImportOptions {
  kind: ImportKind;
  policy: ImportPolicy;
  mapping: Record<string, string | null> | undefined;
  /** The file's limits (config.importLimits; the defaults when not given). */
  limits?: ImportLimits;
}

function previewRow(plan: RowPlan, action: ImportPreviewRow['action']): ImportPreviewRow {
  return {
    row: plan.row,
    action,
    entity: plan.entity,
    address: plan.address,
    emails: plan.emails,
    numbers: plan.numbers,
    errors: messageTexts(plan.errors),
    error_keys: plan.errors,
  };
}

/** POST /imports with dry_run: every row planned and counted as the job would write it (a row
 * repeating an earlier one of the file counts as its duplicate), nothing written. */
export async function previewImport(
  database: Database,
  bytes: Uint8Array,
  { kind, policy, mapping, limits }: ImportOptions,
): Promise<ImportDryRun> {
  const { rows, columns } = await prepareImport(bytes, kind, mapping, limits);
  const contacts = kind === 'contacts' ? await loadContactIndex(database) : new ContactIndex();
  const addresses = new Set<string>();
  const totals: ImportTotals = { create: 0, update: 0, skip: 0, fail: 0 };
  const preview: ImportPreviewRow[] = [];
  // Rows are planned on the planning thread (row-planner.ts), a batch at a time: the dry run of a
  // large file held the event loop for seconds, and left its garbage on this thread's heap.
  const planner = createRowPlanner(kind, columns);
  try {
    for (let start = 0; start < rows.length; start += PLAN_BATCH) {
      const plans = await planner.plan(rows.slice(start, start + PLAN_BATCH), start);
      for (const [j, plan] of plans.entries()) {
        const i = start + j;
        let action: ImportPreviewRow['action'];
        if (Object.keys(plan.errors).length > 0) action = 'fail';
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
        totals[action === 'fail' ? 'fail' : action]++;
        if (preview.length < PREVIEW_ROWS) preview.push(previewRow(plan, action));
      }
    }
  } finally {
    await planner.close();
  }
  return { columns: columns.map((c) => ({ header: c.header, field: c.field })), preview, totals };
}

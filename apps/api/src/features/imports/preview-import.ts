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
import { planImportRow, type RowPlan } from './plan-import-row.js';
import { prepareImport } from './prepare-import.js';

const PREVIEW_ROWS = 20;
const YIELD_EVERY = 250;

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
  for (const [i, cells] of rows.entries()) {
    // Other requests get their turn between slices of rows (planning 250 rows takes a few ms).
    if (i > 0 && i % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const plan = planImportRow(kind, columns, cells, i + 2);
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
  return { columns: columns.map((c) => ({ header: c.header, field: c.field })), preview, totals };
}

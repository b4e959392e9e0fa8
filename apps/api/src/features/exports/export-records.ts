import { EXPORT_LIST_SEPARATOR, neutraliseFormula } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { searchRows } from '../../db/search.js';
import type { ExportSpec } from './export-specs.js';

/** Rows read per query: memory stays flat whatever the number of matches. */
export const EXPORT_PAGE = 1000;

export type Cell = string | number | null;

/** A field as a cell: booleans as "true"/"false", lists joined by "; ", numbers as numbers, every
 * text through neutraliseFormula (CSV and XLSX alike, so an import has one rule to undo). */
export function toCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return neutraliseFormula(value.join(EXPORT_LIST_SEPARATOR));
  return neutraliseFormula(String(value));
}

/** Every record the filters match, in the search's order (seq), a page of cells at a time.
 * Each page is its own read: a record created while the export runs may appear at the end, none
 * appears twice or is skipped (keyset on seq, not offsets). */
export async function* exportRecords<Q>(
  database: Database,
  spec: ExportSpec<Q>,
  query: Q,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<Cell[][]> {
  const filters = spec.filters(query);
  let after = 0;
  for (;;) {
    const rows = await searchRows(database, { ...filters, limit: pageSize, after });
    if (rows.length === 0) return;
    const records = await spec.records(database, rows);
    yield records.map((record) => spec.columns.map((column) => toCell(record[column])));
    if (rows.length < pageSize) return;
    after = Number(rows.at(-1)?.seq);
  }
}

import type { ImportKind } from '@crm/shared';
import { DEFAULT_IMPORT_LIMITS } from '../../config.js';
import type { ImportLimits } from './import-limits.js';
import { type Column, mapColumns, requireRecognisedHeader } from './map-columns.js';
import { DEAL_DAY_FIELDS } from './plan-deal-row.js';
import { dateOrderOf } from './read-comp-cell.js';
import { readImportFile } from './read-import-file.js';

export interface PreparedImport {
  headers: string[];
  rows: string[][];
  columns: Column[];
}

/** The file read and its columns matched to fields: what both the dry run and the job start from
 * (so a job refuses a bad file with the same 4xx before it is queued). */
export async function prepareImport(
  bytes: Uint8Array,
  kind: ImportKind,
  mapping: Record<string, string | null> | undefined,
  limits: ImportLimits = DEFAULT_IMPORT_LIMITS,
): Promise<PreparedImport> {
  const parsed = await readImportFile(bytes, limits);
  const { headers, rows, columns } = findHeaderRow(kind, parsed.headers, parsed.rows, mapping);
  requireRecognisedHeader(columns);
  readDateOrder(columns, rows);
  return { headers, rows, columns };
}

/** The fields holding days: a comp's, a lease's start and end, a deal's. */
const DATE_FIELDS = new Set<string>(['date_on', 'start_on', 'end_on', ...DEAL_DAY_FIELDS]);

/** A file's date columns learn their day order from all their cells together (`25/03/2025` says
 * the day comes first; a file writes its days one way), so every row, in whichever batch or thread
 * it is planned, reads `03/04/2025` alike. */
function readDateOrder(columns: Column[], rows: string[][]) {
  const dated = columns.flatMap((column, i) => (column.field && DATE_FIELDS.has(column.field) ? [i] : []));
  if (dated.length === 0) return;
  const order = dateOrderOf(rows.flatMap((row) => dated.map((i) => row[i] ?? '')));
  for (const i of dated) columns[i]!.type = order;
}

/** Lines a file may carry above its header: LinkedIn's connections start with a "Notes:" line and
 * its text. */
const HEADER_SEARCH = 10;
/** The longest cell a candidate header row may hold. */
const HEADER_CELL = 200;

/** The header row: the first line, unless one of the next few names more fields (its data rows
 * then follow it, their numbers counted from it). */
function findHeaderRow(
  kind: ImportKind,
  headers: string[],
  rows: string[][],
  mapping: Record<string, string | null> | undefined,
): PreparedImport {
  const recognised = (columns: Column[]) => columns.filter((c) => c.field).length;
  let best: PreparedImport = { headers, rows, columns: mapColumns(kind, headers, mapping) };
  for (const [i, row] of rows.slice(0, HEADER_SEARCH).entries()) {
    // A header names fields: a line of long cells (a LinkedIn note, a data row) is not read as one.
    if (row.some((cell) => cell.length > HEADER_CELL)) continue;
    const candidate = row.map((h) => h.trim());
    const columns = mapColumns(kind, candidate, mapping);
    if (recognised(columns) > recognised(best.columns))
      best = { headers: candidate, rows: rows.slice(i + 1), columns };
  }
  return best;
}

import { EXPORT_LIST_SEPARATOR, neutraliseFormula } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type SearchFilters, searchQuery } from '../../db/search.js';
import type { Actor } from '../../shared/audit.js';
import type { ExportSpec } from './export-specs.js';

/** Rows read per query: memory stays flat whatever the number of matches. Larger pages were
 * measured slower: a page's rows outlive V8's young generation and are collected as old objects. */
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

/** The rows a search matches as arrays of `select` (seq last: the keyset), a page at a time in
 * search order. The next page's search starts before this one is handed on, so the caller's work
 * on it (links read, cells written) overlaps the next round trip on PostgreSQL. Should the caller
 * stop here, the next search's failure is nobody's to handle. */
export async function* searchPages(
  database: Database,
  filters: SearchFilters,
  select: readonly string[],
  pageSize: number,
): AsyncGenerator<unknown[][]> {
  const search = async (after: number) => {
    const query = await searchQuery(database, { ...filters, select, limit: pageSize, after });
    return (await database.readArrays([query]))[0] ?? [];
  };
  let rows = await search(0);
  while (rows.length > 0) {
    const next = rows.length === pageSize ? search(Number(rows.at(-1)![select.length - 1])) : undefined;
    next?.catch(() => {});
    yield rows;
    rows = next ? await next : [];
  }
}

/** Every record the filters match, in the search's order (seq), a page of cells at a time.
 * Each page is its own read: a record created while the export runs may appear at the end, none
 * appears twice or is skipped (keyset on seq, not offsets). Rows are read as arrays of the file's
 * own columns (a record object of 60 named fields a row cost more than the rest of the export). */
export async function* exportRecords<Q>(
  database: Database,
  spec: ExportSpec<Q>,
  query: Q,
  actor: Actor,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<Cell[][]> {
  const filters = await spec.filters(database, query, actor);
  const linked = spec.links?.columns ?? [];
  const stored = spec.columns.filter((column) => !linked.includes(column));
  // seq is read last, for the next page's keyset.
  const select = [...stored, 'seq'];
  const decoders = stored.map((column) => spec.decoders[column]);
  const uuidAt = stored.indexOf('uuid');
  // Where each cell comes from: the row's value at that index, or (negative) the links' map ~index.
  const sources = spec.columns.map((column) =>
    linked.includes(column) ? ~linked.indexOf(column) : stored.indexOf(column),
  );
  for await (const rows of searchPages(database, filters, select, pageSize)) {
    const uuids = rows.map((row) => String(row[uuidAt]));
    const links = spec.links ? await spec.links.read(database, uuids) : [];
    const page: Cell[][] = new Array(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const cells: Cell[] = new Array(sources.length);
      for (let c = 0; c < sources.length; c++) {
        const at = sources[c]!;
        const decode = decoders[at];
        cells[c] = at < 0 ? toCell(links[~at]!.get(uuids[r]!)) : toCell(decode ? decode(row[at]) : row[at]);
      }
      page[r] = cells;
    }
    yield page;
  }
}

import { EXPORT_LIST_SEPARATOR, neutraliseFormula } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { searchQuery } from '../../db/search.js';
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

interface Page {
  rows: unknown[][];
  uuids: string[];
  /** The links' summaries, one map a link column (see ExportSpec.links). */
  links: Map<string, string>[];
}

/** Every record the filters match, in the search's order (seq), a page of cells at a time.
 * Each page is its own read: a record created while the export runs may appear at the end, none
 * appears twice or is skipped (keyset on seq, not offsets). Rows are read as arrays of the file's
 * own columns (a record object of 60 named fields a row cost more than the rest of the export). */
export async function* exportRecords<Q>(
  database: Database,
  spec: ExportSpec<Q>,
  query: Q,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<Cell[][]> {
  const filters = spec.filters(query);
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
  const read = async (after: number): Promise<Page> => {
    const search = await searchQuery(database, { ...filters, select, limit: pageSize, after });
    const [rows = []] = await database.readArrays([search]);
    const uuids = rows.map((row) => String(row[uuidAt]));
    const links = spec.links && rows.length > 0 ? await spec.links.read(database, uuids) : [];
    return { rows, uuids, links };
  };
  let next: Promise<Page> | undefined = read(0);
  while (next) {
    const { rows, uuids, links }: Page = await next;
    // The next page is read while this one is written: PostgreSQL answers it meanwhile. Should the
    // export stop here, that read's failure is nobody's to handle.
    next = rows.length === pageSize ? read(Number(rows.at(-1)![select.length - 1])) : undefined;
    next?.catch(() => {});
    if (rows.length === 0) return;
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

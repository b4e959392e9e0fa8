// GET /deals/export's rows (issue 27): every deal GET /deals' filters match, in its order, as the
// cells of EXPORT_COLUMNS.deals. Deals are not a search table's rows (db/search.ts): they are read
// through the list's own query, a page of 1,000 at a time by offset. A firm has thousands of deals,
// not millions; a deal changed during the export may move between pages, as in the list.
import { type Deal, type DealExportQuery, EXPORT_COLUMNS, EXPORT_LIST_SEPARATOR } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { queryDeals } from '../deals/query-deals.js';
import { type Cell, EXPORT_PAGE, toCell } from './export-records.js';

/** The names of the staff (owners, splits) of a page, by id: their emails, which name the same
 * person in another database (the import reads them back). */
async function staffEmails(database: Database, deals: Deal[]): Promise<Map<string, string>> {
  const ids = [...new Set(deals.flatMap((d) => [d.owner_id, ...d.splits.map((s) => s.staff_id)]))];
  if (ids.length === 0) return new Map();
  const rows = await database.db.selectFrom('user').select(['id', 'email']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.email]));
}

const list = (items: string[]) => (items.length === 0 ? null : items.join(EXPORT_LIST_SEPARATOR));

/** One deal's cells, by column. */
function dealCells(deal: Deal, pipelines: Map<string, string>, emails: Map<string, string>) {
  const { dates, parties, splits, ...own } = deal;
  const cells: Record<string, unknown> = {
    ...own,
    ...dates,
    pipeline: pipelines.get(deal.pipeline_id),
    stage: deal.stage_name,
    parties: list(parties.map((p) => `${p.role}: ${p.name}`)),
    owner: emails.get(deal.owner_id) ?? deal.owner_name,
    splits: list(splits.map((s) => `${emails.get(s.staff_id) ?? s.name ?? s.staff_id} (${s.pct}%)`)),
  };
  return EXPORT_COLUMNS.deals.map((column) => toCell(cells[column]));
}

export async function* exportDeals(
  database: Database,
  filters: Omit<DealExportQuery, 'format'>,
  pageSize = EXPORT_PAGE,
): AsyncGenerator<Cell[][]> {
  const rows = await database.db.selectFrom('pipelines').select(['id', 'name']).execute();
  const pipelines = new Map(rows.map((p) => [String(p.id), p.name]));
  for (let offset = 0; ; offset += pageSize) {
    const { data } = await queryDeals(database, { ...filters, limit: pageSize, offset });
    if (data.length === 0) return;
    const emails = await staffEmails(database, data);
    yield data.map((deal) => dealCells(deal, pipelines, emails));
    if (data.length < pageSize) return;
  }
}

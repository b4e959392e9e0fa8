import {
  DUPLICATE_REASONS,
  type DuplicatePage,
  type DuplicateQuery,
  type DuplicateReason,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { addressCandidates, entityCandidates, pairKey } from './candidates.js';

const order = (reasons: Set<DuplicateReason>) =>
  [...reasons].sort((x, y) => DUPLICATE_REASONS[y] - DUPLICATE_REASONS[x]);

/** GET /duplicates: candidate pairs of one kind, strongest first (the sum of their reasons'
 * weights, then ids), without the pairs marked "not duplicates"; each side named for the list. */
export async function findDuplicates(database: Database, query: DuplicateQuery): Promise<DuplicatePage> {
  const { db } = database;
  // Every dismissal of the kind, read first so that the candidates leave them out before their
  // caps count: people make them one by one, so they stay few.
  const rows = await db
    .selectFrom('duplicate_dismissals')
    .select(['a', 'b'])
    .where('kind', '=', query.kind)
    .execute();
  const dismissed = new Set(rows.map((d) => pairKey(String(d.a), String(d.b))));
  const found =
    query.kind === 'entities'
      ? await entityCandidates(db, dismissed)
      : await addressCandidates(db, dismissed);
  const ranked = [...found.entries()]
    .map(([key, reasons]) => {
      const [a, b] = key.split('|') as [string, string];
      const sorted = order(reasons);
      return { a, b, reasons: sorted, score: sorted.reduce((s, r) => s + DUPLICATE_REASONS[r], 0) };
    })
    .sort((x, y) => y.score - x.score || x.a.localeCompare(y.a) || x.b.localeCompare(y.b));
  const page = ranked.slice(query.offset, query.offset + query.limit);
  const labels = await readLabels(database, query.kind, [...new Set(page.flatMap((p) => [p.a, p.b]))]);
  return {
    data: page.map((p) => ({
      a: { id: p.a, label: labels.get(p.a) ?? '' },
      b: { id: p.b, label: labels.get(p.b) ?? '' },
      reasons: p.reasons,
      score: p.score,
    })),
    offset: query.offset,
  };
}

async function readLabels(database: Database, kind: DuplicateQuery['kind'], ids: string[]) {
  const labels = new Map<string, string>();
  if (ids.length === 0) return labels;
  if (kind === 'entities') {
    const rows = await database.db
      .selectFrom('entities')
      .select(['uuid', 'name', 'company_name'])
      .where('uuid', 'in', ids)
      .execute();
    for (const r of rows)
      labels.set(String(r.uuid), r.company_name ? `${r.name} (${r.company_name})` : r.name);
  } else {
    const rows = await database.db
      .selectFrom('addresses')
      .select(['uuid', 'address', 'subpremise'])
      .where('uuid', 'in', ids)
      .execute();
    for (const r of rows)
      labels.set(String(r.uuid), r.subpremise ? `${r.address} #${r.subpremise}` : r.address);
  }
  return labels;
}

import type { DealPage, DealQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { allOf, DEAL_ORDER, dealConditions } from './deal-conditions.js';
import { dealsFromRows, selectDeals } from './read-deals.js';

/** GET /deals: by pipeline, stage, outcome, owner, property (a building with its spaces), party,
 * city and expected close range, in the board's order. */
export async function queryDeals(database: Database, q: DealQuery): Promise<DealPage> {
  const where = dealConditions(database, q);
  if (q.pipeline_id) where.push(sql`d.pipeline_id = ${q.pipeline_id}`);
  if (q.stage_id) where.push(sql`d.stage_id = ${q.stage_id}`);
  if (q.outcome) where.push(sql`s.outcome = ${q.outcome}`);
  if (q.close_from) where.push(sql`d.expected_close_on >= ${q.close_from}`);
  if (q.close_to) where.push(sql`d.expected_close_on <= ${q.close_to}`);
  const rows = await selectDeals(database.db)
    .where(allOf(where))
    .orderBy(DEAL_ORDER)
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const deals = await dealsFromRows(database.db, rows);
  return { data: deals.map(({ version, ...deal }) => deal), offset: q.offset };
}

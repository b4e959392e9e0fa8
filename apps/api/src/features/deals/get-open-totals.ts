import type { DealOpenTotals } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { sumOf, WEIGHTED_SQL } from './deal-figures.js';

/** GET /deals/open-totals: how many deals are open in every pipeline, their value and weighted
 * commission, in one grouped read (the portal's count card; the board sums one pipeline's). */
export async function getOpenTotals(database: Database): Promise<DealOpenTotals> {
  const { rows } = await sql<{ n: unknown; value: unknown; weighted: unknown }>`
    SELECT count(*) AS n, sum(d.total_value) AS value, sum(${WEIGHTED_SQL}) AS weighted
    FROM deals d JOIN pipeline_stages s ON s.id = d.stage_id
    WHERE s.outcome = 'open'`.execute(database.db);
  const total = rows[0];
  return {
    count: Number(total?.n ?? 0),
    value: sumOf(total?.value),
    weighted_commission: sumOf(total?.weighted),
  };
}

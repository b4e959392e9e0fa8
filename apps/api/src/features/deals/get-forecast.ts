import type { Forecast, ForecastQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { sumOf, WEIGHTED_SQL } from './deal-figures.js';
import { reportMonths } from './report-months.js';

/** GET /deals/forecast: the open deals (a stage of outcome open) by the month of their expected
 * close and by stage: how many, their value and their weighted commission (commission ×
 * probability / 100). Every month of the range is listed, with the stages that have deals in it,
 * in pipeline order. By default this month and the 11 after it. Deals without an expected close
 * are in no month. */
export async function getForecast(database: Database, q: ForecastQuery, timeZone: string): Promise<Forecast> {
  const months = reportMonths(q, timeZone, 12);
  const pipeline = q.pipeline_id ? sql`AND d.pipeline_id = ${q.pipeline_id}` : sql``;
  const { rows } = await sql<{
    month: string;
    stage_id: string;
    n: unknown;
    value: unknown;
    weighted: unknown;
  }>`
    SELECT substr(d.expected_close_on, 1, 7) AS month, d.stage_id, count(*) AS n,
      sum(d.total_value) AS value, sum(${WEIGHTED_SQL}) AS weighted
    FROM deals d JOIN pipeline_stages s ON s.id = d.stage_id
    WHERE s.outcome = 'open' AND d.expected_close_on >= ${months.start} AND d.expected_close_on < ${months.end}
      ${pipeline}
    GROUP BY substr(d.expected_close_on, 1, 7), d.stage_id, s.pipeline_id, s.position
    ORDER BY month, s.pipeline_id, s.position`.execute(database.db);
  return {
    months: months.list.map((month) => ({
      month,
      by_stage: rows
        .filter((r) => r.month === month)
        .map((r) => ({
          stage_id: String(r.stage_id),
          count: Number(r.n),
          value: sumOf(r.value),
          weighted_commission: sumOf(r.weighted),
        })),
    })),
  };
}

import type { DealResults, ResultsQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { readPipelines } from '../pipelines/read-pipelines.js';
import { COMMISSION_SQL, sumOf } from './deal-figures.js';
import { type Months, reportMonths } from './report-months.js';

type Closed = { outcome: 'won' | 'lost'; n: unknown; value: unknown; commission: unknown };

const rate = (won: number, lost: number) =>
  won + lost === 0 ? null : Math.round((won / (won + lost)) * 1000) / 1000;

/** Won and lost, how many, value and commission of the won, and the rate, from grouped rows. */
function tally(rows: Closed[]) {
  const won = rows.find((r) => r.outcome === 'won');
  const lost = rows.find((r) => r.outcome === 'lost');
  const [wonCount, lostCount] = [Number(won?.n ?? 0), Number(lost?.n ?? 0)];
  return {
    won_count: wonCount,
    won_value: sumOf(won?.value),
    won_commission: sumOf(won?.commission),
    lost_count: lostCount,
    win_rate: rate(wonCount, lostCount),
  };
}

/** The average length of the stays in each stage that ended within the months, from the recorded
 * entries: a stay runs from an entry to the deal's next one (LEAD). Computed and averaged in the
 * database, so a pipeline of 100,000 deals sends a row a stage, not every entry, to this process. */
async function stageStays(database: Database, months: Months, pipelineId?: string) {
  const pipeline = pipelineId ? sql`WHERE d.pipeline_id = ${pipelineId}` : sql``;
  const days =
    database.dialect === 'postgres'
      ? sql`EXTRACT(EPOCH FROM (left_at - entered)) / 86400`
      : sql`julianday(left_at) - julianday(entered)`;
  const { rows } = await sql<{ stage_id: string; n: unknown; days: unknown }>`
    WITH stays AS (
      SELECT c.to_stage_id AS stage_id, c.at AS entered,
        LEAD(c.at) OVER (PARTITION BY c.deal_id ORDER BY c.at, c.id) AS left_at
      FROM deal_stage_changes c JOIN deals d ON d.id = c.deal_id ${pipeline})
    SELECT stage_id, count(*) AS n, avg(${days}) AS days FROM stays
    WHERE stage_id IS NOT NULL AND left_at >= ${`${months.start}T00:00:00.000Z`}
      AND left_at < ${`${months.end}T00:00:00.000Z`}
    GROUP BY stage_id`.execute(database.db);
  return new Map(rows.map((r) => [String(r.stage_id), { stays: Number(r.n), days: Number(r.days) }]));
}

/** GET /deals/results: the deals won and lost by the month they closed, with the win rate; the
 * average days deals spent in each stage (of the stays that ended within the months; months are
 * UTC's there, as the entries are instants); and per owner what they won and lost. By default the
 * 12 months up to this one. */
export async function getResults(
  database: Database,
  q: ResultsQuery,
  timeZone: string,
): Promise<DealResults> {
  const months = reportMonths(q, timeZone, -12);
  const pipeline = q.pipeline_id ? sql`AND d.pipeline_id = ${q.pipeline_id}` : sql``;
  const closed = sql`FROM deals d JOIN pipeline_stages s ON s.id = d.stage_id
    WHERE s.outcome IN ('won', 'lost') AND d.closed_on >= ${months.start} AND d.closed_on < ${months.end} ${pipeline}`;
  const figures = sql`s.outcome, count(*) AS n, sum(d.total_value) AS value, sum(${COMMISSION_SQL}) AS commission`;
  const { rows: byMonth } = await sql<Closed & { month: string }>`
    SELECT substr(d.closed_on, 1, 7) AS month, ${figures} ${closed}
    GROUP BY substr(d.closed_on, 1, 7), s.outcome`.execute(database.db);
  const { rows: byOwner } = await sql<Closed & { owner_id: string; owner_name: string | null }>`
    SELECT d.owner_id, (SELECT u.name FROM "user" u WHERE u.id = d.owner_id) AS owner_name, ${figures} ${closed}
    GROUP BY d.owner_id, s.outcome`.execute(database.db);
  const pipelines = await readPipelines(database.db, q.pipeline_id ? [q.pipeline_id] : undefined);
  const stages = pipelines.flatMap((p) => p.stages);
  const stays = await stageStays(database, months, q.pipeline_id);
  const owners = [...new Set(byOwner.map((r) => r.owner_id))];
  return {
    months: months.list.map((month) => ({ month, ...tally(byMonth.filter((r) => r.month === month)) })),
    stages: stages.map((s) => {
      const stay = stays.get(s.id);
      const average = stay ? Math.round(stay.days * 10) / 10 : null;
      return { stage_id: s.id, name: s.name, stays: stay?.stays ?? 0, average_days: average };
    }),
    owners: owners
      .map((owner_id) => {
        const its = byOwner.filter((r) => r.owner_id === owner_id);
        return { owner_id, owner_name: its[0]?.owner_name ?? null, ...tally(its) };
      })
      .sort((a, b) => b.won_value - a.won_value || a.owner_id.localeCompare(b.owner_id)),
  };
}

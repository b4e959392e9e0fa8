import type { Board, BoardQuery } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { getPipeline } from '../pipelines/read-pipelines.js';
import { allOf, DEAL_ORDER, dealConditions } from './deal-conditions.js';
import { sumOf, WEIGHTED_SQL } from './deal-figures.js';
import { readParties, selectDeals } from './read-deals.js';

/** GET /pipelines/{id}/board: each stage in order with its count, value and weighted commission
 * over every deal in it (of the owner and city asked), and its first `limit` cards. The totals are
 * one grouped read; the cards one read a stage, each an index range of deals_stage. */
export async function getBoard(database: Database, pipelineId: string, q: BoardQuery): Promise<Board> {
  const { db } = database;
  const pipeline = await getPipeline(db, pipelineId);
  const where = dealConditions(database, q);
  where.push(sql`d.pipeline_id = ${pipeline.id}`);
  const { rows: totals } = await sql<{ stage_id: string; n: unknown; value: unknown; weighted: unknown }>`
    SELECT d.stage_id, count(*) AS n, sum(d.total_value) AS value, sum(${WEIGHTED_SQL}) AS weighted
    FROM deals d JOIN pipeline_stages s ON s.id = d.stage_id LEFT JOIN addresses a ON a.uuid = d.address_id
    WHERE ${allOf(where)} GROUP BY d.stage_id`.execute(db);
  const byStage = new Map(totals.map((t) => [String(t.stage_id), t]));
  const stages = [];
  for (const stage of pipeline.stages) {
    const total = byStage.get(stage.id);
    const rows = total
      ? await selectDeals(db)
          .where(allOf([...where, sql`d.stage_id = ${stage.id}`]))
          .orderBy(DEAL_ORDER)
          .limit(q.limit)
          .execute()
      : [];
    const parties = await readParties(
      db,
      rows.map((r) => String(r.id)),
    );
    stages.push({
      stage_id: stage.id,
      key: stage.key,
      name: stage.name,
      outcome: stage.outcome,
      probability: stage.probability,
      count: Number(total?.n ?? 0),
      value: sumOf(total?.value),
      weighted_commission: sumOf(total?.weighted),
      cards: rows.map((r) => ({
        id: String(r.id),
        name: r.name,
        value: r.total_value == null ? null : Number(r.total_value),
        probability: r.probability == null ? stage.probability : Number(r.probability),
        expected_close_on: r.expected_close_on,
        owner_id: r.owner_id,
        owner_name: r.owner_name ?? null,
        address: r.address ?? null,
        parties: (parties.get(String(r.id)) ?? []).map((p) => p.name),
      })),
    });
  }
  return { pipeline_id: pipeline.id, stages };
}

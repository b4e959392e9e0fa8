import type { Board, BoardQuery } from '@crm/shared';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { getPipeline } from '../pipelines/read-pipelines.js';
import { allOf, dealConditions } from './deal-conditions.js';
import { sumOf, WEIGHTED_SQL } from './deal-figures.js';
import { readParties, selectDeals } from './read-deals.js';

/** GET /pipelines/{id}/board: each stage in order with its count, value and weighted commission
 * over every deal in it (of the owner and city asked), and its first `limit` cards. The totals are
 * one grouped read (from deals_pipeline_figures alone unless a city joins the property); the cards
 * one or two reads a stage, and their parties one more, all at once. */
export async function getBoard(database: Database, pipelineId: string, q: BoardQuery): Promise<Board> {
  const { db } = database;
  const pipeline = await getPipeline(db, pipelineId);
  const where = dealConditions(database, q);
  where.push(sql`d.pipeline_id = ${pipeline.id}`);
  // Only a city filter reads the property: joined for every deal of the pipeline, it would cost a
  // lookup each.
  const property = q.city ? sql`LEFT JOIN addresses a ON a.uuid = d.address_id` : sql``;
  // The totals and every column's cards at once: on PostgreSQL each is a round trip of its own
  // on its own pooled connection, so the board costs its slowest read, not the sum of 17 to 25
  // (on SQLite they run one after the other all the same).
  const [{ rows: totals }, columns] = await Promise.all([
    sql<{ stage_id: string; n: unknown; value: unknown; weighted: unknown }>`
    SELECT d.stage_id, count(*) AS n, sum(d.total_value) AS value, sum(${WEIGHTED_SQL}) AS weighted
    FROM deals d JOIN pipeline_stages s ON s.id = d.stage_id ${property}
    WHERE ${allOf(where)} GROUP BY d.stage_id`.execute(db),
    Promise.all(
      pipeline.stages.map(async (stage) => {
        const rows = await stageCards(database, where, stage.id, q.limit);
        // A stage's parties at a time: 50 deals are index probes, where 400 at once made
        // PostgreSQL scan every party.
        const parties = await readParties(
          db,
          rows.map((r) => String(r.id)),
        );
        return { stage, rows, parties };
      }),
    ),
  ]);
  const byStage = new Map(totals.map((t) => [String(t.stage_id), t]));
  return {
    pipeline_id: pipeline.id,
    stages: columns.map(({ stage, rows, parties }) => {
      const total = byStage.get(stage.id);
      return {
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
      };
    }),
  };
}

/** A stage's first `limit` cards in DEAL_ORDER (deal-conditions.ts): the dated ones by date, name
 * and id, then, when fewer, the undated ones by name and id. Two index ranges of
 * deals_stage_order, where DEAL_ORDER's `IS NULL` term would sort the whole stage first (SQLite
 * keeps nulls first in an index, PostgreSQL last: the split reads the same order on both). */
async function stageCards(database: Database, where: RawBuilder<boolean>[], stageId: string, limit: number) {
  const inStage = [...where, sql<boolean>`d.stage_id = ${stageId}`];
  const dated = await selectDeals(database.db)
    .where(allOf([...inStage, sql<boolean>`d.expected_close_on IS NOT NULL`]))
    .orderBy(sql`d.expected_close_on, d.name, d.id`)
    .limit(limit)
    .execute();
  if (dated.length === limit) return dated;
  const undated = await selectDeals(database.db)
    .where(allOf([...inStage, sql<boolean>`d.expected_close_on IS NULL`]))
    .orderBy(sql`d.name, d.id`)
    .limit(limit - dated.length)
    .execute();
  return [...dated, ...undated];
}

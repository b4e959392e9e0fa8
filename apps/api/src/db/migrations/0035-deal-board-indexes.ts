// Deals at 100k (issue 27's bench): indexes the board and the forecast read in order or whole.
// - `deals_stage_order` (stage, expected close, name, id): a board column's first cards are an
//   index range in the cards' order, with no sort of the whole stage (a closed stage holds
//   thousands of deals). It replaces `deals_stage`, its prefix.
// - `deals_pipeline_figures` (pipeline, stage, then the figures the column totals sum): the board's
//   totals are read from the index alone, without a row per deal.
// - `deals_pipeline_close` gains the stage and the figures the forecast sums, for the same reason:
//   a pipeline's 12 months are one index range read whole.
// Written out here, never imported, so this migration never changes.
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
type Db = Kysely<any>;

const FIGURES = ['total_value', 'commission_amount', 'commission_pct', 'probability'];

export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('deals_stage').execute();
  await db.schema
    .createIndex('deals_stage_order')
    .on('deals')
    .columns(['stage_id', 'expected_close_on', 'name', 'id'])
    .execute();
  await db.schema
    .createIndex('deals_pipeline_figures')
    .on('deals')
    .columns(['pipeline_id', 'stage_id', ...FIGURES])
    .execute();
  await db.schema.dropIndex('deals_pipeline_close').execute();
  await db.schema
    .createIndex('deals_pipeline_close')
    .on('deals')
    .columns(['pipeline_id', 'expected_close_on', 'stage_id', ...FIGURES])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('deals_pipeline_close').execute();
  await db.schema
    .createIndex('deals_pipeline_close')
    .on('deals')
    .columns(['pipeline_id', 'expected_close_on'])
    .execute();
  await db.schema.dropIndex('deals_pipeline_figures').execute();
  await db.schema.dropIndex('deals_stage_order').execute();
  await db.schema.createIndex('deals_stage').on('deals').columns(['stage_id', 'expected_close_on']).execute();
}

import type { Deal, DealStageMove } from '@crm/shared';
import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { StaleVersion } from '../../shared/versions.js';
import { stageOfPipeline } from './deal-references.js';
import { dealSpec } from './deal-spec.js';
import { closingColumns, enterStage } from './enter-stage.js';
import { getDeal } from './read-deals.js';

/** PUT /deals/{id}/stage: the deal enters another stage of its pipeline (400 for another
 * pipeline's), with the closing fields that stage's outcome asks for (closing-columns in
 * enter-stage.ts). Its probability override goes: the new stage brings its own. The entry is
 * recorded and its playbook's tasks made in the same transaction. A move to the stage the deal is
 * already in writes nothing and makes no tasks, so a retried request is harmless; the row is locked
 * first (PostgreSQL; SQLite's transaction holds the write lock), so of two identical moves at once
 * the second finds the deal moved. With `expected` (If-Match), a StaleVersion unless still at it. */
export function moveDealStage(
  database: Database,
  id: string,
  move: DealStageMove,
  actor: Actor,
  timeZone: string,
  expected?: number,
): Promise<Versioned<Deal>> {
  return database.db.transaction().execute(async (trx) => {
    const key = dealSpec.lookupKey(id);
    if (key && database.dialect === 'postgres')
      await sql`SELECT id FROM deals WHERE id = ${key} FOR UPDATE`.execute(trx);
    const row = await findRecordRow(trx, dealSpec, id);
    if (expected !== undefined && Number(row.version) !== expected) throw new StaleVersion();
    const deal = dealSpec.fromRow(row);
    const stage = await stageOfPipeline(trx, deal.pipeline_id, move.stage_id);
    if (stage.id === deal.stage_id) return getDeal(trx, deal.id);
    const now = new Date().toISOString();
    const columns = {
      stage_id: stage.id,
      stage_entered_at: now,
      probability: null,
      ...closingColumns(stage.outcome, move, timeZone),
    };
    await updateRecord(database, trx, dealSpec, deal.id, columns, actor, expected);
    await enterStage(database, trx, deal, deal.stage_id, stage.id, actor, timeZone, now);
    return getDeal(trx, deal.id);
  });
}

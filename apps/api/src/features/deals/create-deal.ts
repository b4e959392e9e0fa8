import type { Deal, DealCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { syncDateTasks } from './deal-date-tasks.js';
import { setParties } from './deal-parties.js';
import { assertDealReferences, assertPipelineExists, stageOfPipeline } from './deal-references.js';
import { dealColumns, dealSpec } from './deal-spec.js';
import { closingColumns, enterStage } from './enter-stage.js';
import { getDeal } from './read-deals.js';

/** POST /deals: a deal in a stage of its pipeline, owned by the staff member creating it unless it
 * names another (an API key must name one). Entering its first stage is an entry like any move:
 * recorded, and the stage's playbook tasks made; each key date to come becomes a task for the owner
 * (deal-date-tasks.ts). Refused with nothing written: an unknown pipeline,
 * address, requirement or contact (404), a stage of another pipeline, an owner or split that is no
 * staff member, a lost stage without its reason (400). */
export function createDeal(
  database: Database,
  input: DealCreate,
  actor: Actor,
  timeZone: string,
): Promise<Versioned<Deal>> {
  return database.db.transaction().execute((trx) => insertDeal(database, trx, input, actor, timeZone));
}

/** The same, in the caller's transaction (the deals import: one row's savepoint). */
export async function insertDeal(
  database: Database,
  trx: Transaction<DB>,
  input: DealCreate,
  actor: Actor,
  timeZone: string,
): Promise<Versioned<Deal>> {
  const { pipeline_id, stage_id, lost_reason, lost_note, closed_on, ...fields } = input;
  await assertPipelineExists(trx, pipeline_id);
  const stage = await stageOfPipeline(trx, pipeline_id, stage_id);
  const owner_id = fields.owner_id ?? userIdOf(actor);
  if (!owner_id) throw new AppError(400, 'validation', 'deals.val.ownerRequired', 'owner_id');
  await assertDealReferences(trx, { ...fields, owner_id });
  const closing = closingColumns(stage.outcome, { lost_reason, lost_note, closed_on }, timeZone);
  const now = new Date().toISOString();
  const columns = {
    ...dealColumns(fields),
    name: fields.name,
    pipeline_id,
    stage_id,
    owner_id,
    splits: JSON.stringify(fields.splits),
    stage_entered_at: now,
    ...closing,
  };
  const { id } = await insertRecord(database, trx, dealSpec, columns, actor);
  await setParties(trx, id, fields.parties, actor);
  await enterStage(
    database,
    trx,
    { id, name: fields.name, owner_id, address_id: fields.address_id ?? null },
    null,
    stage_id,
    actor,
    timeZone,
    now,
  );
  await syncDateTasks(database, trx, id, actor, timeZone);
  return getDeal(trx, id);
}

// What a deal names must exist, checked before anything is written: its pipeline (404) and a stage
// of it (400), its address, requirement and parties (404 naming the field), its owner and the staff
// members its commission is split among (400: not a staff member).
import type { DealUpdate, StageOutcome } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { findStaffMember } from '../staff/read-staff.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface StageFacts {
  id: string;
  pipeline_id: string;
  outcome: StageOutcome;
  probability: number;
}

/** The stage, when it is one of the pipeline's; 400 on stage_id otherwise. */
export async function stageOfPipeline(db: Db, pipelineId: string, stageId: string): Promise<StageFacts> {
  const stage = await db
    .selectFrom('pipeline_stages')
    .select(['id', 'pipeline_id', 'outcome', 'probability'])
    .where('id', '=', stageId)
    .executeTakeFirst();
  if (!stage || String(stage.pipeline_id) !== pipelineId)
    throw new AppError(400, 'validation', 'deals.val.stagePipeline', 'stage_id');
  return {
    ...stage,
    id: String(stage.id),
    pipeline_id: String(stage.pipeline_id),
    probability: Number(stage.probability),
  };
}

export async function assertPipelineExists(db: Db, pipelineId: string): Promise<void> {
  const row = await db.selectFrom('pipelines').select('id').where('id', '=', pipelineId).executeTakeFirst();
  if (!row) throw notFound('lookup.pipeline', 'pipeline_id');
}

/** 400 on `field` unless `id` is a staff member's (enabled, with staff access). */
export async function assertStaff(
  db: Db,
  id: string,
  field: string,
  key: 'deals.val.owner' | 'deals.val.splitStaff',
) {
  if (!(await findStaffMember(db, id, 'UTC'))) throw new AppError(400, 'validation', key, field);
}

export async function assertDealReferences(db: Db, input: DealUpdate): Promise<void> {
  if (input.address_id) {
    const row = await db
      .selectFrom('addresses')
      .select('uuid')
      .where('uuid', '=', input.address_id)
      .executeTakeFirst();
    if (!row) throw notFound('lookup.address', 'address_id');
  }
  if (input.requirement_id) {
    const row = await db
      .selectFrom('requirements')
      .select('id')
      .where('id', '=', input.requirement_id)
      .executeTakeFirst();
    if (!row) throw notFound('lookup.requirement', 'requirement_id');
  }
  const entities = (input.parties ?? []).map((p) => p.entity_id);
  if (entities.length > 0) {
    const rows = await db.selectFrom('entities').select('uuid').where('uuid', 'in', entities).execute();
    if (rows.length !== entities.length) throw notFound('lookup.entity', 'parties');
  }
  if (input.owner_id) await assertStaff(db, input.owner_id, 'owner_id', 'deals.val.owner');
  for (const [i, split] of (input.splits ?? []).entries())
    await assertStaff(db, split.staff_id, `splits.${i}.staff_id`, 'deals.val.splitStaff');
}

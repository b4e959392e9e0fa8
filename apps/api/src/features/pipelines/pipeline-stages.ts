// What creating and changing a pipeline share: its playbooks' assignees checked, a stage's
// playbook written, and the stages as its audit entry records them.
import type { Pipeline, StageInput } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { uuidv7 } from '../../shared/uuid.js';
import { findStaffMember } from '../staff/read-staff.js';

type Db = Kysely<DB> | Transaction<DB>;

/** 400 on the first playbook task naming someone who is not a staff member. */
export async function assertPlaybookAssignees(db: Db, stages: readonly StageInput[]): Promise<void> {
  for (const [i, stage] of stages.entries())
    for (const [j, task] of (stage.playbook ?? []).entries())
      if (task.assignee_id && !(await findStaffMember(db, task.assignee_id, 'UTC')))
        throw new AppError(
          400,
          'validation',
          'pipelines.val.assignee',
          `stages.${i}.playbook.${j}.assignee_id`,
        );
}

/** Makes `playbook` the stage's, in its order. */
export async function writePlaybook(
  trx: Transaction<DB>,
  stageId: string,
  playbook: NonNullable<StageInput['playbook']>,
): Promise<void> {
  await trx.deleteFrom('stage_tasks').where('stage_id', '=', stageId).execute();
  if (playbook.length === 0) return;
  await trx
    .insertInto('stage_tasks')
    .values(
      playbook.map((task, position) => ({
        id: uuidv7(),
        stage_id: stageId,
        position,
        title: task.title,
        due_in_days: task.due_in_days,
        assignee_id: task.assignee_id,
      })),
    )
    .execute();
}

/** The stages as an audit entry holds them: what an administrator set, without ids of tasks. */
export const stagesForAudit = (stages: Pipeline['stages']) =>
  stages.map((s) => ({
    id: s.id,
    name: s.name,
    probability: s.probability,
    outcome: s.outcome,
    playbook: s.playbook.map(({ id, ...task }) => task),
  }));

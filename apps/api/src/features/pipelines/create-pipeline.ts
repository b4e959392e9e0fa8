import type { Pipeline, PipelineCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type Actor, appendAudit, created } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import { assertPlaybookAssignees, stagesForAudit, writePlaybook } from './pipeline-stages.js';
import { getPipeline } from './read-pipelines.js';

/** POST /pipelines (administrators: the route checks): a pipeline of one deal type, its stages in the order given,
 * none with a key (only seeded stages have one). Audited as a `pipeline` entry. */
export function createPipeline(database: Database, input: PipelineCreate, actor: Actor): Promise<Pipeline> {
  return database.db.transaction().execute(async (trx) => {
    await assertPlaybookAssignees(trx, input.stages);
    const id = uuidv7();
    const now = new Date().toISOString();
    await trx
      .insertInto('pipelines')
      .values({ id, name: input.name, type: input.type, created_at: now, updated_at: now })
      .execute();
    for (const [position, stage] of input.stages.entries()) {
      const stageId = uuidv7();
      await trx
        .insertInto('pipeline_stages')
        .values({
          id: stageId,
          pipeline_id: id,
          key: null,
          name: stage.name,
          position,
          probability: stage.probability,
          outcome: stage.outcome,
        })
        .execute();
      await writePlaybook(trx, stageId, stage.playbook ?? []);
    }
    const pipeline = await getPipeline(trx, id);
    await appendAudit(trx, {
      actor,
      action: 'create',
      type: 'pipeline',
      id,
      changes: created({ name: pipeline.name, type: pipeline.type, stages: stagesForAudit(pipeline.stages) }),
    });
    return pipeline;
  });
}

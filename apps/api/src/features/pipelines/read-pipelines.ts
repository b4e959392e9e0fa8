// How pipelines are read: each with its stages in order and each stage's playbook, in three reads
// however many pipelines there are.
import type { Pipeline } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

type Db = Kysely<DB> | Transaction<DB>;

/** The pipelines named (every one without `ids`), by name then id. */
export async function readPipelines(db: Db, ids?: readonly string[]): Promise<Pipeline[]> {
  if (ids?.length === 0) return [];
  let query = db.selectFrom('pipelines').select(['id', 'name', 'type']);
  if (ids) query = query.where('id', 'in', [...ids]);
  const pipelines = await query.orderBy('name').orderBy('id').execute();
  if (pipelines.length === 0) return [];
  const pipelineIds = pipelines.map((p) => String(p.id));
  const stages = await db
    .selectFrom('pipeline_stages')
    .selectAll()
    .where('pipeline_id', 'in', pipelineIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
  const tasks =
    stages.length === 0
      ? []
      : await db
          .selectFrom('stage_tasks')
          .selectAll()
          .where(
            'stage_id',
            'in',
            stages.map((s) => s.id),
          )
          .orderBy('position')
          .orderBy('id')
          .execute();
  return pipelines.map((p) => ({
    id: String(p.id),
    name: p.name,
    type: p.type,
    stages: stages
      .filter((s) => String(s.pipeline_id) === String(p.id))
      .map((s) => ({
        id: String(s.id),
        key: s.key,
        name: s.name,
        position: Number(s.position),
        probability: Number(s.probability),
        outcome: s.outcome,
        playbook: tasks
          .filter((t) => String(t.stage_id) === String(s.id))
          .map((t) => ({
            id: String(t.id),
            title: t.title,
            due_in_days: Number(t.due_in_days),
            assignee_id: t.assignee_id,
          })),
      })),
  }));
}

/** One pipeline, or 404 (an id that is no UUID names none). */
export async function getPipeline(db: Db, raw: string): Promise<Pipeline> {
  const id = uuidKey(raw);
  const [pipeline] = id ? await readPipelines(db, [id]) : [];
  if (!pipeline) throw notFound('lookup.pipeline');
  return pipeline;
}

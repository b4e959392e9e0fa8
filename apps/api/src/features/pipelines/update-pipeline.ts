import type { Pipeline, PipelineUpdate, StageInput } from '@crm/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError, exists } from '../../shared/app-error.js';
import { type Actor, appendAudit, diff } from '../../shared/audit.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';
import { assertPlaybookAssignees, stagesForAudit, writePlaybook } from './pipeline-stages.js';
import { getPipeline } from './read-pipelines.js';

/** How many deals are in each of these stages (absent: none). */
async function dealsIn(trx: Transaction<DB>, stageIds: string[]): Promise<Map<string, number>> {
  if (stageIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('deals')
    .select(['stage_id', (eb) => eb.fn.countAll().as('n')])
    .where('stage_id', 'in', stageIds)
    .groupBy('stage_id')
    .execute();
  return new Map(rows.map((r) => [String(r.stage_id), Number(r.n)]));
}

const isForeignKeyViolation = (error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
};

/** The stages as listed: kept ones renamed, re-weighted and reordered, new ones added (no key),
 * left-out ones removed. A stage deals are in can be neither removed nor given another outcome
 * (their lost reasons and closing days follow the outcome): 409, nothing changed. */
async function replaceStages(trx: Transaction<DB>, pipeline: Pipeline, list: readonly StageInput[]) {
  const current = new Map(pipeline.stages.map((s) => [s.id, s]));
  for (const [i, stage] of list.entries())
    if (stage.id && !current.has(stage.id))
      throw new AppError(400, 'validation', 'pipelines.val.stageOther', `stages.${i}.id`);
  await assertPlaybookAssignees(trx, list);
  const listed = new Set(list.flatMap((s) => (s.id ? [s.id] : [])));
  const removed = pipeline.stages.filter((s) => !listed.has(s.id)).map((s) => s.id);
  const inUse = await dealsIn(trx, [...current.keys()]);
  if (removed.some((id) => inUse.has(id))) throw exists('pipelines.err.stageInUse', 'stages');
  for (const [i, stage] of list.entries())
    if (stage.id && inUse.has(stage.id) && current.get(stage.id)?.outcome !== stage.outcome)
      throw exists('pipelines.err.outcomeInUse', `stages.${i}.outcome`);
  try {
    // A deal moved into a removed stage since the count above: its foreign key refuses the delete.
    if (removed.length > 0) await trx.deleteFrom('pipeline_stages').where('id', 'in', removed).execute();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw exists('pipelines.err.stageInUse', 'stages');
    throw error;
  }
  for (const [position, stage] of list.entries()) {
    const columns = { name: stage.name, position, probability: stage.probability, outcome: stage.outcome };
    if (stage.id) {
      await trx.updateTable('pipeline_stages').set(columns).where('id', '=', stage.id).execute();
      if (stage.playbook) await writePlaybook(trx, stage.id, stage.playbook);
    } else {
      const id = uuidv7();
      await trx
        .insertInto('pipeline_stages')
        .values({ id, pipeline_id: pipeline.id, key: null, ...columns })
        .execute();
      await writePlaybook(trx, id, stage.playbook ?? []);
    }
  }
}

/** PUT /pipelines/{id} (administrators: the route checks): its name, and its stages as a whole ordered list. Audited
 * as a `pipeline` entry with the name and stages before and after. */
export function updatePipeline(
  database: Database,
  raw: string,
  input: PipelineUpdate,
  actor: Actor,
): Promise<Pipeline> {
  return database.db.transaction().execute(async (trx) => {
    // Two administrators' edits of one pipeline run one after the other (SQLite's transactions
    // hold the write lock already).
    const id = uuidKey(raw);
    if (id && database.dialect === 'postgres')
      await sql`SELECT id FROM pipelines WHERE id = ${id} FOR UPDATE`.execute(trx);
    const before = await getPipeline(trx, raw);
    if (input.stages) await replaceStages(trx, before, input.stages);
    if (input.name !== undefined && input.name !== before.name)
      await trx.updateTable('pipelines').set({ name: input.name }).where('id', '=', before.id).execute();
    const after = await getPipeline(trx, before.id);
    const shown = (p: Pipeline) => ({ name: p.name, stages: stagesForAudit(p.stages) });
    const changes = diff(shown(before), shown(after));
    if (Object.keys(changes).length === 0) return after;
    await trx
      .updateTable('pipelines')
      .set({ updated_at: new Date().toISOString() })
      .where('id', '=', before.id)
      .execute();
    await appendAudit(trx, { actor, action: 'update', type: 'pipeline', id: before.id, changes });
    return after;
  });
}

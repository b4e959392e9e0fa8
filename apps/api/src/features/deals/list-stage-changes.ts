import type { DealStageChangeList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import { userIdOf } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { dealSpec } from './deal-spec.js';

/** GET /deals/{id}/stage-changes: every entry of the deal into a stage, oldest first, with the
 * stages' names and who moved it: what a timeline shows and a deal's days in each stage read. */
export async function listStageChanges(database: Database, raw: string): Promise<DealStageChangeList> {
  const { db } = database;
  const deal = await findRecordRow(db, dealSpec, raw);
  const rows = await db
    .selectFrom('deal_stage_changes as c')
    .leftJoin('pipeline_stages as f', 'f.id', 'c.from_stage_id')
    .leftJoin('pipeline_stages as s', 's.id', 'c.to_stage_id')
    .select([
      'c.id',
      'c.from_stage_id',
      'f.name as from_stage_name',
      'c.to_stage_id',
      's.name as to_stage_name',
    ])
    .select(['c.actor', 'c.at'])
    .where('c.deal_id', '=', String(deal.id))
    .orderBy('c.at')
    .orderBy('c.id')
    .execute();
  const users = [...new Set(rows.flatMap((r) => userIdOf(r.actor) ?? []))];
  const names = new Map(
    users.length === 0
      ? []
      : (await db.selectFrom('user').select(['id', 'name']).where('id', 'in', users).execute()).map((u) => [
          u.id,
          u.name,
        ]),
  );
  return {
    data: rows.map((r) => ({
      id: String(r.id),
      from_stage_id: r.from_stage_id == null ? null : String(r.from_stage_id),
      from_stage_name: r.from_stage_name ?? null,
      to_stage_id: r.to_stage_id == null ? null : String(r.to_stage_id),
      to_stage_name: r.to_stage_name ?? null,
      actor: r.actor,
      actor_name: names.get(userIdOf(r.actor) ?? '') ?? null,
      at: toIso(r.at),
    })),
  };
}

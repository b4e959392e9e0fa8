import type { DealStageChange, DealStageChangeList } from '@crm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import { toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { userIdOf } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { dealSpec } from './deal-spec.js';

/** GET /deals/{id}/stage-changes: every entry of the deal into a stage, oldest first, with the
 * stages' names and who moved it: a deal's days in each stage read them. */
export async function listStageChanges(database: Database, raw: string): Promise<DealStageChangeList> {
  const deal = await findRecordRow(database.db, dealSpec, raw);
  return { data: await readStageChanges(database.db, { deal_id: String(deal.id) }) };
}

/** A deal's entries (oldest first), or those of the ids given (a timeline's page), as answered. */
export async function readStageChanges(
  db: Kysely<DB>,
  which: { deal_id: string } | { ids: string[] },
): Promise<DealStageChange[]> {
  let select = db
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
    .select(['c.actor', 'c.at']);
  select =
    'ids' in which ? select.where('c.id', 'in', which.ids) : select.where('c.deal_id', '=', which.deal_id);
  const rows = await select.orderBy('c.at').orderBy('c.id').execute();
  const users = [...new Set(rows.flatMap((r) => userIdOf(r.actor) ?? []))];
  const names = new Map(
    users.length === 0
      ? []
      : (await db.selectFrom('user').select(['id', 'name']).where('id', 'in', users).execute()).map((u) => [
          u.id,
          u.name,
        ]),
  );
  return rows.map((r) => ({
    id: String(r.id),
    from_stage_id: r.from_stage_id == null ? null : String(r.from_stage_id),
    from_stage_name: r.from_stage_name ?? null,
    to_stage_id: r.to_stage_id == null ? null : String(r.to_stage_id),
    to_stage_name: r.to_stage_name ?? null,
    actor: r.actor,
    actor_name: names.get(userIdOf(r.actor) ?? '') ?? null,
    at: toIso(r.at),
  }));
}

// What a deals row names by words and the database knows by ids (issue 27), found alike by the job
// (write-deal-row.ts) and the dry run (preview-deals.ts): a pipeline by its name or its deal type,
// a stage by its name (English as stored, French as the portal says a seeded one), a staff member
// by email, and the deal a row stands for by its name, pipeline and property.
import {
  DEAL_STAGE_WORDS,
  DEAL_TYPE_WORDS,
  DEAL_TYPES,
  type DealType,
  headerKey,
  type StageOutcome,
} from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { staffIdentities } from '../staff/read-staff.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface FoundStage {
  id: string;
  name: string;
  outcome: StageOutcome;
  probability: number;
}

/** The pipeline a row names: one of that name, else the first (oldest) of that deal type. */
export async function findPipeline(db: Db, text: string): Promise<{ id: string; name: string } | undefined> {
  const rows = await db
    .selectFrom('pipelines')
    .select(['id', 'name', 'type'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const key = headerKey(text);
  const named = rows.find((p) => headerKey(p.name) === key);
  const type = DEAL_TYPES.find(
    (t: DealType) => headerKey(t) === key || DEAL_TYPE_WORDS[t].some((w) => headerKey(w) === key),
  );
  const found = named ?? rows.find((p) => p.type === type);
  return found && { id: String(found.id), name: found.name };
}

/** The stage of the pipeline a row names, its first when it names none. */
export async function findStage(
  db: Db,
  pipelineId: string,
  text: string | null,
): Promise<FoundStage | undefined> {
  const rows = await db
    .selectFrom('pipeline_stages')
    .select(['id', 'name', 'key', 'outcome', 'probability'])
    .where('pipeline_id', '=', pipelineId)
    .orderBy('position')
    .execute();
  const key = text === null ? null : headerKey(text);
  const found =
    key === null
      ? rows[0]
      : rows.find(
          (s) =>
            headerKey(s.name) === key ||
            (s.key &&
              (headerKey(s.key) === key || DEAL_STAGE_WORDS[s.key]?.some((w) => headerKey(w) === key))),
        );
  return (
    found && {
      id: String(found.id),
      name: found.name,
      outcome: found.outcome,
      probability: Number(found.probability),
    }
  );
}

/** Staff members' ids by their lowercase email. */
export async function staffByEmail(db: Db): Promise<Map<string, string>> {
  return new Map((await staffIdentities(db)).map((s) => [s.email.toLowerCase(), s.id]));
}

/** The deal a row stands for: the same name in the same pipeline, at the same property (or none). */
export async function findDealByKey(
  db: Db,
  name: string,
  pipelineId: string,
  addressId: string | null,
): Promise<string | undefined> {
  let query = db
    .selectFrom('deals')
    .select('id')
    .where('name', '=', name)
    .where('pipeline_id', '=', pipelineId);
  query =
    addressId === null ? query.where('address_id', 'is', null) : query.where('address_id', '=', addressId);
  const row = await query.orderBy('created_at').orderBy('id').executeTakeFirst();
  return row && String(row.id);
}

// A deals row written inside the batch's transaction (issue 27): its pipeline, stage, owner and
// split staff found by their words (find-deal-parts.ts; a row naming none that exists fails), its
// property found by its key or created, the deal found by name + pipeline + property (skipped, or
// filled or overwritten by the policy through the deals' own update) or created through the deals'
// own create, with every check and the stage's playbook; its parties found by name or created as
// companies. A refusal (a lost stage without its reason) is the API's, and the row's savepoint
// undoes whatever the row wrote before it.
import type { DealCreate, DealUpdate, ImportPolicy, MessageKey } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { insertDeal } from '../deals/create-deal.js';
import { getDeal } from '../deals/read-deals.js';
import { changeDeal } from '../deals/update-deal.js';
import type { ContactIndex } from './contact-index.js';
import { findDealByKey, findPipeline, findStage, staffByEmail } from './find-deal-parts.js';
import type { RowPlan } from './plan-import-row.js';
import {
  changesFor,
  findOrCreateAddress,
  findOrCreateNamedContact,
  type RowOutcome,
} from './write-import-row.js';

/** What a deals job knows beyond its rows: who started it (the owner of a row naming none) and the
 * firm's time zone (a closing day, a playbook's due days). */
export interface DealImportSetting {
  starter: string | null;
  timeZone: string;
}

const refuse = (key: MessageKey, field: string) => new AppError(400, 'validation', key, field);

export async function writeDealRow(
  database: Database,
  trx: Transaction<DB>,
  policy: ImportPolicy,
  plan: RowPlan,
  contacts: ContactIndex,
  actor: Actor,
  setting: DealImportSetting,
): Promise<RowOutcome> {
  const deal = plan.deal!;
  const pipeline = await findPipeline(trx, deal.pipeline);
  if (!pipeline) throw refuse('import.val.dealPipeline', 'pipeline');
  const stage = await findStage(trx, pipeline.id, deal.stage);
  if (!stage) throw refuse('import.val.dealStage', 'stage');
  const staff = deal.owner || deal.splits.length > 0 ? await staffByEmail(trx) : new Map<string, string>();
  const owner = deal.owner ? staff.get(deal.owner.toLowerCase()) : setting.starter;
  if (deal.owner && !owner) throw refuse('import.val.dealOwner', 'owner');
  const splits = deal.splits.map((s) => ({ staff_id: staff.get(s.staff.toLowerCase()) ?? '', pct: s.pct }));
  if (splits.some((s) => s.staff_id === '')) throw refuse('import.val.dealOwner', 'splits');

  let addressId: string | null = null;
  let created = false;
  if (plan.address) {
    const { role: _role, ...values } = plan.address;
    const found = await findOrCreateAddress(database, trx, values, plan.addressKey!, actor);
    addressId = found.id;
    created = found.created;
  }
  const existing = created ? undefined : await findDealByKey(trx, deal.values.name, pipeline.id, addressId);
  if (existing && policy === 'skip') return 'skip';
  const parties = [];
  for (const p of deal.parties)
    parties.push({
      entity_id: await findOrCreateNamedContact(database, trx, contacts, p, actor),
      role: p.role,
    });
  // The stage's own probability is no override (an export writes the probability in force).
  const { probability, lost_reason, lost_note, closed_on, ...values } = deal.values;
  const own = probability === stage.probability ? {} : { probability };

  if (!existing) {
    const input: DealCreate = {
      ...values,
      ...own,
      lost_reason,
      lost_note,
      ...(closed_on ? { closed_on } : {}),
      pipeline_id: pipeline.id,
      stage_id: stage.id,
      address_id: addressId,
      parties,
      splits,
      ...(owner ? { owner_id: owner } : {}),
    };
    await insertDeal(database, trx, input, actor, setting.timeZone);
    return 'create';
  }
  // A stored deal's stage moves on its page, with its playbook and lost reason: a re-import changes
  // its fields only.
  const stored = await getDeal(trx, existing);
  const flat = (d: object) => d as Record<string, unknown>;
  const storedFields = {
    ...stored,
    ...stored.dates,
    value: stored.value_computed ? null : stored.value,
    probability: stored.probability_overridden ? stored.probability : null,
    parties: stored.parties.length > 0 ? stored.parties : null,
    splits: stored.splits.length > 0 ? stored.splits : null,
  };
  const { dates, ...fields } = values;
  const given = {
    ...fields,
    ...own,
    ...dates,
    ...(owner && deal.owner ? { owner_id: owner } : {}),
    ...(parties.length > 0 ? { parties } : {}),
    ...(splits.length > 0 ? { splits } : {}),
  };
  // An empty cell never erases.
  const kept = changesFor(
    policy,
    flat(storedFields),
    Object.fromEntries(Object.entries(given).filter(([, v]) => v != null)),
  );
  const update: Record<string, unknown> = { dates: {} };
  for (const [k, v] of Object.entries(kept))
    if (k in (values.dates ?? {})) (update.dates as Record<string, unknown>)[k] = v;
    else update[k] = v;
  await changeDeal(database, trx, existing, update as DealUpdate, actor, setting.timeZone);
  return 'update';
}

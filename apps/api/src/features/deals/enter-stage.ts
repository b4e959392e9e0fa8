// A deal entering a stage (its creation, or a move): the closing fields its outcome asks for, the
// entry recorded in `deal_stage_changes`, and the stage's playbook tasks, in the caller's
// transaction. Called once per entry: a move to the stage the deal is in is no entry
// (move-deal-stage.ts), so a retried move makes no second set of tasks.
import { type DealStageMove, type StageOutcome, TaskCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { addDays, dayIn } from '../../shared/days.js';
import { uuidv7 } from '../../shared/uuid.js';
import { findStaffMember } from '../staff/read-staff.js';
import { insertTask } from '../tasks/create-task.js';

type Closing = Pick<DealStageMove, 'lost_reason' | 'lost_note' | 'closed_on'>;

/** The closing columns of a deal entering a stage of `outcome`: a lost stage needs its reason (and
 * a note for `other`); won and lost take their day, today in TIME_ZONE unless given; an open stage
 * clears all three and refuses them given. */
export function closingColumns(outcome: StageOutcome, move: Closing, timeZone: string) {
  if (outcome === 'lost' && !move.lost_reason)
    throw new AppError(400, 'validation', 'deals.val.lostReason', 'lost_reason');
  if (outcome !== 'lost' && (move.lost_reason || move.lost_note))
    throw new AppError(
      400,
      'validation',
      'deals.val.lostReasonOpen',
      move.lost_reason ? 'lost_reason' : 'lost_note',
    );
  if (outcome === 'open' && move.closed_on)
    throw new AppError(400, 'validation', 'deals.val.closedOn', 'closed_on');
  if (outcome === 'open') return { closed_on: null, lost_reason: null, lost_note: null };
  return {
    closed_on: move.closed_on ?? dayIn(timeZone),
    lost_reason: move.lost_reason ?? null,
    lost_note: move.lost_note ?? null,
  };
}

interface Entering {
  id: string;
  name: string;
  owner_id: string;
  address_id: string | null;
}

/** Records the entry and makes the stage's playbook tasks: due N days from today (TIME_ZONE), about
 * the deal, its address and parties, each assigned to its named staff member, else the deal's owner,
 * else the staff member moving it; with none of them still staff, the move is refused (400). */
export async function enterStage(
  database: Database,
  trx: Transaction<DB>,
  deal: Entering,
  from: string | null,
  to: string,
  actor: Actor,
  timeZone: string,
  at: string,
): Promise<void> {
  await trx
    .insertInto('deal_stage_changes')
    .values({ id: uuidv7(), deal_id: deal.id, from_stage_id: from, to_stage_id: to, actor, at })
    .execute();
  const playbook = await trx
    .selectFrom('stage_tasks')
    .select(['title', 'due_in_days', 'assignee_id'])
    .where('stage_id', '=', to)
    .orderBy('position')
    .execute();
  if (playbook.length === 0) return;
  const parties = await trx
    .selectFrom('deal_parties')
    .select('entity_id')
    .where('deal_id', '=', deal.id)
    .execute();
  const today = dayIn(timeZone);
  // Whether each candidate is still staff, asked once a move: a playbook's tasks mostly fall back
  // to the same owner.
  const staff = new Map<string, Promise<unknown>>();
  const isStaff = (id: string) => {
    if (!staff.has(id)) staff.set(id, findStaffMember(trx, id, timeZone));
    return staff.get(id);
  };
  for (const task of playbook) {
    let assignee: string | null = null;
    for (const candidate of [task.assignee_id, deal.owner_id, userIdOf(actor)])
      if (candidate && (await isStaff(candidate))) {
        assignee = candidate;
        break;
      }
    if (!assignee) throw new AppError(400, 'validation', 'deals.val.noAssignee', 'owner_id');
    // Through the task's own schema: what POST /tasks would accept, normalised as it would be.
    const input = TaskCreate.parse({
      title: task.title,
      due_on: addDays(today, Number(task.due_in_days)),
      assignee_id: assignee,
      notes: `Deal: ${deal.name}`,
      entity_ids: parties.map((p) => String(p.entity_id)),
      address_ids: deal.address_id ? [deal.address_id] : [],
      deal_ids: [deal.id],
    });
    await insertTask(database, trx, input, actor, timeZone);
  }
}

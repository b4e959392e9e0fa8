// Key dates become tasks (issue 27, ADR 0044's amendment): each of a deal's key dates (LOI, PSA or
// lease signed, due-diligence expiry, financing, closing) is an open task for its owner, due that
// day, about the deal. Kept in the deal's own transaction at every write of its dates, through one
// row a date kind in `deal_date_tasks` (the day the task was made for, and the task):
// - a new date is claimed first (the row, `ON CONFLICT DO NOTHING`), then its task is made, so two
//   saves at once make one task, as ADR 0043's claim in `reminders_sent`;
// - a moved date moves its open task (due day and title); a removed date removes its open task;
// - a done task is never touched: a date moved after it was done brings a new task for the new
//   day; a task deleted by staff is not made again for the same day;
// - a date already past when it is first given brings no task (the LOI signed last month is
//   history, not work).
import { DEAL_DATES, type DealDate, TaskCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { dayIn } from '../../shared/days.js';
import { updateRecord } from '../../shared/update-record.js';
import { findStaffMember } from '../staff/read-staff.js';
import { insertTask } from '../tasks/create-task.js';
import { removeTask } from '../tasks/delete-task.js';
import { taskSpec } from '../tasks/task-spec.js';
import { dealDateTitle } from './deal-date-text.js';

type Trx = Transaction<DB>;

interface Stored {
  day: string;
  task_id: string | null;
  open: boolean;
}

/** Brings the deal's key-date tasks in line with its dates, after its write in `trx`. `renamed`:
 * the deal's name changed, so open tasks take the new title. */
export async function syncDateTasks(
  database: Database,
  trx: Trx,
  dealId: string,
  actor: Actor,
  timeZone: string,
  renamed = false,
): Promise<void> {
  const deal = await trx.selectFrom('deals').selectAll().where('id', '=', dealId).executeTakeFirstOrThrow();
  const stored = await storedDates(trx, dealId);
  const today = dayIn(timeZone);
  let assignee: { id: string; language: string } | undefined;
  const title = async (kind: DealDate) => {
    assignee ??= await ownerOrActor(trx, deal.owner_id, actor, timeZone);
    return dealDateTitle(assignee.language, kind, deal.name);
  };
  for (const kind of DEAL_DATES) {
    const day = deal[kind];
    const before = stored.get(kind);
    const where = trx
      .deleteFrom('deal_date_tasks')
      .where('deal_id', '=', dealId)
      .where('date_kind', '=', kind);
    if (!day) {
      if (!before) continue;
      if (before.open) await removeOpen(trx, before.task_id!, actor);
      await where.execute();
    } else if (before?.day === day) {
      if (renamed && before.open)
        await updateRecord(database, trx, taskSpec, before.task_id!, { title: await title(kind) }, actor);
    } else if (before?.open) {
      const fields = { due_on: day, title: await title(kind) };
      await updateRecord(database, trx, taskSpec, before.task_id!, fields, actor);
      await setRow(trx, dealId, kind, { day });
    } else if (day < today) {
      // Past when given: remembered without a task, so moving it later to a coming day brings one.
      if (before) await setRow(trx, dealId, kind, { day, task_id: null });
      else await claim(trx, dealId, kind, day);
    } else if (
      before
        ? await setRow(trx, dealId, kind, { day, task_id: null }, before.day)
        : await claim(trx, dealId, kind, day)
    ) {
      const task_id = await makeTask(database, trx, deal, kind, day, await title(kind), actor, timeZone);
      await setRow(trx, dealId, kind, { task_id });
    }
  }
}

/** A deal changing hands: its open key-date tasks still with the former owner go to the new one
 * (with their time zone); one given to a colleague stays with them. */
export async function reassignDateTasks(
  database: Database,
  trx: Trx,
  dealId: string,
  from: string,
  to: string,
  actor: Actor,
  timeZone: string,
): Promise<void> {
  const owner = await findStaffMember(trx, to, timeZone);
  if (!owner) return; // the deal's own checks refused a non-staff owner already
  const tasks = await trx
    .selectFrom('deal_date_tasks as d')
    .innerJoin('tasks as t', 't.id', 'd.task_id')
    .select('t.id')
    .where('d.deal_id', '=', dealId)
    .where('t.status', '=', 'open')
    .where('t.assignee_id', '=', from)
    .execute();
  for (const task of tasks)
    await updateRecord(
      database,
      trx,
      taskSpec,
      String(task.id),
      { assignee_id: to, time_zone: owner.time_zone },
      actor,
    );
}

/** The open key-date tasks of a deal being deleted go with it; done ones stay, as its playbook's. */
export async function removeDateTasks(trx: Trx, dealId: string, actor: Actor): Promise<void> {
  for (const row of (await storedDates(trx, dealId)).values())
    if (row.open) await removeOpen(trx, row.task_id!, actor);
}

async function storedDates(trx: Trx, dealId: string): Promise<Map<DealDate, Stored>> {
  const rows = await trx
    .selectFrom('deal_date_tasks as d')
    .leftJoin('tasks as t', 't.id', 'd.task_id')
    .select(['d.date_kind', 'd.day', 'd.task_id', 't.status'])
    .where('d.deal_id', '=', dealId)
    .execute();
  return new Map(
    rows.map((r) => [
      r.date_kind,
      { day: r.day, task_id: r.task_id == null ? null : String(r.task_id), open: r.status === 'open' },
    ]),
  );
}

/** Inserts the date's row unless there is one: false when another save claimed it first. */
async function claim(trx: Trx, deal_id: string, date_kind: DealDate, day: string): Promise<boolean> {
  const result = await trx
    .insertInto('deal_date_tasks')
    .values({ deal_id, date_kind, day, task_id: null })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Updates the date's row (only while at `fromDay`, when given): whether it did. */
async function setRow(
  trx: Trx,
  deal_id: string,
  date_kind: DealDate,
  set: { day?: string; task_id?: string | null },
  fromDay?: string,
): Promise<boolean> {
  let update = trx
    .updateTable('deal_date_tasks')
    .set(set)
    .where('deal_id', '=', deal_id)
    .where('date_kind', '=', date_kind);
  if (fromDay !== undefined) update = update.where('day', '=', fromDay);
  return Number((await update.executeTakeFirst()).numUpdatedRows) === 1;
}

async function removeOpen(trx: Trx, taskId: string, actor: Actor): Promise<void> {
  const row = await trx.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  if (row?.status === 'open') await removeTask(trx, row, actor);
}

/** The deal's owner, else the staff member saving it (an owner disabled since); with neither still
 * staff, the save is refused rather than losing the tasks (as a playbook's, enter-stage.ts). */
async function ownerOrActor(trx: Trx, ownerId: string, actor: Actor, timeZone: string) {
  for (const candidate of [ownerId, userIdOf(actor)])
    if (candidate && (await findStaffMember(trx, candidate, timeZone))) {
      const profile = await trx
        .selectFrom('staff_profiles')
        .select('language')
        .where('user_id', '=', candidate)
        .executeTakeFirst();
      return { id: candidate, language: profile?.language ?? 'en' };
    }
  throw new AppError(400, 'validation', 'deals.val.noAssignee', 'owner_id');
}

async function makeTask(
  database: Database,
  trx: Trx,
  deal: { id: unknown; owner_id: string; address_id: unknown },
  kind: DealDate,
  day: string,
  title: string,
  actor: Actor,
  timeZone: string,
): Promise<string> {
  const assignee = await ownerOrActor(trx, deal.owner_id, actor, timeZone);
  const parties = await trx
    .selectFrom('deal_parties')
    .select('entity_id')
    .where('deal_id', '=', String(deal.id))
    .execute();
  // Through the task's own schema: what POST /tasks would accept, normalised as it would be.
  const input = TaskCreate.parse({
    title,
    due_on: day,
    assignee_id: assignee.id,
    priority: kind === 'closing_on' || kind === 'dd_expires_on' ? 'high' : 'normal',
    entity_ids: parties.map((p) => String(p.entity_id)),
    address_ids: deal.address_id == null ? [] : [String(deal.address_id)],
    deal_ids: [String(deal.id)],
  });
  return insertTask(database, trx, input, actor, timeZone);
}

// Critical-date tasks (issue 26, ADR 0043): an active lease's end and each option's notice day each
// bring a task 180, 90 and 30 days before, on that day, to the property's representative. Run by
// the job library every hour and once at start (reminder-jobs.ts). Each task is made once: its
// `reminders_sent` row ('lease-date', the lease, `<date kind>:<day>:<days>`) is inserted in the
// task's own transaction, so of several runners only one makes it, and a crash loses or doubles
// nothing. A changed date is a new key, so the new date gets its own tasks; an edit that keeps
// the date finds its key taken.
import { TaskCreate } from '@crm/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { addDays, dayIn } from '../../shared/days.js';
import type { LeaseDateKind } from '../leases/lease-dates.js';
import { selectLeases } from '../leases/read-leases.js';
import { insertTask } from '../tasks/create-task.js';
import { type CriticalDate, criticalDateNotes, criticalDateTitle } from './critical-date-text.js';
import { type Assignee, buildingRepresentative, leaseCreator } from './find-lease-assignee.js';

/** Days before a critical date its tasks fall due. */
export const LEASE_DATE_THRESHOLDS = [180, 90, 30] as const;
/** A threshold day passed less than this many days ago still brings its task (due that day, so
 * overdue): a server down for a few days misses none. An older one never does: a lease entered
 * 60 days before its end gets the 30-day task only. */
export const CATCH_UP_DAYS = 7;
/** The actor of the tasks' audit entries. */
export const CRITICAL_DATES_ACTOR = 'system:critical-dates';

export interface CriticalDateContext {
  database: Database;
  config: Pick<Config, 'timeZone'>;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

interface DueDate {
  lease_id: string;
  date_kind: LeaseDateKind;
  day: string;
  days: number;
}

const keyOf = (d: DueDate) => `${d.date_kind}:${d.day}:${d.days}`;

/** The critical dates of active leases whose threshold day came within the catch-up days and
 * whose task is not made yet: for each threshold, one indexed range of `lease_dates` by day. */
async function dueDates(database: Database, today: string): Promise<DueDate[]> {
  const due: DueDate[] = [];
  for (const days of LEASE_DATE_THRESHOLDS) {
    const rows = await database.db
      .selectFrom('lease_dates as d')
      .innerJoin('leases as l', 'l.id', 'd.lease_id')
      .select(['d.lease_id', 'd.date_kind', 'd.day'])
      .where('d.day', '>=', addDays(today, days - CATCH_UP_DAYS))
      .where('d.day', '<=', addDays(today, days))
      .where('l.status', '=', 'active')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reminders_sent as r')
              .select('r.kind')
              .where('r.kind', '=', 'lease-date')
              // A uuid on PostgreSQL, text here and on SQLite.
              .where(sql<boolean>`r.subject_id = CAST(d.lease_id AS text)`)
              .where(sql<boolean>`r.due_key = d.date_kind || ':' || d.day || ${`:${days}`}`),
          ),
        ),
      )
      .orderBy('d.day')
      .orderBy('d.lease_id')
      .orderBy('d.date_kind')
      .execute();
    for (const r of rows)
      due.push({ lease_id: String(r.lease_id), date_kind: r.date_kind, day: r.day, days });
  }
  return due;
}

interface LeaseFacts {
  tenant_id: string | null;
  tenant: string | null;
  end_on: string;
  options: { kind: string; notice_on: string; note?: string | null }[];
  building_id: string;
  building: string;
  units: string[];
  space_ids: string[];
}

/** What the tasks of these leases say and concern: tenant, end, options, building and units (a
 * unit by its subpremise; a space without one by its whole address, which then stands for the
 * place, the building's being in it). */
async function readFacts(database: Database, ids: string[]): Promise<Map<string, LeaseFacts>> {
  const { db } = database;
  const rows = await selectLeases(db).where('l.id', 'in', ids).execute();
  const spaces = await db
    .selectFrom('lease_spaces as ls')
    .innerJoin('addresses as a', 'a.uuid', 'ls.address_id')
    .leftJoin('addresses as b', 'b.uuid', 'a.parent_address_id')
    .select([
      'ls.lease_id',
      'a.uuid',
      'a.address',
      'a.subpremise',
      'b.uuid as building_id',
      'b.address as building',
    ])
    .where('ls.lease_id', 'in', ids)
    .execute();
  const facts = new Map<string, LeaseFacts>();
  for (const row of rows) {
    const its = spaces
      .filter((s) => String(s.lease_id) === String(row.id))
      .map((s) => ({
        uuid: String(s.uuid),
        unit: s.building_id == null ? null : s.subpremise?.trim() || null,
        address: s.address,
        building_id: String(s.building_id ?? s.uuid),
        building: s.building ?? s.address,
      }))
      .sort((a, b) => (a.unit ?? a.address).localeCompare(b.unit ?? b.address, 'en', { numeric: true }));
    const first = its[0];
    if (!first) continue; // its spaces were all deleted: nothing to say where
    const units = its.filter((s) => s.uuid !== first.building_id);
    const named = units.every((s) => s.unit);
    facts.set(String(row.id), {
      tenant_id: row.tenant_id == null ? null : String(row.tenant_id),
      tenant: row.tenant_name ?? null,
      end_on: row.end_on,
      options: JSON.parse(row.options),
      building_id: first.building_id,
      building: named ? first.building : units.map((s) => s.address).join('; '),
      units: named ? units.map((s) => s.unit!) : [],
      space_ids: its.map((s) => s.uuid),
    });
  }
  return facts;
}

/** Makes one critical date's task under its claim, in one transaction. False when another runner
 * made it first. */
async function makeTask(
  ctx: CriticalDateContext,
  due: DueDate,
  lease: LeaseFacts,
  assignee: Assignee,
): Promise<boolean> {
  const { database } = ctx;
  const option = lease.options.find((o) => `notice:${o.kind}` === due.date_kind && o.notice_on === due.day);
  const date: CriticalDate = {
    ...due,
    tenant: lease.tenant,
    building: lease.building,
    units: lease.units,
    end_on: lease.end_on,
    note: option?.note ?? null,
  };
  // Through the task's own schema: what the API would accept, normalised as it would be.
  const input = TaskCreate.parse({
    title: criticalDateTitle(assignee.language, date),
    due_on: addDays(due.day, -due.days),
    assignee_id: assignee.id,
    priority: due.days <= 30 ? 'high' : 'normal',
    notes: criticalDateNotes(assignee.language, date),
    entity_ids: lease.tenant_id ? [lease.tenant_id] : [],
    address_ids: [...new Set([lease.building_id, ...lease.space_ids])],
  });
  return database.db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('reminders_sent')
      .values({
        kind: 'lease-date',
        subject_id: due.lease_id,
        due_key: keyOf(due),
        sent_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await insertTask(database, trx, input, CRITICAL_DATES_ACTOR, ctx.config.timeZone);
    return true;
  });
}

/** One run: the tasks of every critical date whose threshold day has come (today in TIME_ZONE),
 * each made once. Returns how many this run made. */
export async function createLeaseDateTasks(ctx: CriticalDateContext, now = new Date()): Promise<number> {
  const today = dayIn(ctx.config.timeZone, now);
  const due = await dueDates(ctx.database, today);
  if (due.length === 0) return 0;
  const facts = await readFacts(ctx.database, [...new Set(due.map((d) => d.lease_id))]);
  const representatives = new Map<string, Assignee | null>();
  let made = 0;
  for (const d of due) {
    const lease = facts.get(d.lease_id);
    if (!lease) continue;
    try {
      if (!representatives.has(lease.building_id))
        representatives.set(
          lease.building_id,
          await buildingRepresentative(ctx.database.db, lease.building_id),
        );
      const assignee =
        representatives.get(lease.building_id) ?? (await leaseCreator(ctx.database.db, d.lease_id));
      if (!assignee) {
        ctx.log.warn(
          { lease_id: d.lease_id, date: keyOf(d) },
          'critical date without an assignee: no representative of the building’s owner, no staff creator',
        );
        continue;
      }
      if (await makeTask(ctx, d, lease, assignee)) made++;
    } catch (err) {
      ctx.log.error(
        { err, lease_id: d.lease_id, date: keyOf(d) },
        'critical-date task failed; tried again next run',
      );
    }
  }
  return made;
}

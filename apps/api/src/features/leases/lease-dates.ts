// A lease's critical dates (ADR 0043) as rows of `lease_dates` (migration 0030): its end, and each
// option's last day to give notice. Kept by the lease's writes in their transaction, so the
// critical-date sweep reads a few days of them by index instead of every lease's options JSON.
import type { LeaseOptionKind } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { DB, LeaseDatesTable } from '../../db/schema.js';

/** `end_on`, or `notice:<option kind>`: also the head of the tasks' keys in `reminders_sent`. */
export type LeaseDateKind = LeaseDatesTable['date_kind'];

export interface LeaseDate {
  date_kind: LeaseDateKind;
  day: string;
}

const keyOf = (d: LeaseDate) => `${d.date_kind}|${d.day}`;

/** The critical dates of a lease: its end and its options' notice days, each once. */
export function leaseDatesOf(lease: {
  end_on: string;
  options?: readonly { kind: LeaseOptionKind; notice_on: string }[];
}): LeaseDate[] {
  const dates: LeaseDate[] = [{ date_kind: 'end_on', day: lease.end_on }];
  for (const option of lease.options ?? [])
    dates.push({ date_kind: `notice:${option.kind}`, day: option.notice_on });
  return [...new Map(dates.map((d) => [keyOf(d), d])).values()];
}

/** Makes the stored rows of lease `id` these dates: only the rows that differ are written, so an
 * edit that changes no date writes nothing. */
export async function syncLeaseDates(trx: Transaction<DB>, id: string, dates: LeaseDate[]): Promise<void> {
  const stored = await trx
    .selectFrom('lease_dates')
    .select(['date_kind', 'day'])
    .where('lease_id', '=', id)
    .execute();
  const wanted = new Set(dates.map(keyOf));
  const have = new Set(stored.map(keyOf));
  for (const old of stored.filter((d) => !wanted.has(keyOf(d))))
    await trx
      .deleteFrom('lease_dates')
      .where('lease_id', '=', id)
      .where('date_kind', '=', old.date_kind)
      .where('day', '=', old.day)
      .execute();
  const added = dates.filter((d) => !have.has(keyOf(d)));
  if (added.length > 0)
    await trx
      .insertInto('lease_dates')
      .values(added.map((d) => ({ lease_id: id, ...d })))
      .execute();
}

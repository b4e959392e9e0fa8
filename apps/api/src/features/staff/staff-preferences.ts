// GET/PUT /staff/me/preferences (issue 25, ADR 0038): the signed-in staff member's own settings,
// kept on their `staff_profiles` row (created by the first PUT). Without a row: the TIME_ZONE
// setting, English, both reminder mails on and no phone. The phone (issue 29) is the tel: link a
// client's "My representative" shows; a PUT without it keeps it.
import type { StaffPreferences } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { type Actor, userIdOf } from '../../shared/audit.js';

const isOn = (v: boolean | number) => v === true || v === 1;

/** The caller's user id; an API key is no one (400, as `me=true` on GET /tasks). */
function me(actor: Actor): string {
  const id = userIdOf(actor);
  if (id === null) throw new AppError(400, 'bad_request', 'tasks.err.meNeedsUser', 'me');
  return id;
}

export async function getPreferences(
  database: Database,
  actor: Actor,
  defaultZone: string,
): Promise<StaffPreferences> {
  const row = await database.db
    .selectFrom('staff_profiles')
    .select(['time_zone', 'language', 'task_reminders', 'daily_digest', 'phone'])
    .where('user_id', '=', me(actor))
    .executeTakeFirst();
  return {
    time_zone: row?.time_zone ?? defaultZone,
    language: row?.language === 'fr' ? 'fr' : 'en',
    task_reminders: row ? isOn(row.task_reminders) : true,
    daily_digest: row ? isOn(row.daily_digest) : true,
    phone: row?.phone ?? null,
  };
}

export async function putPreferences(
  database: Database,
  actor: Actor,
  body: StaffPreferences,
): Promise<StaffPreferences> {
  const values = {
    time_zone: body.time_zone,
    language: body.language,
    task_reminders: database.dialect === 'postgres' ? body.task_reminders : Number(body.task_reminders),
    daily_digest: database.dialect === 'postgres' ? body.daily_digest : Number(body.daily_digest),
    ...(body.phone !== undefined && { phone: body.phone }),
  };
  const row = await database.db
    .insertInto('staff_profiles')
    .values({ user_id: me(actor), ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .returning('phone')
    .executeTakeFirstOrThrow();
  return { ...body, phone: row.phone };
}

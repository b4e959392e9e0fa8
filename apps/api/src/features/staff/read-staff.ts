// The staff members (issue 25): Better Auth users with the staff or admin role who are not
// disabled, each with the time zone their due times are read in (their profile's, else the
// TIME_ZONE setting).
import { hasStaffAccess, type StaffMember } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';

type Db = Kysely<DB> | Transaction<DB>;

function selectUsers(db: Db) {
  return db
    .selectFrom('user as u')
    .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.banned', 'p.time_zone']);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

const isStaff = (row: UserRow) => hasStaffAccess(row.role) && !row.banned;
const memberOf = (row: UserRow, defaultZone: string): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  time_zone: row.time_zone ?? defaultZone,
});

/** GET /staff: by name, for the pickers. Roles are a comma-separated list, so the LIKE only
 * narrows the read and `hasStaffAccess` decides, as the session credential does. */
export async function listStaff(database: Database, defaultZone: string): Promise<StaffMember[]> {
  const rows = await selectUsers(database.db)
    .where((eb) => eb.or([eb('u.role', 'like', '%staff%'), eb('u.role', 'like', '%admin%')]))
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.filter(isStaff).map((row) => memberOf(row, defaultZone));
}

/** Every staff member's id and email (an import's representatives, resolved once an import). */
export async function staffIdentities(db: Db): Promise<{ id: string; email: string }[]> {
  const rows = await selectUsers(db)
    .where((eb) => eb.or([eb('u.role', 'like', '%staff%'), eb('u.role', 'like', '%admin%')]))
    .execute();
  return rows.filter(isStaff).map((row) => ({ id: row.id, email: row.email }));
}

/** The staff member of that id, or null: an unknown id, a user without staff access and a disabled
 * one are all "not a staff member". */
export async function findStaffMember(db: Db, id: string, defaultZone: string): Promise<StaffMember | null> {
  const row = await selectUsers(db).where('u.id', '=', id).executeTakeFirst();
  return row && isStaff(row) ? memberOf(row, defaultZone) : null;
}

/** The staff member a task is assigned to, or 400 on `assignee_id`. */
export async function findAssignee(db: Db, id: string, defaultZone: string): Promise<StaffMember> {
  const member = await findStaffMember(db, id, defaultZone);
  if (!member) throw new AppError(400, 'validation', 'tasks.val.notStaff', 'assignee_id');
  return member;
}

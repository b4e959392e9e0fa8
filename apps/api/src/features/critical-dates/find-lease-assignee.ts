// Who a lease's critical-date task is for (ADR 0043): the property's representative, that is the
// representative (ADR 0037) of the building's owner (an owner role on the building: the true
// owner first, then the owner, then the owner of record, a holding company more often than not);
// else whoever created the lease, when a staff member did. A disabled staff member or a plain user
// is nobody. Nobody found: no task, and the sweep tries again at its next run.
import { hasStaffAccess, type OWNER_ROLES } from '@crm/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB>;

/** Owner roles in the order their representative is chosen. */
const OWNER_ORDER: readonly (typeof OWNER_ROLES)[number][] = ['TRUE_OWNER', 'OWNER', 'RECORDED_OWNER'];
const RANK = new Map<string, number>(OWNER_ORDER.map((role, i) => [role, i]));

export interface Assignee {
  id: string;
  language: string;
}

const isStaff = (u: { role: string | null; banned: unknown }) => hasStaffAccess(u.role) && !u.banned;

/** The representative of the building's owner, by role then owner name and id. */
export async function buildingRepresentative(db: Db, buildingId: string): Promise<Assignee | null> {
  const rows = await db
    .selectFrom('addresses_entities as ae')
    .innerJoin('entities as e', 'e.uuid', 'ae.entity_id')
    .innerJoin('user as u', 'u.id', 'e.representative_id')
    .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
    .select(['ae.role', 'e.name', 'e.uuid', 'u.id', 'u.role as user_role', 'u.banned', 'p.language'])
    .where('ae.address_id', '=', buildingId)
    .where('ae.role', 'in', [...OWNER_ORDER])
    .execute();
  const best = rows
    .filter((r) => isStaff({ role: r.user_role, banned: r.banned }))
    .sort(
      (a, b) =>
        (RANK.get(a.role) ?? 0) - (RANK.get(b.role) ?? 0) ||
        a.name.localeCompare(b.name) ||
        String(a.uuid).localeCompare(String(b.uuid)),
    )[0];
  return best ? { id: best.id, language: best.language ?? 'en' } : null;
}

/** The staff member whose session created the lease (its audit entry's actor), if still staff. */
export async function leaseCreator(db: Db, leaseId: string): Promise<Assignee | null> {
  const entry = await db
    .selectFrom('audit_log')
    .select('actor')
    .where('record_type', '=', 'lease')
    .where('record_id', '=', leaseId)
    .where('action', '=', 'create')
    .executeTakeFirst();
  if (!entry?.actor.startsWith('user:')) return null;
  const user = await db
    .selectFrom('user as u')
    .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.role', 'u.banned', 'p.language'])
    .where('u.id', '=', entry.actor.slice('user:'.length))
    .executeTakeFirst();
  return user && isStaff(user) ? { id: user.id, language: user.language ?? 'en' } : null;
}

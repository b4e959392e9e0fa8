import type { ClientMe } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { ClientScope } from './client-scope.js';

/** GET /client/me: the client's account, contact, companies and representative. */
export async function readClientMe(database: Database, scope: ClientScope): Promise<ClientMe> {
  const { db } = database;
  const me = await db
    .selectFrom('client_access as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .innerJoin('entities as e', 'e.uuid', 'a.entity_id')
    .select([
      'u.id',
      'u.name',
      'u.email',
      'a.notify_updates',
      'a.lang',
      'e.uuid',
      'e.name as contact',
      'e.representative_id',
    ])
    .where('a.user_id', '=', scope.userId)
    .executeTakeFirstOrThrow();
  const companies =
    scope.entityIds.length > 1
      ? await db
          .selectFrom('entities')
          .select(['uuid as id', 'name'])
          .where('uuid', 'in', scope.entityIds.slice(1))
          .orderBy('name')
          .execute()
      : [];
  const representative = me.representative_id
    ? await db
        .selectFrom('user as u')
        .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
        .select(['u.id', 'u.name', 'u.email', 'u.image', 'u.banned', 'p.phone'])
        .where('u.id', '=', me.representative_id)
        .executeTakeFirst()
    : undefined;
  return {
    user: { id: me.id, name: me.name, email: me.email },
    contact: { id: me.uuid, name: me.contact },
    companies,
    // A disabled staff member is nobody's representative any more.
    representative:
      representative && !representative.banned
        ? {
            id: representative.id,
            name: representative.name,
            email: representative.email,
            phone: representative.phone ?? null,
            image: representative.image,
          }
        : null,
    notify_updates: !!me.notify_updates,
    lang: me.lang,
  };
}

// What a client may see (issue 29): the contact their account is tied to and the companies staff
// chose for them to represent. Every client route filters by this scope on the server, read from
// the database on each request (a revoke applies at once); nothing a client sends widens it.
import type { Database } from '../../db/database.js';

export interface ClientScope {
  userId: string;
  /** The client's own contact (their person record). */
  entityId: string;
  /** That contact, then the companies they represent: the roots of every ownership walk. */
  entityIds: string[];
}

/** The live tie of a user, or null (never invited, a self sign-up not tied yet, revoked). */
export async function readClientScope(database: Database, userId: string): Promise<ClientScope | null> {
  const access = await database.db
    .selectFrom('client_access')
    .select('entity_id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!access) return null;
  const companies = await database.db
    .selectFrom('client_access_entities')
    .select('entity_id')
    .where('user_id', '=', userId)
    .orderBy('entity_id')
    .execute();
  return {
    userId,
    entityId: access.entity_id,
    entityIds: [
      access.entity_id,
      ...companies.map((c) => c.entity_id).filter((id) => id !== access.entity_id),
    ],
  };
}

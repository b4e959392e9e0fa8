// GET /entities/{id}/client-access: where a contact stands as a client of the firm (issue 29), for
// the contact's page: a live account, a waiting invitation, a revoked account, or none; the
// companies the client represents and those staff may choose from.
import type { ClientAccessStatus } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { findRecordRow } from '../../shared/find-record.js';
import { entitySpec } from '../entities/entity-spec.js';
import { clientCandidates } from './client-candidates.js';

type Db = Kysely<DB> | Transaction<DB>;

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);

/** The contact's first email (the earliest linked): the address an invitation goes to. */
export async function firstEmail(db: Db, entityId: string): Promise<string | null> {
  const row = await db
    .selectFrom('entities_emails')
    .select('email')
    .where('entity_id', '=', entityId)
    .orderBy('created_at')
    .orderBy('email')
    .executeTakeFirst();
  return row?.email ?? null;
}

/** The status of a contact known to exist (its uuid). */
export async function clientAccessStatus(db: Db, entityId: string): Promise<ClientAccessStatus> {
  // The live account first; else the latest revoked one.
  const access = await db
    .selectFrom('client_access as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .select(['a.user_id', 'a.granted_at', 'a.revoked_at', 'a.lang', 'u.email'])
    .where('a.entity_id', '=', entityId)
    .orderBy((eb) => eb.case().when('a.revoked_at', 'is', null).then(0).else(1).end())
    .orderBy('a.revoked_at', 'desc')
    .executeTakeFirst();
  const invite = await db
    .selectFrom('client_invites')
    .select(['email', 'lang', 'created_at', 'expires_at', 'used_at'])
    .where('entity_id', '=', entityId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  const inviteLive = !!invite && !invite.used_at && new Date(invite.expires_at).getTime() > Date.now();
  const live = !!access && !access.revoked_at;
  const status = live ? 'active' : inviteLive ? 'invited' : access ? 'revoked' : 'none';
  const userId = access?.user_id;
  const companies = userId
    ? await db
        .selectFrom('client_access_entities as c')
        .innerJoin('entities as e', 'e.uuid', 'c.entity_id')
        .select(['e.uuid as id', 'e.name'])
        .where('c.user_id', '=', userId)
        .orderBy('e.name')
        .orderBy('e.uuid')
        .execute()
    : [];
  const lastSession = userId
    ? await db
        .selectFrom('session')
        .select('createdAt')
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst()
    : undefined;
  return {
    status,
    email:
      (live || !inviteLive ? access?.email : undefined) ?? invite?.email ?? (await firstEmail(db, entityId)),
    lang: (live ? access?.lang : inviteLive ? invite?.lang : access?.lang) ?? invite?.lang ?? 'en',
    invited_at: iso(invite?.created_at),
    invite_expires_at: iso(invite?.expires_at),
    granted_at: iso(access?.granted_at),
    revoked_at: iso(access?.revoked_at),
    last_sign_in_at: iso(lastSession?.createdAt),
    companies: status === 'active' ? companies : [],
    candidates: await clientCandidates(db, entityId),
  };
}

export async function readClientAccess(database: Database, id: string): Promise<ClientAccessStatus> {
  const contact = await findRecordRow(database.db, entitySpec, id);
  return clientAccessStatus(database.db, contact.uuid);
}

// Who a client's message is from and for (issue 29): their account, the language of their mail,
// their contact, and the contact's representative when that staff member still has access (a
// disabled one is nobody's representative, as on GET /client/me).
import { hasStaffAccess, type Language } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface StaffRecipient {
  id: string;
  name: string;
  email: string;
  lang: Language;
}

export interface ClientAccount {
  userId: string;
  name: string;
  email: string;
  lang: Language;
  contact: { id: string; name: string };
  representative: StaffRecipient | null;
}

const languageOf = (language: string | null | undefined): Language => (language === 'fr' ? 'fr' : 'en');

/** The staff member of that id with their mail language, or null (unknown, not staff, disabled). */
export async function activeStaff(db: Db, id: string | null): Promise<StaffRecipient | null> {
  if (!id) return null;
  const row = await db
    .selectFrom('user as u')
    .leftJoin('staff_profiles as p', 'p.user_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.banned', 'p.language'])
    .where('u.id', '=', id)
    .executeTakeFirst();
  if (!row || !hasStaffAccess(row.role) || row.banned) return null;
  return { id: row.id, name: row.name, email: row.email, lang: languageOf(row.language) };
}

/** The language of each address that is a staff member's with a profile; English otherwise. */
export async function staffLanguages(db: Db, addresses: readonly string[]): Promise<Map<string, Language>> {
  if (addresses.length === 0) return new Map();
  const rows = await db
    .selectFrom('user as u')
    .innerJoin('staff_profiles as p', 'p.user_id', 'u.id')
    .select(['u.email', 'p.language'])
    .where((eb) =>
      eb(
        eb.fn<string>('lower', ['u.email']),
        'in',
        addresses.map((a) => a.toLowerCase()),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.email.toLowerCase(), languageOf(r.language)]));
}

/** The client account of `userId` (tied to a contact), or null when it has no tie any more. */
export async function readClientAccount(db: Db, userId: string): Promise<ClientAccount | null> {
  const row = await db
    .selectFrom('client_access as a')
    .innerJoin('user as u', 'u.id', 'a.user_id')
    .innerJoin('entities as e', 'e.uuid', 'a.entity_id')
    .select(['u.id', 'u.name', 'u.email', 'a.lang', 'e.uuid', 'e.name as contact', 'e.representative_id'])
    .where('a.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    userId: row.id,
    // Better Auth names a user without a name by their address's local part; the contact's name
    // is the person staff know.
    name: row.name || row.contact,
    email: row.email,
    lang: languageOf(row.lang),
    contact: { id: String(row.uuid), name: row.contact },
    representative: await activeStaff(db, row.representative_id),
  };
}

// Who a returning visitor is, from the token of their link or cookie (issue 28): what the listing's
// deal room (documents by level) asks before showing anything behind the agreement.
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.js';

/** The stored form of a visitor's token: only its hash is kept, so the table opens nothing. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export interface VisitorAccess {
  acceptance_id: string;
  entity_id: string | null;
  version: number;
}

/** The acceptance `token` proves for the published listing `slug`, when it is of the agreement's
 * current version; else null (no token, a forged one, another listing's, an older version's). */
export async function visitorAccess(
  database: Database,
  slug: string,
  token: string | null | undefined,
): Promise<VisitorAccess | null> {
  if (!token) return null;
  const row = await database.db
    .selectFrom('listing_acceptances as a')
    .innerJoin('listings as l', 'l.id', 'a.listing_id')
    .select(['a.id', 'a.entity_id', 'a.agreement_version'])
    .where('a.token_hash', '=', tokenHash(token))
    .where('l.slug', '=', slug)
    .where('l.status', '=', 'published')
    .whereRef('a.agreement_version', '=', 'l.agreement_version')
    .executeTakeFirst();
  return row
    ? { acceptance_id: row.id, entity_id: row.entity_id, version: Number(row.agreement_version) }
    : null;
}

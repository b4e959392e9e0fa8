// Who is reading a listing's deal room, from the tokens their browser brings (the emailed link's,
// then the listing's cookie): the level canRead judges them by, and the acceptance that proved it.
import type { VisitorLevel } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type VisitorAccess, visitorAccess } from './visitor-access.js';

export interface DealRoomVisitor {
  level: VisitorLevel;
  /** The acceptance of the current agreement a token proved; null for level none. */
  access: VisitorAccess | null;
}

/** The first token that proves an acceptance of the listing's current agreement gives `agreement`,
 * or `approved` when staff approved that acceptance's contact; without one (no token, a forged one,
 * another listing's, an older version's) the visitor is `none`. */
export async function dealRoomVisitor(
  database: Database,
  listing: { id: string; slug: string },
  tokens: Array<string | null | undefined>,
): Promise<DealRoomVisitor> {
  for (const token of tokens) {
    const access = await visitorAccess(database, listing.slug, token);
    if (!access) continue;
    const lead = access.entity_id
      ? await database.db
          .selectFrom('listing_leads')
          .select('level')
          .where('listing_id', '=', listing.id)
          .where('entity_id', '=', access.entity_id)
          .executeTakeFirst()
      : undefined;
    return { level: lead?.level === 'approved' ? 'approved' : 'agreement', access };
  }
  return { level: 'none', access: null };
}

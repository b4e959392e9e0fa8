// GET /public/listings/{slug}/access: whether a returning visitor may skip the agreement.
import { LISTING_SLUG, type ListingAccess } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { tokenHash } from './visitor-access.js';

/** A published listing's row as the access flow reads it, or 404 (a draft or archived one as one
 * that never existed; a malformed slug is not looked up). */
export async function publishedListingRow(db: Kysely<DB> | Transaction<DB>, slug: string) {
  const row = LISTING_SLUG.test(slug)
    ? await db
        .selectFrom('listings')
        .select(['id', 'slug', 'title_en', 'title_fr', 'agreement_version'])
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.listing');
  return { ...row, agreement_version: Number(row.agreement_version) };
}

/** The answer for the first of `tokens` (the link's, then the cookie's) that accepted the current
 * version; else for the first that accepted an older one; else no acceptance. A token of another
 * listing, or none stored, is simply not an acceptance. */
export async function readListingAccess(
  database: Database,
  slug: string,
  tokens: Array<string | null | undefined>,
): Promise<ListingAccess & { token: string | null }> {
  const listing = await publishedListingRow(database.db, slug);
  const current_version = listing.agreement_version;
  let older: ListingAccess | null = null;
  for (const token of tokens) {
    if (!token) continue;
    const row = await database.db
      .selectFrom('listing_acceptances')
      .select('agreement_version')
      .where('token_hash', '=', tokenHash(token))
      .where('listing_id', '=', listing.id)
      .executeTakeFirst();
    if (!row) continue;
    const version = Number(row.agreement_version);
    if (version === current_version) return { accepted: true, version, current_version, token };
    older ??= { accepted: false, version, current_version };
  }
  return { ...(older ?? { accepted: false, version: null, current_version }), token: null };
}

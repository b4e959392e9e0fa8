// The public site's listings (issue 28): published ones only, in the visitor's shape (PublicListing:
// no deal, no draft's fields, no staff), with their property's city, type and rentable area. A
// draft or archived listing is a 404, as one that never existed.
import {
  LISTING_SLUG,
  type PublicListing,
  type PublicListingPage,
  type PublicListingQuery,
} from '@crm/shared';
import type { Database } from '../../db/database.js';
import { numberOrNull, toIso } from '../../db/rows.js';
import { notFound } from '../../shared/app-error.js';
import { listingFromRow, listingOf } from './listing-spec.js';
import { publicPhotoOf } from './photo-rows.js';

function selectPublished(database: Database) {
  return (
    database.db
      .selectFrom('listings as l')
      .leftJoin('addresses as a', 'a.uuid', 'l.address_id')
      // The current version's text: the visitor reads what they accept.
      .leftJoin('listing_agreements as g', (join) =>
        join.onRef('g.listing_id', '=', 'l.id').onRef('g.version', '=', 'l.agreement_version'),
      )
      // A showcase page's listing (migration 0043) is shown on that page, not under /listings.
      .leftJoin('showcases as s', 's.slug', 'l.slug')
      .selectAll('l')
      .select('s.slug as showcase_slug')
      .select(['a.locality as city', 'a.property_type as property_type', 'a.rba as area_sqft'])
      .select(['g.text_en as agreement_en', 'g.text_fr as agreement_fr'])
      .where('l.status', '=', 'published')
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof selectPublished>['executeTakeFirstOrThrow']>>;

type Photos = PublicListing['photos'];

/** The photos of each listing, in their order, in one statement for a whole page. */
async function photosOf(database: Database, rows: Row[]): Promise<Map<string, Photos>> {
  const byListing = new Map<string, Photos>(rows.map((r) => [String(r.id), []]));
  if (rows.length === 0) return byListing;
  const photos = await database.db
    .selectFrom('listing_photos')
    .selectAll()
    .where('listing_id', 'in', [...byListing.keys()])
    .orderBy('listing_id')
    .orderBy('position')
    .execute();
  const slugs = new Map(rows.map((r) => [String(r.id), r.slug]));
  for (const p of photos) {
    const key = String(p.listing_id);
    byListing.get(key)?.push(publicPhotoOf(p, slugs.get(key) ?? ''));
  }
  return byListing;
}

function publicOf(row: Row, photos: Photos): PublicListing {
  const { city, property_type, area_sqft, agreement_en, agreement_fr, showcase_slug, ...own } = row;
  const l = listingOf(listingFromRow(own));
  return {
    slug: l.slug,
    page: showcase_slug ? `/${showcase_slug}` : `/listings/${l.slug}`,
    kind: l.kind,
    title: l.title,
    city: city ?? null,
    property_type: property_type ?? null,
    area_sqft: numberOrNull(area_sqft),
    price: l.price,
    rent: l.rent,
    terms: l.terms,
    highlights: l.highlights,
    sections: l.sections,
    contact: l.contact,
    agreement_version: Number(own.agreement_version),
    agreement: { en: agreement_en ?? '', fr: agreement_fr ?? '' },
    // Published rows always have it (set at the first publication).
    published_at: toIso(own.published_at ?? own.updated_at),
    photos,
  };
}

/** GET /public/listings: newest publication first. */
export async function queryPublicListings(
  database: Database,
  q: PublicListingQuery,
): Promise<PublicListingPage> {
  let query = selectPublished(database);
  if (q.kind) query = query.where('l.kind', '=', q.kind);
  if (q.type) query = query.where((eb) => eb.fn('lower', ['a.property_type']), '=', q.type);
  const rows = await query
    .orderBy('l.published_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const photos = await photosOf(database, rows);
  return { data: rows.map((r) => publicOf(r, photos.get(String(r.id)) ?? [])), offset: q.offset };
}

/** A published listing, or null (a malformed slug is not looked up). */
export async function findPublicListing(database: Database, slug: string): Promise<PublicListing | null> {
  const row = LISTING_SLUG.test(slug)
    ? await selectPublished(database).where('l.slug', '=', slug).executeTakeFirst()
    : undefined;
  if (!row) return null;
  const photos = await photosOf(database, [row]);
  return publicOf(row, photos.get(String(row.id)) ?? []);
}

/** GET /public/listings/{slug}: a published listing, or 404. */
export async function getPublicListing(database: Database, slug: string): Promise<PublicListing> {
  const listing = await findPublicListing(database, slug);
  if (!listing) throw notFound('lookup.listing');
  return listing;
}

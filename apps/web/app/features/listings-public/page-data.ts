// What the listing pages' loaders read (ADR 0048). The API renders these pages with the listings
// in React Router's load context; the build renders them once without it (their files are then
// dropped), so each loader has an empty answer for that case.
import {
  LISTING_KINDS,
  type ListingKind,
  type ListingPagesContext,
  PROPERTY_TYPES,
  type PropertyType,
  type PublicListing,
  type PublicListingPhoto,
} from '@crm/shared';
import { data } from 'react-router';

declare module 'react-router' {
  interface AppLoadContext extends Partial<ListingPagesContext> {}
}

/** Cards on a page of /listings. */
export const PAGE_SIZE = 12;

export interface ListingFilters {
  kind: ListingKind | null;
  type: PropertyType | null;
  page: number;
}

/** The filters in /listings' URL (?kind=sale&type=office&page=2); anything else is ignored. The
 * API's cache keys on the same names (apps/api plugins/live-pages.ts). */
export function readFilters(url: URL): ListingFilters {
  const q = url.searchParams;
  const kind = q.get('kind');
  const type = q.get('type')?.toLowerCase() ?? null;
  const page = Number(q.get('page'));
  return {
    kind: LISTING_KINDS.find((k) => k === kind) ?? null,
    type: PROPERTY_TYPES.find((t) => t === type) ?? null,
    page: Number.isInteger(page) && page > 1 && page <= 1000 ? page : 1,
  };
}

/** A card's facts: the listing without its long texts (the page's hydration data stays small). */
export type ListingCardData = Pick<
  PublicListing,
  'slug' | 'page' | 'kind' | 'title' | 'city' | 'property_type' | 'area_sqft' | 'price' | 'rent'
> & { photo: PublicListingPhoto | null };

export const cardOf = (l: PublicListing): ListingCardData => ({
  slug: l.slug,
  page: l.page,
  kind: l.kind,
  title: l.title,
  city: l.city,
  property_type: l.property_type,
  area_sqft: l.area_sqft,
  price: l.price,
  rent: l.rent,
  photo: l.photos[0] ?? null,
});

export interface ListingsData {
  filters: ListingFilters;
  cards: ListingCardData[];
  hasNext: boolean;
}

/** /listings: a page of published listings matching the URL's filters. */
export async function listingsData(url: URL, context: Partial<ListingPagesContext>): Promise<ListingsData> {
  const filters = readFilters(url);
  if (!context.listingPages) return { filters, cards: [], hasNext: false };
  const found = await context.listingPages.list({
    kind: filters.kind ?? undefined,
    type: filters.type ?? undefined,
    // One more than shown: whether a next page exists, without counting.
    limit: PAGE_SIZE + 1,
    offset: (filters.page - 1) * PAGE_SIZE,
  });
  return {
    filters,
    cards: found.data.slice(0, PAGE_SIZE).map(cardOf),
    hasNext: found.data.length > PAGE_SIZE,
  };
}

/** /listings/{slug}: the published listing; a 404 (the not-found view) for any other slug. Null
 * only for the build's rendering without data. */
export async function listingData(
  slug: string,
  context: Partial<ListingPagesContext>,
): Promise<PublicListing | null> {
  if (!context.listingPages) return null;
  const listing = await context.listingPages.get(slug);
  if (!listing) throw data(null, { status: 404 });
  return listing;
}

// Listings as the data layer sees them (shared/record-spec.ts): by UUID v7, their own columns in
// `listings` (the title a column a language; terms, highlights, sections and contact as JSON
// text, so an edit compares text), the agreement's versions in `listing_agreements`.
import type { Listing, ListingUpdate } from '@crm/shared';
import { type InsertValues, numberOrNull, type Row, toIso, type UpdateValues } from '../../db/rows.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

/** A listing's own columns as its row holds them. */
export type ListingFields = Omit<Row<'listings'>, 'version'>;

/** A new listing's columns. */
export type ListingInsert = Omit<InsertValues<'listings'>, 'id' | 'created_at' | 'updated_at' | 'version'>;

const textOrNull = (v: unknown) => (v == null ? null : String(v));

export function listingFromRow(row: Row<'listings'>): ListingFields {
  const { version, ...fields } = row;
  return {
    ...fields,
    id: String(row.id),
    address_id: textOrNull(row.address_id),
    deal_id: textOrNull(row.deal_id),
    // PostgreSQL may answer numeric columns as text; these are double, but be exact.
    price: numberOrNull(row.price),
    rent: numberOrNull(row.rent),
    agreement_version: Number(row.agreement_version),
    published_at: row.published_at == null ? null : toIso(row.published_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

/** The columns of the fields given (the agreement is its own table's): JSON fields as text. */
export function listingColumns(input: Omit<ListingUpdate, 'agreement'>): UpdateValues<'listings'> {
  const { title, terms, highlights, sections, contact, ...own } = input;
  const columns: UpdateValues<'listings'> = { ...own };
  if (title !== undefined) Object.assign(columns, { title_en: title.en, title_fr: title.fr });
  if (terms !== undefined) columns.terms = terms === null ? null : JSON.stringify(terms);
  if (highlights !== undefined) columns.highlights = JSON.stringify(highlights);
  if (sections !== undefined) columns.sections = JSON.stringify(sections);
  if (contact !== undefined) columns.contact = contact === null ? null : JSON.stringify(contact);
  return columns;
}

/** The answer's fields read from the columns (the address and the agreement are joined). */
export function listingOf(f: ListingFields): Omit<Listing, 'address' | 'agreement'> {
  return {
    id: f.id,
    slug: f.slug,
    kind: f.kind,
    status: f.status,
    address_id: f.address_id,
    deal_id: f.deal_id,
    title: { en: f.title_en, fr: f.title_fr },
    price: f.price,
    rent: f.rent,
    terms: f.terms == null ? null : JSON.parse(f.terms),
    highlights: JSON.parse(f.highlights),
    sections: JSON.parse(f.sections),
    contact: f.contact == null ? null : contactOut(JSON.parse(f.contact)),
    published_at: f.published_at,
    created_at: f.created_at,
    updated_at: f.updated_at,
  };
}

export const listingSpec: RecordSpec<'listings', ListingFields, ListingInsert> = {
  table: 'listings',
  key: 'id',
  auditType: 'listing',
  missing: 'lookup.listing',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: listingFromRow,
  unique: { column: 'slug', duplicate: 'listings.val.slugTaken', field: 'slug' },
};

/** The contact as stored (its email and phone optional on input) with every field the answer has:
 * one sent with a name alone once answered 500. */
function contactOut(c: { name: string; email?: string | null; phone?: string | null }) {
  return { name: c.name, email: c.email ?? null, phone: c.phone ?? null };
}

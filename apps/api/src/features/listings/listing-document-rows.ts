// What the deal-room operations share: finding the listing and the document a path names (404s),
// the row in the API's shape, and the per-listing lock that keeps positions without gaps.
import type { ListingDocument } from '@crm/shared';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import { type Row, toIso } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';

type Db = Database['db'] | Transaction<DB>;

/** The listing's stored id; 404 when there is none. */
export async function findListingId(db: Db, raw: string): Promise<string> {
  const id = uuidKey(raw);
  const row = id
    ? await db.selectFrom('listings').select('id').where('id', '=', id).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.listing');
  return String(row.id);
}

/** The document of that listing; 404 when it is another listing's or none. */
export async function findDocumentRow(db: Db, listingId: string, raw: string) {
  const id = uuidKey(raw);
  const row = id
    ? await db
        .selectFrom('listing_documents')
        .selectAll()
        .where('id', '=', id)
        .where('listing_id', '=', listingId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.document');
  return row;
}

/** Two uploads to one listing would both take the next position: on PostgreSQL the listing's row
 * is locked for the transaction (SQLite's transactions already run one at a time, IMMEDIATE). */
export async function lockListing(database: Database, trx: Transaction<DB>, listingId: string) {
  if (database.dialect === 'postgres')
    await sql`SELECT 1 FROM listings WHERE id = ${listingId} FOR UPDATE`.execute(trx);
}

/** The name a document downloads under. */
export const fileNameOf = (row: { title: string; ext: string }) => `${row.title}.${row.ext}`;

export function documentFromRow(row: Row<'listing_documents'>): ListingDocument {
  return {
    id: String(row.id),
    title: row.title,
    level: row.level,
    mime: row.mime,
    size: Number(row.size),
    filename: fileNameOf(row),
    position: Number(row.position),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

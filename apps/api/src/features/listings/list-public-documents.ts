import type { PublicListingDocumentList } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { canRead } from './can-read.js';
import { dealRoomVisitor } from './deal-room-visitor.js';
import { documentFromRow } from './listing-document-rows.js';
import { publishedListingRow } from './read-listing-access.js';

/** GET /public/listings/{slug}/documents: the visitor's level and every document but the private
 * ones, in their order, each saying whether that level opens it (a locked one shows what approval
 * would open). 404 for a listing not published. */
export async function listPublicDocuments(
  database: Database,
  slug: string,
  tokens: Array<string | null | undefined>,
): Promise<PublicListingDocumentList> {
  const listing = await publishedListingRow(database.db, slug);
  const { level } = await dealRoomVisitor(database, { id: String(listing.id), slug }, tokens);
  const rows = await database.db
    .selectFrom('listing_documents')
    .selectAll()
    .where('listing_id', '=', listing.id)
    .where('level', '!=', 'private')
    .orderBy('position')
    .execute();
  return {
    level,
    // Staff's shape plus `readable`: the serializer writes only the visitor's fields. Never private
    // here (the query leaves them out); the check narrows the type.
    data: rows.flatMap((row) =>
      row.level === 'private'
        ? []
        : [
            {
              ...documentFromRow(row),
              level: row.level,
              readable: canRead(row.level, { staff: false, level }),
            },
          ],
    ),
  };
}

import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import type { FileStore } from '../../storage/file-store.js';
import { findDocumentRow, findListingId, lockListing } from './listing-document-rows.js';
import { auditListingPart, documentFields } from './listing-part-audit.js';

/** DELETE /listings/{id}/documents/{docId}: the row (the ones after it move up), then its file once
 * the row is gone. A crash between the two leaves an unreferenced file, never a row without one. */
export async function deleteListingDocument(
  database: Database,
  files: FileStore,
  rawListingId: string,
  rawDocId: string,
  actor: Actor,
): Promise<void> {
  const key = await database.db.transaction().execute(async (trx) => {
    const listingId = await findListingId(trx, rawListingId);
    await lockListing(database, trx, listingId);
    const row = await findDocumentRow(trx, listingId, rawDocId);
    await trx.deleteFrom('listing_documents').where('id', '=', row.id).execute();
    await trx
      .updateTable('listing_documents')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('listing_id', '=', listingId)
      .where('position', '>', row.position)
      .execute();
    await auditListingPart(trx, actor, listingId, `documents.${row.id}`, documentFields(row), null);
    return row.storage_key;
  });
  await files.delete(key);
}

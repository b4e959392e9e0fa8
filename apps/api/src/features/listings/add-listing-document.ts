// POST /listings/{id}/documents: the upload is judged by its bytes (checkUpload), the original is
// stored under a generated key, then its row is inserted last in the list. A failure after the
// file is stored deletes it again: a refused upload leaves neither row nor file.
import type { ListingDocument } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import type { FileStore } from '../../storage/file-store.js';
import { newFileKey } from '../../storage/file-store.js';
import { checkUpload } from '../files/check-upload.js';
import { documentFromRow, findListingId, lockListing } from './listing-document-rows.js';
import { auditListingPart, documentFields } from './listing-part-audit.js';
import type { DocumentUpload } from './read-document-form.js';

export async function addListingDocument(
  database: Database,
  files: FileStore,
  rawListingId: string,
  upload: DocumentUpload,
  maxBytes: number,
  actor: Actor,
): Promise<ListingDocument> {
  // An unknown listing is told before the file is judged or stored.
  const listingId = await findListingId(database.db, rawListingId);
  const checked = await checkUpload(upload.bytes, { name: upload.name, purpose: 'document', maxBytes });
  const key = newFileKey('listings/documents', checked.ext);
  const { size } = await files.put(key, upload.bytes, { contentType: checked.mime });
  try {
    return await database.db.transaction().execute(async (trx) => {
      // The listing may have been deleted while the file went up: 404, and the file goes.
      await findListingId(trx, listingId);
      await lockListing(database, trx, listingId);
      const last = await trx
        .selectFrom('listing_documents')
        .select((eb) => eb.fn.max('position').as('n'))
        .where('listing_id', '=', listingId)
        .executeTakeFirst();
      const now = new Date().toISOString();
      const row = await trx
        .insertInto('listing_documents')
        .values({
          id: uuidv7(),
          listing_id: listingId,
          title: upload.form.title ?? checked.title,
          level: upload.form.level,
          mime: checked.mime,
          size,
          ext: checked.ext,
          storage_key: key,
          position: Number(last?.n ?? 0) + 1,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await auditListingPart(trx, actor, listingId, `documents.${row.id}`, null, documentFields(row));
      return documentFromRow(row);
    });
  } catch (error) {
    await files.delete(key);
    throw error;
  }
}

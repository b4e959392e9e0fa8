// PUT /listings/{id}/documents/{docId}: its title, level or place in the list. A move shifts the
// documents between its old and new places by one, so positions stay 1..n without gaps.
import type { ListingDocument, ListingDocumentUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { documentFromRow, findDocumentRow, findListingId, lockListing } from './listing-document-rows.js';
import { auditListingPart, documentFields } from './listing-part-audit.js';

export function updateListingDocument(
  database: Database,
  rawListingId: string,
  rawDocId: string,
  input: ListingDocumentUpdate,
  actor: Actor,
): Promise<ListingDocument> {
  return database.db.transaction().execute(async (trx) => {
    const listingId = await findListingId(trx, rawListingId);
    await lockListing(database, trx, listingId);
    const row = await findDocumentRow(trx, listingId, rawDocId);
    const from = Number(row.position);
    let to = from;
    if (input.position !== undefined) {
      const count = await trx
        .selectFrom('listing_documents')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('listing_id', '=', listingId)
        .executeTakeFirstOrThrow();
      to = Math.min(input.position, Number(count.n));
    }
    if (to !== from) {
      const others = trx.updateTable('listing_documents').where('listing_id', '=', listingId);
      await (to < from
        ? others
            .set((eb) => ({ position: eb('position', '+', 1) }))
            .where('position', '>=', to)
            .where('position', '<', from)
        : others
            .set((eb) => ({ position: eb('position', '-', 1) }))
            .where('position', '>', from)
            .where('position', '<=', to)
      ).execute();
    }
    const next = {
      ...documentFields(row),
      ...(input.title !== undefined && { title: input.title }),
      ...(input.level !== undefined && { level: input.level }),
      position: to,
    };
    await auditListingPart(trx, actor, listingId, `documents.${row.id}`, documentFields(row), next);
    const changed = input.title !== undefined || input.level !== undefined || to !== from;
    if (!changed) return documentFromRow(row);
    const updated = await trx
      .updateTable('listing_documents')
      .set({
        ...(input.title !== undefined && { title: input.title }),
        ...(input.level !== undefined && { level: input.level }),
        position: to,
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return documentFromRow(updated);
  });
}

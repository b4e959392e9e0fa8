// GET /public/listings/{slug}/documents/{docId}: a deal-room document for a visitor whose level opens
// it. A PDF leaves stamped on every page with who reads it and when (the original never leaves the
// server); an image, a spreadsheet or another file as stored. Every file served is logged.
import { buffer } from 'node:stream/consumers';
import type { ViewAction } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../shared/app-error.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Viewer } from '../files/stamp-pdf.js';
import { stampPdfOffThread } from '../files/stamp-thread.js';
import type { Client } from '../public-site/file-access-request.js';
import { canRead } from './can-read.js';
import { dealRoomVisitor } from './deal-room-visitor.js';
import { fileNameOf, findDocumentRow } from './listing-document-rows.js';
import { publishedListingRow } from './read-listing-access.js';
import { contentDisposition } from './read-listing-document-file.js';
import { recordDocumentView } from './record-document-view.js';
import type { ServedDocument } from './send-document.js';
import type { VisitorAccess } from './visitor-access.js';

/** What a public document's copy says to a reader nobody knows (no acceptance proved): in the
 * firm's two languages, as the site is. */
export const PUBLIC_COPY = 'Public copy · Copie publique';

/** The name and address a copy is stamped with: the acceptance's contact's name (else the name the
 * visitor gave) and the email the visitor gave, where their link was sent (else their number). */
async function viewerOf(database: Database, access: VisitorAccess | null, at: Date): Promise<Viewer> {
  if (!access) return { name: PUBLIC_COPY, email: '', at };
  const row = await database.db
    .selectFrom('listing_acceptances as a')
    .leftJoin('entities as e', 'e.uuid', 'a.entity_id')
    .select(['a.name', 'a.email', 'a.phone', 'e.name as contact'])
    .where('a.id', '=', access.acceptance_id)
    .executeTakeFirstOrThrow();
  return { name: row.contact ?? row.name, email: row.email ?? row.phone ?? '', at };
}

/** 404 for a listing not published and for a document unknown, of another listing or private (a
 * visitor never learns one exists); 403 `documents.err.locked` when the visitor's level does not
 * open it, nothing logged. */
export async function readPublicDocument(
  database: Database,
  files: FileStore,
  params: { slug: string; docId: string },
  tokens: Array<string | null | undefined>,
  client: Client,
  action: ViewAction,
): Promise<ServedDocument> {
  const listing = await publishedListingRow(database.db, params.slug);
  const listingId = String(listing.id);
  const row = await findDocumentRow(database.db, listingId, params.docId);
  if (row.level === 'private') throw notFound('lookup.document');
  const visitor = await dealRoomVisitor(database, { id: listingId, slug: listing.slug }, tokens);
  if (!canRead(row.level, { staff: false, level: visitor.level }))
    throw new AppError(403, 'forbidden', 'documents.err.locked');
  const file = await files.get(row.storage_key);
  if (!file) throw new AppError(404, 'not_found', 'documents.err.fileMissing');
  const at = new Date();
  let served: Pick<ServedDocument, 'body' | 'size'>;
  try {
    if (row.mime === 'application/pdf') {
      // On the stamps' own thread: parsing and writing a 27 MB, 200-page file takes about a second,
      // and held the event loop up to 167 ms at a time.
      const stamped = await stampPdfOffThread(
        await buffer(file.body),
        await viewerOf(database, visitor.access, at),
      );
      served = { body: stamped, size: stamped.length };
    } else served = { body: file.body, size: file.size };
    await recordDocumentView(database, {
      listingId,
      document: { id: String(row.id), title: row.title },
      action,
      access: visitor.access,
      client,
      at,
    });
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  const disposition = action === 'download' ? 'attachment' : 'inline';
  return { ...served, mime: row.mime, disposition: contentDisposition(fileNameOf(row), disposition) };
}

// GET /listings/{id}/documents/{docId}/file: the original as uploaded, with the headers a download
// needs, logged as a download by that staff member (or API key). The type is the one told from the
// content at upload; nosniff keeps browsers to it.

import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import type { FileStore } from '../../storage/file-store.js';
import type { Client } from '../public-site/file-access-request.js';
import { fileNameOf, findDocumentRow, findListingId } from './listing-document-rows.js';
import { recordDocumentView } from './record-document-view.js';
import type { ServedDocument } from './send-document.js';

// RFC 5987's attr-char is narrower than what encodeURIComponent leaves: ' ( ) * ! must go too.
const encode5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"` (or `inline`, to open in the browser), plus `filename*` in UTF-8 when
 * the name is not plain ASCII (older clients read the first, where every other character becomes
 * `_`). Quotes and backslashes are replaced too: they would end or escape the quoted string. */
export function contentDisposition(name: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name
    ? `${type}; filename="${name}"`
    : `${type}; filename="${ascii}"; filename*=UTF-8''${encode5987(name)}`;
}

export async function readListingDocumentFile(
  database: Database,
  files: FileStore,
  raw: { id: string; docId: string },
  who: { actor: Actor; client: Client },
): Promise<ServedDocument> {
  const listingId = await findListingId(database.db, raw.id);
  const row = await findDocumentRow(database.db, listingId, raw.docId);
  const file = await files.get(row.storage_key);
  // The row without its file: restored from a backup without the files folder, or a store moved.
  if (!file) throw new AppError(404, 'not_found', 'documents.err.fileMissing');
  try {
    await recordDocumentView(database, {
      listingId,
      document: { id: String(row.id), title: row.title },
      action: 'download',
      actor: who.actor,
      client: who.client,
      at: new Date(),
    });
  } catch (error) {
    file.body.destroy();
    throw error;
  }
  return {
    body: file.body,
    size: file.size,
    mime: row.mime,
    disposition: contentDisposition(fileNameOf(row)),
  };
}

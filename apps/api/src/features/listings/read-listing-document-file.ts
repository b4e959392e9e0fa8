// GET /listings/{id}/documents/{docId}/file: the original as uploaded, with the headers a download
// needs. The type is the one told from the content at upload; nosniff keeps browsers to it.

import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { FileStore, StoredFile } from '../../storage/file-store.js';
import { fileNameOf, findDocumentRow, findListingId } from './listing-document-rows.js';

export interface DocumentDownload {
  file: StoredFile;
  mime: string;
  disposition: string;
}

// RFC 5987's attr-char is narrower than what encodeURIComponent leaves: ' ( ) * ! must go too.
const encode5987 = (text: string) =>
  encodeURIComponent(text).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `attachment; filename="…"`, plus `filename*` in UTF-8 when the name is not plain ASCII (older
 * clients read the first, where every other character becomes `_`). Quotes and backslashes are
 * replaced too: they would end or escape the quoted string. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encode5987(name)}`;
}

export async function readListingDocumentFile(
  database: Database,
  files: FileStore,
  rawListingId: string,
  rawDocId: string,
): Promise<DocumentDownload> {
  const listingId = await findListingId(database.db, rawListingId);
  const row = await findDocumentRow(database.db, listingId, rawDocId);
  const file = await files.get(row.storage_key);
  // The row without its file: restored from a backup without the files folder, or a store moved.
  if (!file) throw new AppError(404, 'not_found', 'documents.err.fileMissing');
  return { file, mime: row.mime, disposition: contentDisposition(fileNameOf(row)) };
}

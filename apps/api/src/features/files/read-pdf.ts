// A PDF as pdf-lib reads it, or the 4xx that says why it cannot be: the upload check and the stamp
// read PDFs the same way, so a file the check let in is one the stamp can open.
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../shared/app-error.js';

/** pdf-lib writes nothing to an encrypted file (it cannot decrypt), so a stamp on one would be
 * lost or leave an unreadable file: refused with its own message, which says what to do. */
export const encryptedPdf = () =>
  new AppError(415, 'unsupported_media_type', 'files.err.pdfEncrypted', 'file');
export const unreadablePdf = () => new AppError(400, 'bad_request', 'files.err.pdfUnreadable', 'file');

export async function readPdf(bytes: Uint8Array): Promise<PDFDocument> {
  let doc: PDFDocument;
  try {
    // Encryption is asked of the document rather than caught: pdf-lib's EncryptedPDFError is an
    // ES5 subclass of Error, which `instanceof` does not recognise. updateMetadata false: reading
    // must not touch the producer and dates the author set.
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    // pdf-lib fails on damaged files with plain TypeErrors ("reading 'Pages'"): none is ours.
    throw unreadablePdf();
  }
  if (doc.isEncrypted) throw encryptedPdf();
  // A file with no page has nothing to show or stamp; pdf-lib may also have skipped a broken page
  // tree without throwing, and throws only when asked for the pages.
  let pages = 0;
  try {
    pages = doc.getPageCount();
  } catch {}
  if (pages === 0) throw unreadablePdf();
  return doc;
}

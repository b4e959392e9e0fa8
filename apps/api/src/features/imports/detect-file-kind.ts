// What an uploaded file is, from its bytes, never its name: XLSX (a zip), vCard (text starting with
// BEGIN:VCARD) or CSV (any other text); anything else (an image, a PDF, an old .xls) is 415.
import { AppError } from '../../shared/app-error.js';

export type FileKind = 'csv' | 'xlsx' | 'vcard';

export const unsupportedFile = () => new AppError(415, 'unsupported_media_type', 'import.err.fileType');

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
/** How much of the start of a text file is looked at. */
const SNIFF_BYTES = 8192;

/** UTF-8 (its BOM dropped by the decoder) when the bytes are valid UTF-8; otherwise the file came
 * from an older Excel or Windows tool, whose CSV is Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A control character no text file holds: C0 other than tab, LF, FF, CR; DEL; C1 (what
 * Windows-1252 leaves undecoded). NUL is one: an image, a PDF's streams, an .xls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001F\u007F\u0080-\u009F]/;

/** The start of the file as text, cut at a whole character (a UTF-8 sequence split by the cut is
 * decoded leniently rather than read as Windows-1252). */
function head(bytes: Uint8Array): string {
  const start = bytes.subarray(0, SNIFF_BYTES);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(start, { stream: true });
  } catch {
    return new TextDecoder('windows-1252').decode(start);
  }
}

export function detectFileKind(bytes: Uint8Array): FileKind {
  if (ZIP_MAGIC.every((b, i) => bytes[i] === b)) return 'xlsx';
  const text = head(bytes);
  if (BINARY.test(text)) throw unsupportedFile();
  // Phones and Apple Contacts write vCard 3.0/4.0, Outlook 2.1; a BOM or blank lines may come first.
  if (/^\uFEFF?\s*BEGIN:VCARD/i.test(text)) return 'vcard';
  return 'csv';
}

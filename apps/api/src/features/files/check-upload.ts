// What an uploaded file is, judged by its bytes, and whether its name tells the truth. Nothing is
// trusted from the client: not the Content-Type (browsers guess it from the name), not the name's
// extension. A file is accepted only when its content is a kind the purpose allows AND its name
// says that kind, so what is stored, served and downloaded is what everybody expects it to be.
import type { MessageKey } from '@crm/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../shared/app-error.js';
import { readImage } from './read-image.js';
import { readPdf } from './read-pdf.js';
import {
  REFUSED_KINDS,
  TEXT_KINDS,
  TEXT_SIGNATURES,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadPurpose,
} from './upload-types.js';

export type { UploadPurpose };

export interface UploadOptions {
  /** The name the client gave (multipart's filename), used only for its title and extension. */
  name: string;
  purpose: UploadPurpose;
  /** Larger files are refused with 413. */
  maxBytes: number;
}

export interface CheckedUpload {
  /** The Content-Type to serve it with (text carries `; charset=utf-8`). */
  mime: string;
  /** The extension to store it under, lower case, without the dot (`jpg`, `pdf`, `csv`). */
  ext: string;
  /** The name without its extension: trimmed, NFC, at most 200 characters. */
  title: string;
}

const TITLE_MAX = 200;

const badName = (key: MessageKey) => new AppError(400, 'bad_request', key, 'file');
const unsupported = (key: MessageKey) => new AppError(415, 'unsupported_media_type', key, 'file');
const purposeKey = (purpose: UploadPurpose): MessageKey =>
  purpose === 'photo' ? 'files.err.photoType' : 'files.err.documentType';

/** C0, DEL, C1, and the bidirectional overrides and isolates: "photo\u202Egpj.exe" shows as
 * "photoexe.jpg" wherever the title is displayed. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** The name's title and lower-case extension ('' without one). 400 for a path, a control
 * character, half a surrogate pair, or nothing before the extension. */
function splitName(raw: string): { title: string; ext: string } {
  // macOS sends decomposed accents (NFD): stored composed, a title matches what people type.
  const name = raw.normalize('NFC').trim();
  // A name is a name, never a place: whatever joins it to a folder later must not climb out.
  if (/[/\\]/.test(name) || name === '.' || name === '..') throw badName('files.err.namePath');
  if (CONTROL.test(name)) throw badName('files.err.nameControl');
  if (/\p{Cs}/u.test(name)) throw badName('val.surrogate');
  const dot = name.lastIndexOf('.');
  const ext = dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
  // Code points, not UTF-16 units: a cut never leaves half an emoji.
  const title = Array.from((dot >= 0 ? name.slice(0, dot) : name).trim())
    .slice(0, TITLE_MAX)
    .join('')
    .trim();
  if (!title) throw badName('files.err.nameMissing');
  return { title, ext };
}

/** UTF-8 without NUL: what a CSV or text file from any current tool is. UTF-16 (NUL in every
 * ASCII character) and binary files fail; so does Windows-1252, which the imports read but a
 * document served as UTF-8 would show garbled. */
function isUtf8Text(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The checks of a kind whose content file-type recognised. */
async function checkKnown(bytes: Buffer, kind: UploadKind, purpose: UploadPurpose): Promise<void> {
  if (purpose === 'photo' && !kind.photo) throw unsupported(purposeKey(purpose));
  // Decoded only as far as the header: a photo's pixels are counted here, before anything is
  // stored; a document image may be larger (it is served as it is, never resized).
  if (kind.mime.startsWith('image/')) await readImage(bytes, purpose === 'photo' ? undefined : Infinity);
  if (kind.ext === 'pdf') await readPdf(bytes);
}

/** Checks an upload's name, size and content (in that order: the cheap checks first) and answers
 * how to store and serve it. Throws `AppError`: 400 (bad name, empty file, unreadable image or
 * PDF), 413 (over `maxBytes`, a photo over 50 megapixels) or 415 (a type the purpose does not
 * take, a name that lies about the content, an encrypted PDF), each with its `files.err.*` key
 * on the field `file`. */
export async function checkUpload(bytes: Buffer, options: UploadOptions): Promise<CheckedUpload> {
  const { title, ext: named } = splitName(options.name);
  if (bytes.length === 0) throw new AppError(400, 'bad_request', 'files.err.empty', 'file');
  if (bytes.length > options.maxBytes)
    throw new AppError(413, 'payload_too_large', 'files.err.tooLarge', 'file');

  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && !TEXT_SIGNATURES.has(sniffed.ext)) {
    const kind = UPLOAD_KINDS[sniffed.ext];
    if (!kind) throw unsupported(REFUSED_KINDS[sniffed.ext] ?? purposeKey(options.purpose));
    // The name lies: say what the file really is, so its sender can tell what went wrong.
    if (!kind.names.includes(named)) throw unsupported(kind.really);
    await checkKnown(bytes, kind, options.purpose);
    return { mime: kind.mime, ext: kind.ext, title };
  }

  const text = TEXT_KINDS[named];
  if (text && options.purpose === 'document') {
    if (!isUtf8Text(bytes)) throw unsupported('files.err.notText');
    return { mime: text.mime, ext: text.ext, title };
  }
  // Named like a kind we know (plan.pdf), but no such signature: renamed, damaged or truncated.
  const claimed = Object.values(UPLOAD_KINDS).some((kind) => kind.names.includes(named));
  throw claimed ? unsupported('files.err.notWhatNameSays') : unsupported(purposeKey(options.purpose));
}

// The kinds of file an upload may be, as file-type names them from the bytes, and what each refusal
// says. One table, so check-upload.ts reads as decisions and a new kind is one row.
import type { MessageKey } from '@crm/shared';

export type UploadPurpose = 'photo' | 'document';

export interface UploadKind {
  /** The extension files are stored under (the generated name's suffix). */
  ext: string;
  mime: string;
  /** Extensions a name may end with for this kind, lower case. */
  names: readonly string[];
  photo: boolean;
  /** "The file is a PNG image, not what its name says". */
  really: MessageKey;
}

const image = (ext: string, mime: string, names: string[], really: MessageKey): UploadKind => ({
  ext,
  mime,
  names,
  photo: true,
  really,
});
const office = (ext: string, mime: string, really: MessageKey): UploadKind => ({
  ext,
  mime,
  names: [ext],
  photo: false,
  really,
});

const PNG = image('png', 'image/png', ['png'], 'files.err.isPng');

/** Accepted kinds by file-type's `ext`. */
export const UPLOAD_KINDS: Readonly<Record<string, UploadKind>> = {
  // .jfif: what Windows names a JPEG saved from some browsers.
  jpg: image('jpg', 'image/jpeg', ['jpg', 'jpeg', 'jfif'], 'files.err.isJpeg'),
  png: PNG,
  // An animated PNG is a PNG whose first frame every reader shows; sharp reads that frame.
  apng: PNG,
  webp: image('webp', 'image/webp', ['webp'], 'files.err.isWebp'),
  avif: image('avif', 'image/avif', ['avif'], 'files.err.isAvif'),
  pdf: { ext: 'pdf', mime: 'application/pdf', names: ['pdf'], photo: false, really: 'files.err.isPdf' },
  // file-type tells these zips apart by the parts they hold ([Content_Types].xml, word/, xl/, ppt/).
  xlsx: office(
    'xlsx',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'files.err.isXlsx',
  ),
  docx: office(
    'docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'files.err.isDocx',
  ),
  pptx: office(
    'pptx',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'files.err.isPptx',
  ),
};

/** Text has no signature: accepted by its name, once its bytes are UTF-8 without NUL. Served with
 * the charset, so a browser never guesses another. */
export const TEXT_KINDS: Readonly<Record<string, { ext: string; mime: string }>> = {
  csv: { ext: 'csv', mime: 'text/csv; charset=utf-8' },
  txt: { ext: 'txt', mime: 'text/plain; charset=utf-8' },
};

/** Text formats file-type recognises by their first words: still text, judged as such. */
export const TEXT_SIGNATURES: ReadonlySet<string> = new Set(['xml', 'vcf', 'ics', 'vtt']);

/** Refused kinds common enough to be named in the refusal (what people actually try). */
export const REFUSED_KINDS: Readonly<Record<string, MessageKey>> = {
  // iPhones' default: sharp's libheif reads AVIF only (HEVC is patent-encumbered).
  heic: 'files.err.heic',
  gif: 'files.err.gif',
  // An OLE compound file: .doc, .xls, .ppt before 2007.
  cfb: 'files.err.oldOffice',
  docm: 'files.err.macros',
  xlsm: 'files.err.macros',
  pptm: 'files.err.macros',
  zip: 'files.err.archive',
  rar: 'files.err.archive',
  '7z': 'files.err.archive',
  gz: 'files.err.archive',
  bz2: 'files.err.archive',
  xz: 'files.err.archive',
  zst: 'files.err.archive',
  tar: 'files.err.archive',
  exe: 'files.err.program',
  elf: 'files.err.program',
  macho: 'files.err.program',
  apk: 'files.err.program',
  dmg: 'files.err.program',
  deb: 'files.err.program',
  rpm: 'files.err.program',
  jar: 'files.err.program',
  wasm: 'files.err.program',
  lnk: 'files.err.program',
};

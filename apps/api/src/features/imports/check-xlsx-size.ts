// An XLSX is a zip: a 10 MB file can unpack to gigabytes of XML. Before exceljs reads it, every
// entry is inflated once through a counting stream that keeps nothing, so a file whose entries
// unpack past the limit, or whose sheet has a row of more cells than the column limit, is refused
// (413) having held no more than a chunk of it; so is a sheet of more rows than the limit. The sizes the zip declares are not trusted: the
// bytes that come out are counted.
import { once } from 'node:events';
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../../shared/app-error.js';
import { unsupportedFile } from './detect-file-kind.js';
import { type ImportLimits, overLimit } from './import-limits.js';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

interface Entry {
  name: string;
  method: number;
  offset: number;
  compressedSize: number;
}

/** The zip's central directory (the end record is within the last 64 KiB + 22 bytes). */
function entries(zip: Buffer): { list: Entry[]; directoryAt: number } {
  const from = Math.max(0, zip.length - 65_557);
  let end = -1;
  for (let i = zip.length - 22; i >= from; i--)
    if (zip.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  if (end < 0) throw unsupportedFile();
  const count = zip.readUInt16LE(end + 10);
  const directoryAt = zip.readUInt32LE(end + 16);
  const list: Entry[] = [];
  for (let i = 0, at = directoryAt; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unsupportedFile();
    const nameLength = zip.readUInt16LE(at + 28);
    list.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      offset: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return { list, directoryAt };
}

/** Where an entry's local header begins its data. */
const dataStart = (zip: Buffer, at: number) =>
  at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);

/** exceljs' streaming reader reads the local entries one after another from the file's start, not
 * the directory: an entry the directory does not list (a hidden 150 MB sharedStrings.xml) would be
 * inflated unchecked. So the listed entries must tile the file from byte 0 to the directory, each
 * followed only by its data descriptor when its flags say it has one (12 to 24 bytes, with or
 * without its signature, zip64 or not). */
function requireTiled(zip: Buffer, list: Entry[], directoryAt: number): void {
  const sorted = [...list].sort((a, b) => a.offset - b.offset);
  if ((sorted[0]?.offset ?? directoryAt) !== 0) throw unsupportedFile();
  sorted.forEach((entry, i) => {
    const at = entry.offset;
    if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw unsupportedFile();
    const gap = (sorted[i + 1]?.offset ?? directoryAt) - (dataStart(zip, at) + entry.compressedSize);
    const described = (zip.readUInt16LE(at + 6) & 0x08) !== 0;
    if (!(gap === 0 || (described && [12, 16, 20, 24].includes(gap)))) throw unsupportedFile();
  });
}

/** Counts the rows of a sheet's XML, and the cells of each, as it streams by (`<c ` opens a cell,
 * `<row` a row; `<col` is neither): a sheet of too many rows or too wide a row is refused before
 * exceljs builds a row of it. */
class SheetShape {
  private carry = '';
  private cells = 0;
  private row = 0;
  constructor(private readonly limits: ImportLimits) {}
  feed(chunk: Buffer) {
    const text = this.carry + chunk.toString('latin1');
    for (const match of text.matchAll(/<(row|c)[\s/>]/g)) {
      if (match[1] === 'row') {
        // The header row and the data rows.
        if (++this.row > this.limits.maxRows + 1) throw overLimit('import.err.tooManyRows');
        this.cells = 0;
      } else if (++this.cells > this.limits.maxColumns)
        throw overLimit('import.err.tooManyColumns', this.row);
    }
    // A tag cut by the chunk's end is matched with the next chunk.
    this.carry = text.slice(-4);
  }
}

export async function checkXlsxSize(zip: Buffer, limits: ImportLimits): Promise<void> {
  let total = 0;
  const { list, directoryAt } = entries(zip);
  requireTiled(zip, list, directoryAt);
  for (const entry of list) {
    const start = dataStart(zip, entry.offset);
    const data = zip.subarray(start, start + entry.compressedSize);
    const width = SHEET.test(entry.name) ? new SheetShape(limits) : undefined;
    if (entry.method === 0) {
      total += data.length;
      width?.feed(data);
    } else if (entry.method === 8) {
      const inflate = createInflateRaw();
      inflate.on('data', (chunk: Buffer) => {
        total += chunk.length;
        try {
          if (total > limits.maxUnzippedBytes) throw overLimit('import.err.unzippedTooLarge');
          width?.feed(chunk);
        } catch (error) {
          inflate.destroy(error as Error);
        }
      });
      inflate.end(data);
      try {
        await once(inflate, 'end');
      } catch (error) {
        // A limit passed above, or a corrupt stream.
        throw error instanceof AppError ? error : unsupportedFile();
      }
    } else throw unsupportedFile();
    if (total > limits.maxUnzippedBytes) throw overLimit('import.err.unzippedTooLarge');
  }
}

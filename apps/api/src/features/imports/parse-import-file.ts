// Reads an uploaded file into a header and rows of text: CSV through csv-parse, XLSX through
// exceljs' streaming reader (first sheet), vCard through parse-vcard.ts. The file's limits are
// checked as it is read, before what it holds is built (import-limits.ts). Every bad file is a 4xx
// naming what is wrong, never a 500. Runs on the reading thread (read-import-file.ts).

import { Readable } from 'node:stream';
import { hasLoneSurrogate } from '@crm/shared';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import { AppError } from '../../shared/app-error.js';
import { checkXlsxSize } from './check-xlsx-size.js';
import { decodeText, detectFileKind, unsupportedFile } from './detect-file-kind.js';
import { type ImportLimits, overLimit } from './import-limits.js';
import { parseVcard } from './parse-vcard.js';

export interface ParsedFile {
  headers: string[];
  rows: string[][];
}

/** The delimiter the header line uses most: comma, semicolon (French Excel) or tab. Quoted
 * stretches are passed over so a "Nom, prénom" header does not count. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  let best = ',';
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/** Records handed on at a time (a message of the reading thread). */
const RECORDS_A_CHUNK = 2000;

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** One pass over the text before csv-parse builds anything: a record of more columns than the
 * limit (a million commas make a million strings), a cell longer than the limit, or more rows, is
 * refused with the line where it happens. Quotes are read as csv-parse reads them with
 * relax_quotes: a quote opens a quoted value only at a value's start (`12" screen` is text), `""`
 * inside one is a quote, and a record ends at LF, CR LF or a lone CR (Excel for Mac). */
function checkCsvShape(text: string, delimiter: string, limits: ImportLimits) {
  const sep = delimiter.charCodeAt(0);
  let quoted = false;
  let line = 1;
  let columns = 1;
  let cell = 0;
  let rows = 0;
  let filled = false;
  const grow = () => {
    if (++cell > limits.maxCellChars) throw overLimit('import.err.cellTooLong', line);
    filled = true;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (quoted) {
      if (ch === QUOTE && text.charCodeAt(i + 1) === QUOTE) i++;
      else if (ch === QUOTE) {
        quoted = false;
        continue;
      } else if (ch === LF || (ch === CR && text.charCodeAt(i + 1) !== LF)) line++;
      grow();
    } else if (ch === QUOTE && cell === 0) {
      quoted = true;
      filled = true;
    } else if (ch === sep) {
      if (++columns > limits.maxColumns) throw overLimit('import.err.tooManyColumns', line);
      cell = 0;
    } else if (ch === LF || ch === CR) {
      if (ch === CR && text.charCodeAt(i + 1) === LF) i++;
      if (filled && ++rows > limits.maxRows + 1) throw overLimit('import.err.tooManyRows', line);
      line++;
      columns = 1;
      cell = 0;
      filled = false;
    } else grow();
  }
  if (filled && ++rows > limits.maxRows + 1) throw overLimit('import.err.tooManyRows', line);
}

/** Records a chunk at a time (READ_CHUNK), csv-parse fed 64 KiB slices of the text so that only a
 * chunk of records exists at once beyond what the reader took. */
async function* parseCsv(bytes: Uint8Array, limits: ImportLimits): AsyncGenerator<string[][]> {
  const text = decodeText(bytes);
  const delimiter = detectDelimiter(text);
  checkCsvShape(text, delimiter, limits);
  let lastLine = 0;
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    on_record: (record: string[], context: { lines: number }) => {
      lastLine = context.lines;
      return record;
    },
  });
  const slices = function* () {
    for (let at = 0; at < text.length; at += 65_536) yield text.slice(at, at + 65_536);
  };
  Readable.from(slices()).pipe(parser);
  let chunk: string[][] = [];
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      chunk.push(record);
      if (chunk.length >= RECORDS_A_CHUNK) {
        yield chunk;
        chunk = [];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    // csv-parse reports an unclosed quote at the end of the file; the quote opened on the line
    // after the last whole record.
    if (code === 'CSV_QUOTE_NOT_CLOSED')
      throw new AppError(400, 'bad_request', 'import.err.unclosedQuote', {
        [`line.${lastLine + 1}`]: 'import.err.unclosedQuote',
      });
    const line = (error as { lines?: number }).lines ?? lastLine + 1;
    throw new AppError(400, 'bad_request', 'import.err.badQuote', {
      [`line.${line}`]: 'import.err.badQuote',
    });
  }
  if (chunk.length > 0) yield chunk;
}

/** A cell as text: what Excel shows for numbers and formulas (their cached result), the text of
 * rich text and hyperlinks, dates as ISO dates. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return decodeOoxmlEscapes(cell.text ?? '');
}

/** OOXML writes characters XML cannot hold as `_xHHHH_` (Excel's `_x000D_` for a carriage return;
 * `_x005F_` for a literal underscore before such a text). exceljs' whole-workbook reader decoded
 * them, its streaming reader does not. One pass, so an escaped `_x005F_xD800_` stays `_xD800_`. */
const decodeOoxmlEscapes = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    : text;

/** The first sheet, a row at a time (exceljs' streaming reader: the sheet's XML is never held
 * whole), each row checked against the limits as it comes. */
async function* parseXlsx(bytes: Uint8Array, limits: ImportLimits): AsyncGenerator<string[][]> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  await checkXlsxSize(buffer, limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows: string[][] = [];
  let count = 0;
  let sheets = 0;
  try {
    for await (const sheet of reader) {
      // Only the first sheet is read; the others are passed over as they stream by.
      if (sheets++ > 0) continue;
      for await (const row of sheet) {
        if (count >= limits.maxRows + 1) throw overLimit('import.err.tooManyRows', row.number);
        if (row.cellCount > limits.maxColumns) throw overLimit('import.err.tooManyColumns', row.number);
        const cells: string[] = [];
        for (let c = 1; c <= row.cellCount; c++) {
          const text = cellText(row.getCell(c));
          if (text.length > limits.maxCellChars) throw overLimit('import.err.cellTooLong', row.number);
          cells.push(text);
        }
        // exceljs decodes OOXML's _xD800_ escape into a lone surrogate, which has no UTF-8 form
        // (shared/well-formed.ts). A CSV cannot hold one: TextDecoder always yields well-formed text.
        if (cells.some(hasLoneSurrogate))
          throw new AppError(400, 'validation', 'val.surrogate', { [`line.${row.number}`]: 'val.surrogate' });
        if (cells.some((v) => v.trim() !== '')) {
          rows.push(cells);
          count++;
        }
        if (rows.length >= RECORDS_A_CHUNK) {
          yield rows;
          rows = [];
        }
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A zip that is not a workbook (a .docx, a .zip) is not a spreadsheet we read.
    throw unsupportedFile();
  }
  if (sheets === 0) throw unsupportedFile();
  if (rows.length > 0) yield rows;
}

/** A file read whole by another parser (vCard), held to the same limits. */
function checkParsed(file: ParsedFile, limits: ImportLimits): ParsedFile {
  if (file.rows.length > limits.maxRows) throw overLimit('import.err.tooManyRows');
  for (const [i, row] of [file.headers, ...file.rows].entries()) {
    if (row.length > limits.maxColumns) throw overLimit('import.err.tooManyColumns', i + 1);
    if (row.some((cell) => cell.length > limits.maxCellChars))
      throw overLimit('import.err.cellTooLong', i + 1);
  }
  return file;
}

/** The file's records (its header first), a chunk at a time, as they are read: the reading thread
 * hands each on before the next is built. 415 for a file that is neither CSV, XLSX nor vCard. */
export async function* readImportRecords(
  bytes: Uint8Array,
  limits: ImportLimits,
): AsyncGenerator<string[][]> {
  const kind = detectFileKind(bytes);
  if (kind === 'vcard') {
    // Read whole by parse-vcard.ts (cards are small; photos are skipped as they are met; rows and
    // columns checked before the table is built), its cells then held to the same limit as a
    // spreadsheet's, and handed on in chunks like the other kinds.
    const { headers, rows } = checkParsed(parseVcard(decodeText(bytes), limits), limits);
    yield [headers];
    for (let i = 0; i < rows.length; i += RECORDS_A_CHUNK) yield rows.slice(i, i + RECORDS_A_CHUNK);
    return;
  }
  yield* kind === 'xlsx' ? parseXlsx(bytes, limits) : parseCsv(bytes, limits);
}

/** Collects records as readImportRecords yields them into the header (first record, trimmed) and
 * the data rows; rows with nothing in any cell (a spreadsheet's trailing blank lines) are not rows. */
export class ParsedFileBuilder {
  readonly file: ParsedFile = { headers: [], rows: [] };
  private first = true;
  add(records: string[][]) {
    for (const record of records) {
      if (this.first) {
        this.first = false;
        this.file.headers = record.map((h) => h.trim());
      } else if (record.some((v) => v.trim() !== '')) this.file.rows.push(record);
    }
  }
}

/** The header and the data rows of a CSV, XLSX or vCard file; 415 for anything else. */
export async function parseImportFile(bytes: Uint8Array, limits: ImportLimits): Promise<ParsedFile> {
  const builder = new ParsedFileBuilder();
  for await (const records of readImportRecords(bytes, limits)) builder.add(records);
  return builder.file;
}

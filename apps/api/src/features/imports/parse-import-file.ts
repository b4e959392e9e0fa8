// Reads an uploaded spreadsheet into a header and rows of text: CSV through csv-parse, XLSX through
// exceljs (first sheet). Every bad file is a 4xx naming what is wrong, never a 500.

import { hasLoneSurrogate } from '@crm/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../shared/app-error.js';
import { parseVcard, VCARD_START } from './parse-vcard.js';

export interface ParsedFile {
  headers: string[];
  rows: string[][];
}

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const unsupported = () => new AppError(415, 'unsupported_media_type', 'import.err.fileType');

/** UTF-8 (its BOM dropped by the decoder) when the bytes are valid UTF-8; otherwise the file came
 * from an older Excel or Windows tool, whose CSV is Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
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

function parseCsv(bytes: Uint8Array): string[][] {
  const text = decodeText(bytes);
  // Bytes no text file holds (NUL) mean a binary file of another kind (PDF, image, old .xls).
  if (text.slice(0, 8192).includes('\u0000')) throw unsupported();
  let lastLine = 0;
  try {
    return parse(text, {
      delimiter: detectDelimiter(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      on_record: (record: string[], context: { lines: number }) => {
        lastLine = context.lines;
        return record;
      },
    }) as string[][];
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
}

/** A cell as text: what Excel shows for numbers and formulas (their cached result), the text of
 * rich text and hyperlinks, dates as ISO dates. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (value && typeof value === 'object' && 'result' in value) return String(value.result ?? '');
  return cell.text ?? '';
}

async function parseXlsx(bytes: Uint8Array): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's Buffer type predates Node's generic Buffer.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    // A zip that is not a workbook (a .docx, a .zip) is not a spreadsheet we read.
    throw unsupported();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  let illFormed: number | undefined;
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c)));
    // exceljs decodes OOXML's _xD800_ escape into a lone surrogate, which has no UTF-8 form
    // (shared/well-formed.ts). A CSV cannot hold one: TextDecoder always yields well-formed text.
    if (illFormed === undefined && cells.some(hasLoneSurrogate)) illFormed = row.number;
    rows.push(cells);
  });
  if (illFormed !== undefined)
    throw new AppError(400, 'validation', 'val.surrogate', { [`line.${illFormed}`]: 'val.surrogate' });
  return rows;
}

/** The header (first row) and the data rows of a CSV, XLSX or vCard file; 415 for anything else. */
export async function parseImportFile(bytes: Uint8Array): Promise<ParsedFile> {
  // vCard (.vcf), told by its content: read into Google Contacts' CSV layout (parse-vcard.ts).
  if (VCARD_START.test(new TextDecoder().decode(bytes.subarray(0, 64)))) return parseVcard(decodeText(bytes));
  const isZip = ZIP_MAGIC.every((b, i) => bytes[i] === b);
  const records = isZip ? await parseXlsx(bytes) : parseCsv(bytes);
  const [header = [], ...rows] = records;
  const headers = header.map((h) => h.trim());
  // Rows with nothing in any cell (a spreadsheet's trailing blank lines) are not rows.
  return { headers, rows: rows.filter((r) => r.some((v) => v.trim() !== '')) };
}

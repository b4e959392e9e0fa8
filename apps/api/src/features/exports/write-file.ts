// Writes an export's pages as a CSV or XLSX byte stream, the reply's body: nothing holds more than a
// page of rows, and a client that goes away stops the reads (the generator is returned).
import { Readable, Transform, type TransformCallback, type Writable } from 'node:stream';
import type { ContactExportFormat, ExportFormat } from '@crm/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLines } from './csv-lines.js';
import type { Cell } from './export-records.js';

export const CONTENT_TYPES: Record<ContactExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  vcf: 'text/vcard; charset=utf-8',
};

/** A download's headers: its file name (ASCII; `name`, when given, the name as written, RFC 6266's
 * filename* in UTF-8), its type, and no-store. */
export function attachment(reply: FastifyReply, file: string, type: string, name?: string): FastifyReply {
  const written = name ? `; filename*=UTF-8''${encodeURIComponent(name)}` : '';
  return reply
    .header('content-disposition', `attachment; filename="${file}"${written}`)
    .header('cache-control', 'no-store')
    .type(type);
}

export interface ExportFile {
  columns: readonly string[];
  sheet: string;
  pages: AsyncGenerator<Cell[][]>;
  /** Told of a failure once the answer has begun (its status is already sent: the body is cut). */
  onError(error: unknown): void;
}

/** UTF-8 with a BOM, then the header and a chunk a page (see csv-lines). The stream reads the next
 * page only once the reply has taken the last one, and returns the generator when it is destroyed
 * (the client went away). */
function csvStream({ columns, pages, onError }: ExportFile): Readable {
  const chunks = async function* () {
    yield Buffer.from(CSV_BOM + csvLines([columns]));
    for await (const page of pages) yield Buffer.from(csvLines(page));
  };
  return Readable.from(chunks(), { objectMode: false }).on('error', onError);
}

/** Resolves when the stream wants more, or is gone. */
const drained = (stream: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done).off('close', done);
      resolve();
    };
    stream.once('drain', done).once('close', done);
  });

/** The XLSX reply: the zip's output, counted as it passes. */
class ZipOutput extends Transform {
  produced = 0;
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.produced += chunk.length;
    done(null, chunk);
  }
}

/** Resolves once the zip has compressed what was written so far (its output stopped growing for a
 * few turns of the event loop: deflate runs off it and reports on it) and the reply has taken it. */
async function caughtUp(out: ZipOutput): Promise<void> {
  for (let idle = 0, last = out.produced; idle < 3 && !out.destroyed; ) {
    if (out.writableNeedDrain) await drained(out);
    else await new Promise((resolve) => setTimeout(resolve, 1));
    idle = out.produced === last ? idle + 1 : 0;
    last = out.produced;
  }
}

/** exceljs' streaming writer: rows are committed as they come, strings inline (no shared-string
 * table held in memory), one sheet with the header row. */
function xlsxStream({ columns, sheet, pages, onError }: ExportFile): Readable {
  const out = new ZipOutput();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(sheet);
  const write = async () => {
    worksheet.addRow([...columns]).commit();
    for await (const page of pages) {
      for (const row of page) worksheet.addRow(row).commit();
      // exceljs hands the sheet's XML to its zip without heeding backpressure, and a SQLite read
      // never leaves the event loop: let the compressor catch up before the next page, then wait
      // while the client has not taken what was zipped.
      await caughtUp(out);
      if (out.destroyed) return;
    }
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error) => {
    out.destroy(error);
    onError(error);
  });
  return out;
}

export const exportStream = (format: ExportFormat, file: ExportFile): Readable =>
  format === 'xlsx' ? xlsxStream(file) : csvStream(file);

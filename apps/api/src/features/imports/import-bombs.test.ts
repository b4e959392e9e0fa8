// Files built to hurt the server (issue 23): each is refused with a 4xx naming what is wrong before
// the memory grows, or accepted with its failed rows bounded; content decides a file's type, not
// its name; a broken multipart body is the client's 400.
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, multipartBody, postImport, runImport } from '../../test/imports.js';
import { detectFileKind } from './detect-file-kind.js';

const dry = { kind: 'contacts', dry_run: 'true' };
const LIMITS = { maxRows: 50, maxColumns: 20, maxCellChars: 1000, maxUnzippedBytes: 400_000 };

async function xlsx(rows: (string | number)[][], sharedStrings = false): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contacts');
  for (const row of rows) sheet.addRow(row);
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer({ useSharedStrings: sharedStrings }));
  return bytes;
}

/** The workbook with one more local entry before its central directory, which the directory does
 * not list: a 2 MB sharedStrings.xml a reader walking the local entries would inflate. */
function withHiddenEntry(zip: Buffer): Buffer {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const directoryAt = zip.readUInt32LE(end + 16);
  const name = Buffer.from('xl/sharedStrings.xml');
  const data = deflateRawSync(Buffer.alloc(2_000_000, 0x61));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(2_000_000, 22);
  header.writeUInt16LE(name.length, 26);
  const hidden = Buffer.concat([header, name, data]);
  const out = Buffer.concat([zip.subarray(0, directoryAt), hidden, zip.subarray(directoryAt)]);
  out.writeUInt32LE(directoryAt + hidden.length, end + hidden.length + 16);
  return out;
}

describe('file kind from content', () => {
  it('tells XLSX, vCard and CSV apart by their bytes, and refuses binary files', () => {
    expect(detectFileKind(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('xlsx');
    expect(detectFileKind(csv('\ufeff\r\n  BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann\r\nEND:VCARD\r\n'))).toBe(
      'vcard',
    );
    expect(detectFileKind(csv('begin:vcard\nFN:Ann\nend:vcard\n'))).toBe('vcard');
    expect(detectFileKind(csv('Nom;Courriel\nRené;r@x.ca\n'))).toBe('csv');
    expect(detectFileKind(Buffer.from('Nom,Société\nRené,Hydro-Québec\n', 'latin1'))).toBe('csv');
    for (const bytes of [
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
      [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], // JPEG
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00], // GIF
      [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an Excel 97 .xls
      [0x1f, 0x8b, 0x08, 0x00], // gzip
    ])
      expect(() => detectFileKind(Buffer.from(bytes))).toThrow(expect.objectContaining({ statusCode: 415 }));
    expect(() =>
      detectFileKind(Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n\u0001\u0002', 'latin1')),
    ).toThrow(expect.objectContaining({ statusCode: 415 }));
  });
});

describe('import and export limit settings', () => {
  it('reads the limits from the environment, with defaults, and refuses what is not a count', () => {
    expect(loadConfig({}).importLimits).toEqual({
      maxRows: 1_000_000,
      maxColumns: 500,
      maxCellChars: 32_767,
      maxUnzippedBytes: 100 * 2 ** 20,
    });
    const set = loadConfig({
      IMPORT_MAX_ROWS: '5000',
      IMPORT_MAX_COLUMNS: '40',
      IMPORT_MAX_CELL: '1000',
      IMPORT_MAX_UNZIPPED: '20m',
      IMPORT_MAX_ERROR_ROWS: '50',
      EXPORT_LIMIT_PER_USER: '1',
      EXPORT_LIMIT_TOTAL: '3',
    });
    expect(set.importLimits).toEqual({
      maxRows: 5000,
      maxColumns: 40,
      maxCellChars: 1000,
      maxUnzippedBytes: 20 * 2 ** 20,
    });
    expect(set.importMaxErrorRows).toBe(50);
    expect(set.exportLimit).toEqual({ perUser: 1, total: 3 });
    expect(() => loadConfig({ IMPORT_MAX_ROWS: '0' })).toThrow(/IMPORT_MAX_ROWS/);
    expect(() => loadConfig({ EXPORT_LIMIT_TOTAL: 'many' })).toThrow(/EXPORT_LIMIT_TOTAL/);
  });
});

describe.each(DIALECTS)('import bombs (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { importLimits: LIMITS, importMaxErrorRows: 5 });
  });
  afterAll(() => t.close());

  const refusedWith = async (file: Buffer, key: string, line?: number) => {
    const res = await postImport(t, file, dry);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'payload_too_large', key });
    if (line !== undefined) expect(res.body.error.field_keys).toEqual({ [`line.${line}`]: key });
    // The answer names the limit, never the file's content (a million columns made a 60 MB body).
    expect(JSON.stringify(res.body).length).toBeLessThan(1000);
  };

  it('a PNG named .csv is 415 with the message naming CSV, XLSX and vCard', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    const res = await postImport(t, png, dry);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({
      code: 'unsupported_media_type',
      key: 'import.err.fileType',
      message: 'Send a CSV, XLSX or vCard file',
    });
  });

  it('a CSV of too many columns, even on one line of commas, is 413 at that line', async () => {
    await refusedWith(csv(`Nom${','.repeat(100_000)}\n`), 'import.err.tooManyColumns', 1);
    await refusedWith(
      csv(`Nom,Ville\nAnn Smith,${'x;'.repeat(5)}\nBob,${',a'.repeat(30)}\n`),
      'import.err.tooManyColumns',
      3,
    );
  });

  it('within the limits, lone CR line ends (Excel for Mac) and a quote inside a value are read as csv-parse reads them', async () => {
    const row = (i: number) => Array.from({ length: 10 }, (_, j) => (j === 0 ? `Person ${i}` : `v${j}`));
    const mac = [
      ['Nom', ...Array.from({ length: 9 }, (_, j) => `C${j}`)],
      ...Array.from({ length: 40 }, (_, i) => row(i)),
    ]
      .map((r) => r.join(','))
      .join('\r');
    const res = await postImport(t, csv(mac), dry);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.totals.create).toBe(40);
    // A stray quote mid-value is text: it opens no quoted value running to the end of the file.
    const screens = `Nom,Notes\n${Array.from({ length: 40 }, (_, i) => `Ann ${i},a 12" screen ${'z'.repeat(40)}`).join('\n')}\n`;
    const quoted = await postImport(t, csv(screens), dry);
    expect(quoted.status, JSON.stringify(quoted.body).slice(0, 300)).toBe(200);
    expect(quoted.body.totals.create).toBe(40);
  });

  it('a CSV of too many rows, or a cell over the limit, is 413', async () => {
    await refusedWith(csv(`Nom\n${'Ann Smith\n'.repeat(51)}`), 'import.err.tooManyRows');
    await refusedWith(csv(`Nom,Notes\nAnn Smith,"${'y'.repeat(1001)}"\n`), 'import.err.cellTooLong', 2);
    // At the limits exactly, the file is read.
    const res = await postImport(t, csv(`Nom,Notes\n${`Ann Smith,${'y'.repeat(400)}\n`.repeat(50)}`), dry);
    expect(res.status).toBe(200);
    const { create, update, skip, fail } = res.body.totals;
    expect(create + update + skip + fail).toBe(50);
  });

  it('an XLSX whose rows all point at one long shared string is 413 (cell length)', async () => {
    const long = 'z'.repeat(5000);
    const file = await xlsx(
      [['Nom', 'Notes'], ...Array.from({ length: 30 }, () => ['Ann Smith', long])],
      true,
    );
    expect(file.length).toBeLessThan(20_000);
    await refusedWith(file, 'import.err.cellTooLong', 2);
  });

  it('an XLSX that unzips past the limit is 413 before exceljs reads it', async () => {
    // 45 rows of 15 cells of 990 characters: within every other limit, 670 KB of XML.
    const rows = Array.from({ length: 45 }, (_, i) => [
      `Person ${i}`,
      ...Array.from({ length: 14 }, (_, j) => `${i}.${j} ${'a'.repeat(980)}`),
    ]);
    const file = await xlsx([['Nom', 'Notes'], ...rows]);
    expect(file.length).toBeLessThan(60_000);
    await refusedWith(file, 'import.err.unzippedTooLarge');
  });

  it('an XLSX hiding an entry its directory does not list is 415, never inflated', async () => {
    const file = await xlsx([['Nom'], ['Ann Smith']]);
    // The workbook itself passes: the check accepts what exceljs writes.
    expect((await postImport(t, file, dry)).status).toBe(200);
    const res = await postImport(t, withHiddenEntry(file), dry);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatchObject({ code: 'unsupported_media_type', key: 'import.err.fileType' });
  });

  it('an XLSX of too many rows or a row of too many cells is 413', async () => {
    await refusedWith(
      await xlsx([['Nom'], ...Array.from({ length: 60 }, (_, i) => [`P ${i}`])]),
      'import.err.tooManyRows',
    );
    await refusedWith(
      await xlsx([['Nom', ...Array.from({ length: 25 }, (_, i) => `c${i}`)]]),
      'import.err.tooManyColumns',
      1,
    );
  });

  it('a multipart body without a boundary or cut short is a 400', async () => {
    const { payload, contentType } = multipartBody(csv('Nom\nAnn Smith\n'), dry);
    for (const [type, body] of [
      ['multipart/form-data', payload],
      [contentType, payload.subarray(0, payload.length - 40)],
      [contentType, Buffer.from('garbage without any boundary line')],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/imports',
        headers: { 'api-key': API_KEY, 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, `${type} ${body.length}`).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('bad_request');
    }
  });

  it('keeps at most IMPORT_MAX_ERROR_ROWS failed rows, counts them all, and guards formulas in the errors file', async () => {
    // A row without a name fails (a bad cell alone no longer fails a row: ADR 0026).
    const bad = Array.from({ length: 12 }, (_, i) => `,"  =HYPERLINK(${i})"\n`).join('');
    const job = await runImport(t, csv(`Nom,=cmd|' /C calc'!A0\nAnn Valid,\n${bad}`), {
      kind: 'contacts',
      mapping: JSON.stringify({ Nom: 'name', "=cmd|' /C calc'!A0": 'email' }),
    });
    expect(job).toMatchObject({ status: 'done', created: 1, failed: 12 });
    const stored = await t.database.db
      .selectFrom('import_errors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', job.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(6);
    // The header and a cell after spaces are guarded as the exports guard them.
    expect(lines[0]).toBe(`Nom,'=cmd|' /C calc'!A0,row,reason`);
    expect(lines[1]).toBe(`,'  =HYPERLINK(0),3,name: Name is required`);
  });
});

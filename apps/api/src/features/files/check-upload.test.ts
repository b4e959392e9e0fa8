// What an upload check lets in and what it refuses, with real files made by sharp, pdf-lib and
// exceljs: every refusal a 4xx with the key that tells the sender what is wrong.
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkUpload, type UploadPurpose } from './check-upload.js';

const MB = 1024 * 1024;
const photo = (name: string) => ({ name, purpose: 'photo' as UploadPurpose, maxBytes: 10 * MB });
const doc = (name: string) => ({ name, purpose: 'document' as UploadPurpose, maxBytes: 10 * MB });

const image = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function pdf(): Promise<Buffer> {
  const d = await PDFDocument.create();
  d.addPage().drawText('Offering memorandum');
  return Buffer.from(await d.save());
}

/** A PDF with an /Encrypt dictionary in its trailer, written by hand: no tool here encrypts (qpdf
 * is absent) and pdf-lib only reads the dictionary's presence. Offsets are computed. */
function encryptedPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
    '<< /Filter /Standard /V 2 /R 3 /Length 128 /P -3904 /O <00> /U <00> >>',
  ];
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [<01> <01>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Rent roll').addRow(['Suite', 'Tenant']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The smallest DOCX or PPTX file-type recognises: the zip's content types name its main part. */
async function office(part: string, type: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="application/vnd.openxmlformats-officedocument.${type}.main+xml"/></Types>`,
  );
  zip.file(part, '<x/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}
const docx = () => office('word/document.xml', 'wordprocessingml.document');
const pptx = () => office('ppt/presentation.xml', 'presentationml.presentation');

/** A refusal: its status and message key. */
const refused = (status: number, key: string) =>
  expect.objectContaining({ statusCode: status, messageKey: key, fieldKeys: { file: key } });

describe('checkUpload accepts', () => {
  it('JPEG, PNG, WebP and AVIF photos, by their content, whatever the case of the name', async () => {
    expect(await checkUpload(await image('jpeg'), photo('saved.jfif'))).toMatchObject({ ext: 'jpg' });
    expect(await checkUpload(await image('jpeg'), photo('Front door.JPEG'))).toEqual({
      mime: 'image/jpeg',
      ext: 'jpg',
      title: 'Front door',
    });
    expect(await checkUpload(await image('png'), photo('lobby.png'))).toMatchObject({ mime: 'image/png' });
    expect(await checkUpload(await image('webp'), photo('roof.webp'))).toMatchObject({ ext: 'webp' });
    expect(await checkUpload(await image('avif'), photo('dock.avif'))).toMatchObject({ mime: 'image/avif' });
  });

  it('PDF, XLSX, images, CSV and text as documents', async () => {
    expect(await checkUpload(await pdf(), doc('OM 2026.pdf'))).toEqual({
      mime: 'application/pdf',
      ext: 'pdf',
      title: 'OM 2026',
    });
    expect(await checkUpload(await xlsx(), doc('rent roll.xlsx'))).toMatchObject({
      ext: 'xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    expect(await checkUpload(await docx(), doc('lease.docx'))).toMatchObject({ ext: 'docx' });
    expect(await checkUpload(await pptx(), doc('pitch.pptx'))).toMatchObject({ ext: 'pptx' });
    expect(await checkUpload(await image('png'), doc('site plan.png'))).toMatchObject({ ext: 'png' });
    expect(await checkUpload(Buffer.from('Suite,Tenant\n100,Café Zoë\n'), doc('tenants.csv'))).toEqual({
      mime: 'text/csv; charset=utf-8',
      ext: 'csv',
      title: 'tenants',
    });
    expect(await checkUpload(Buffer.from('Notes\n'), doc('read me.txt'))).toMatchObject({ ext: 'txt' });
  });

  it('titles: composed accents, trimmed, at most 200 characters never cutting an emoji', async () => {
    const png = await image('png');
    const nfd = 'Re\u0301sume\u0301.png';
    expect((await checkUpload(png, doc(`  ${nfd} `))).title).toBe('Résumé');
    const long = `${'🏢'.repeat(199)}ab.png`;
    expect(Array.from((await checkUpload(png, doc(long))).title)).toEqual([...Array(199).fill('🏢'), 'a']);
  });
});

describe('checkUpload refuses', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = await image('png');
  });

  it('an empty file (400) and one over the limit (413)', async () => {
    await expect(checkUpload(Buffer.alloc(0), photo('a.png'))).rejects.toEqual(
      refused(400, 'files.err.empty'),
    );
    await expect(checkUpload(png, { ...photo('a.png'), maxBytes: png.length - 1 })).rejects.toEqual(
      refused(413, 'files.err.tooLarge'),
    );
    expect(await checkUpload(png, { ...photo('a.png'), maxBytes: png.length })).toMatchObject({ ext: 'png' });
  });

  it('names holding a path or control characters, and names with nothing before the extension', async () => {
    for (const name of ['../../etc/passwd.png', 'a/b.png', 'C:\\photos\\a.png', '..', '.'])
      await expect(checkUpload(png, photo(name)), name).rejects.toEqual(refused(400, 'files.err.namePath'));
    for (const name of ['a\u0000.png', 'a\nb.png', 'a\u0085.png', 'lobby\u202Egnp.png'])
      await expect(checkUpload(png, photo(name))).rejects.toEqual(refused(400, 'files.err.nameControl'));
    for (const name of ['.png', '   ', ' .png'])
      await expect(checkUpload(png, photo(name))).rejects.toEqual(refused(400, 'files.err.nameMissing'));
  });

  it('a renamed file, saying what it really is', async () => {
    await expect(checkUpload(png, doc('plan.pdf'))).rejects.toEqual(refused(415, 'files.err.isPng'));
    await expect(checkUpload(await pdf(), photo('photo.jpg'))).rejects.toEqual(
      refused(415, 'files.err.isPdf'),
    );
    await expect(checkUpload(await xlsx(), doc('report.docx'))).rejects.toEqual(
      refused(415, 'files.err.isXlsx'),
    );
    await expect(checkUpload(await pptx(), doc('pitch.pdf'))).rejects.toEqual(
      refused(415, 'files.err.isPptx'),
    );
    await expect(checkUpload(await docx(), photo('lease.jpg'))).rejects.toEqual(
      refused(415, 'files.err.isDocx'),
    );
    // No extension at all: the name says nothing, which is not what the file is either.
    await expect(checkUpload(png, photo('lobby'))).rejects.toEqual(refused(415, 'files.err.isPng'));
  });

  it('programs, archives and GIF images, whatever their name', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    await expect(checkUpload(exe, photo('photo.jpg'))).rejects.toEqual(refused(415, 'files.err.program'));
    const zip = new JSZip();
    zip.file('photo.jpg', 'x');
    const zipped = await zip.generateAsync({ type: 'nodebuffer' });
    await expect(checkUpload(zipped, photo('photo.jpg'))).rejects.toEqual(refused(415, 'files.err.archive'));
    await expect(checkUpload(zipped, doc('photos.zip'))).rejects.toEqual(refused(415, 'files.err.archive'));
    await expect(checkUpload(await image('gif'), photo('a.gif'))).rejects.toEqual(
      refused(415, 'files.err.gif'),
    );
  });

  it('a document kind as a photo, and text as a photo', async () => {
    await expect(checkUpload(await pdf(), photo('brochure.pdf'))).rejects.toEqual(
      refused(415, 'files.err.photoType'),
    );
    await expect(checkUpload(Buffer.from('a,b\n'), photo('a.csv'))).rejects.toEqual(
      refused(415, 'files.err.photoType'),
    );
  });

  it('text that is not UTF-8, or binary named .csv; unknown bytes under a known name', async () => {
    await expect(checkUpload(Buffer.from('Café\n', 'latin1'), doc('a.csv'))).rejects.toEqual(
      refused(415, 'files.err.notText'),
    );
    await expect(checkUpload(Buffer.from('a\u0000b', 'utf16le'), doc('a.txt'))).rejects.toEqual(
      refused(415, 'files.err.notText'),
    );
    await expect(checkUpload(Buffer.from('just text'), doc('plan.pdf'))).rejects.toEqual(
      refused(415, 'files.err.notWhatNameSays'),
    );
    await expect(checkUpload(Buffer.from('just text'), doc('notes.md'))).rejects.toEqual(
      refused(415, 'files.err.documentType'),
    );
  });

  it('an encrypted PDF with its own message, and a damaged one', async () => {
    await expect(checkUpload(encryptedPdf(), doc('OM.pdf'))).rejects.toEqual(
      refused(415, 'files.err.pdfEncrypted'),
    );
    const good = await pdf();
    await expect(checkUpload(good.subarray(0, 60), doc('OM.pdf'))).rejects.toEqual(
      refused(400, 'files.err.pdfUnreadable'),
    );
  });

  it('a damaged image, and a photo over 50 megapixels by its header alone', async () => {
    const jpeg = await image('jpeg');
    await expect(checkUpload(jpeg.subarray(0, 20), photo('a.jpg'))).rejects.toEqual(
      refused(400, 'files.err.imageUnreadable'),
    );
    // 8,000 × 7,000 of one colour: a few kB of PNG, 56 MP once decoded.
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await expect(checkUpload(huge, photo('huge.png'))).rejects.toEqual(
      refused(413, 'files.err.tooManyPixels'),
    );
    // As a document it is only stored, never decoded: accepted.
    expect(await checkUpload(huge, doc('huge.png'))).toMatchObject({ ext: 'png' });
  });
});

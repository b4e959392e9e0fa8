// A listing's deal-room documents (POST/GET/PUT/DELETE /api/v1/listings/{id}/documents and the
// staff download) on both databases with real files on disk, and the upload and download once more
// through a real S3 server: what is stored is the upload's bytes, served with its type and name;
// every refusal leaves no row and no file.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { multipartBody } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { contentDisposition } from './read-listing-document-file.js';

const LIMIT = 300_000;

async function pdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawText('Rent roll, confidential');
  return Buffer.from(await doc.save());
}
async function xlsx(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Rent roll').addRow(['Tenant', 'Rent']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

function upload(t: TestApp, listingId: string, file: Buffer, name: string, fields: Record<string, string>) {
  const { payload, contentType } = multipartBody(file, fields, name);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/listings/${listingId}/documents`,
    headers: { 'api-key': API_KEY, 'content-type': contentType },
    payload,
  });
}

const download = (
  t: TestApp,
  listingId: string,
  docId: string,
  headers: Record<string, string> = { 'api-key': API_KEY },
) => t.app.inject({ method: 'GET', url: `/api/v1/listings/${listingId}/documents/${docId}/file`, headers });

/** Whether the store holds `key` (the stream is closed: it holds a file or a connection). */
async function stored(t: TestApp, key: string): Promise<boolean> {
  const file = await t.app.files.get(key);
  file?.body.destroy();
  return file !== null;
}

/** Every file the local store holds (its content-type sidecars aside). */
function storedFiles(t: TestApp): string[] {
  const { fileStorage } = t.config;
  if (fileStorage.kind !== 'local') throw new Error('local store expected');
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.meta') ? [] : [join(dir, e.name)],
    );
  return walk(fileStorage.dir);
}

describe.each(DIALECTS)('listing documents on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { uploadMaxBytes: LIMIT });
  });
  afterAll(() => t?.close());

  it('stores a PDF, a workbook and an image at their levels and hands staff back the same bytes', async () => {
    const listing = await createListing(t);
    const files = { pdf: await pdf(), xlsx: await xlsx(), png: await png() };
    const a = await upload(t, listing.id, files.pdf, 'Offering memorandum.pdf', { level: 'agreement' });
    expect(a.statusCode, a.body).toBe(201);
    const b = await upload(t, listing.id, files.xlsx, 'rent-roll.xlsx', {
      title: 'Rent roll 2026',
      level: 'approved',
    });
    expect(b.statusCode, b.body).toBe(201);
    const c = await upload(t, listing.id, files.png, 'plan.png', {
      title: 'Plan du 3ᵉ étage',
      level: 'public',
    });
    expect(c.statusCode, c.body).toBe(201);
    expect(a.json()).toMatchObject({
      title: 'Offering memorandum',
      level: 'agreement',
      mime: 'application/pdf',
      size: files.pdf.length,
      filename: 'Offering memorandum.pdf',
      position: 1,
    });
    expect(b.json()).toMatchObject({
      title: 'Rent roll 2026',
      level: 'approved',
      filename: 'Rent roll 2026.xlsx',
      position: 2,
    });
    expect(c.json()).toMatchObject({ level: 'public', mime: 'image/png', position: 3 });

    const list = await t.call('GET', `/api/v1/listings/${listing.id}/documents`);
    expect(list.body.data.map((d: { title: string }) => d.title)).toEqual([
      'Offering memorandum',
      'Rent roll 2026',
      'Plan du 3ᵉ étage',
    ]);

    const got = await download(t, listing.id, a.json().id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(files.pdf)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe('attachment; filename="Offering memorandum.pdf"');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    const sheet = await download(t, listing.id, b.json().id);
    expect(sheet.rawPayload.equals(files.xlsx)).toBe(true);
    expect(sheet.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    // A title beyond ASCII: an ASCII fallback and the real name in RFC 5987 form.
    const image = await download(t, listing.id, c.json().id);
    expect(image.rawPayload.equals(files.png)).toBe(true);
    expect(image.headers['content-disposition']).toBe(
      `attachment; filename="Plan du 3_ _tage.png"; filename*=UTF-8''${encodeURIComponent('Plan du 3ᵉ étage.png')}`,
    );
  });

  it('refuses what is not what it says, a level it does not know, too much and no form, leaving nothing', async () => {
    const listing = await createListing(t);
    const rows = await rowCount(t, 'listing_documents');
    const files = storedFiles(t).length;

    const lying = await upload(t, listing.id, await png(), 'contract.pdf', { level: 'public' });
    expect(lying.statusCode).toBe(415);
    expect(lying.json().error).toMatchObject({
      key: 'files.err.isPng',
      field_keys: { file: 'files.err.isPng' },
    });

    const secret = await upload(t, listing.id, await pdf(), 'a.pdf', { level: 'secret' });
    expect(secret.statusCode).toBe(400);
    expect(secret.json().error.field_keys).toEqual({ level: 'documents.val.level' });
    const noLevel = await upload(t, listing.id, await pdf(), 'a.pdf', {});
    expect(noLevel.statusCode).toBe(400);

    const big = Buffer.concat([await pdf(), Buffer.alloc(LIMIT)]);
    const tooLarge = await upload(t, listing.id, big, 'big.pdf', { level: 'public' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.key).toBe('files.err.tooLarge');

    const json = await t.call('POST', `/api/v1/listings/${listing.id}/documents`, { level: 'public' });
    expect(json.status).toBe(415);
    expect(json.body.error.key).toBe('documents.err.multipart');

    const noFile = await upload(t, listing.id, Buffer.alloc(0), 'x.pdf', { level: 'public' });
    expect(noFile.statusCode).toBe(400);

    const unknown = await upload(t, '01890a5d-ac96-774b-bcce-b302099a8057', await pdf(), 'a.pdf', {
      level: 'public',
    });
    expect(unknown.statusCode).toBe(404);

    expect(await rowCount(t, 'listing_documents')).toBe(rows);
    expect(storedFiles(t).length).toBe(files);
  });

  it('moves a document in the list without gaps, renames it and changes its level', async () => {
    const listing = await createListing(t);
    const ids: string[] = [];
    for (const name of ['one', 'two', 'three', 'four'])
      ids.push((await upload(t, listing.id, await pdf(), `${name}.pdf`, { level: 'private' })).json().id);
    const put = (id: string, body: object) =>
      t.call('PUT', `/api/v1/listings/${listing.id}/documents/${id}`, body);
    const order = async () =>
      (await t.call('GET', `/api/v1/listings/${listing.id}/documents`)).body.data.map(
        (d: { title: string; position: number }) => `${d.position}:${d.title}`,
      );

    expect((await put(ids[3]!, { position: 1 })).body.position).toBe(1);
    expect(await order()).toEqual(['1:four', '2:one', '3:two', '4:three']);
    // Past the end is last.
    expect((await put(ids[3]!, { position: 99 })).body.position).toBe(4);
    expect(await order()).toEqual(['1:one', '2:two', '3:three', '4:four']);
    expect((await put(ids[0]!, { position: 3 })).body.position).toBe(3);
    expect(await order()).toEqual(['1:two', '2:three', '3:one', '4:four']);

    const edited = await put(ids[1]!, { title: '  Deux  ', level: 'approved' });
    expect(edited.body).toMatchObject({
      title: 'Deux',
      level: 'approved',
      filename: 'Deux.pdf',
      position: 1,
    });
    expect((await put(ids[1]!, { level: 'secret' })).status).toBe(400);
    expect((await put(ids[1]!, { position: 0 })).status).toBe(400);
    expect((await put(ids[1]!, { storage_key: 'x' })).status).toBe(400);
    // Another listing's document is not found through this one.
    const other = await createListing(t);
    expect(
      (await t.call('PUT', `/api/v1/listings/${other.id}/documents/${ids[1]}`, { title: 'X' })).status,
    ).toBe(404);
  });

  it('deletes a document with its file, and the ones after it move up', async () => {
    const listing = await createListing(t);
    const first = (await upload(t, listing.id, await pdf(), 'first.pdf', { level: 'public' })).json();
    const second = (await upload(t, listing.id, await png(), 'second.png', { level: 'public' })).json();
    const key = await t.database.db
      .selectFrom('listing_documents')
      .select('storage_key')
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(await stored(t, key.storage_key)).toBe(true);

    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/documents/${first.id}`)).status).toBe(204);
    expect(await stored(t, key.storage_key)).toBe(false);
    expect((await download(t, listing.id, first.id)).statusCode).toBe(404);
    const left = await t.call('GET', `/api/v1/listings/${listing.id}/documents`);
    expect(left.body.data).toMatchObject([{ id: second.id, position: 1 }]);
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/documents/${first.id}`)).status).toBe(404);
  });

  it('deletes the files of a deleted listing', async () => {
    const listing = await createListing(t);
    await upload(t, listing.id, await pdf(), 'a.pdf', { level: 'public' });
    await upload(t, listing.id, await png(), 'b.png', { level: 'private' });
    const keys = await t.database.db
      .selectFrom('listing_documents')
      .select('storage_key')
      .where('listing_id', '=', listing.id)
      .execute();
    expect(keys).toHaveLength(2);
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}`)).status).toBe(204);
    for (const { storage_key } of keys) expect(await stored(t, storage_key)).toBe(false);
    expect(
      await t.database.db
        .selectFrom('listing_documents')
        .select('id')
        .where('listing_id', '=', listing.id)
        .execute(),
    ).toEqual([]);
  });

  it('answers 401 without credentials', async () => {
    const listing = await createListing(t);
    const doc = (await upload(t, listing.id, await pdf(), 'a.pdf', { level: 'public' })).json();
    const { payload, contentType } = multipartBody(await pdf(), { level: 'public' }, 'b.pdf');
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/documents`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(post.statusCode).toBe(401);
    expect((await download(t, listing.id, doc.id, {})).statusCode).toBe(401);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listing.id}/documents` });
    expect(list.statusCode).toBe(401);
  });
});

describe("a download's name", () => {
  it('is quoted as it is when plain ASCII, else with an ASCII fallback and its UTF-8 form', () => {
    expect(contentDisposition("Bail (copie) l'original.pdf")).toBe(
      `attachment; filename="Bail (copie) l'original.pdf"`,
    );
    // A quote or backslash would end or escape the quoted name.
    expect(contentDisposition('Q&A "final" a\\b.pdf')).toBe(
      `attachment; filename="Q&A _final_ a_b.pdf"; filename*=UTF-8''Q%26A%20%22final%22%20a%5Cb.pdf`,
    );
    // RFC 5987 leaves no ( ) ' * unencoded.
    expect(contentDisposition("Été (v2) l'acte*.pdf")).toBe(
      `attachment; filename="_t_ (v2) l'acte*.pdf"; filename*=UTF-8''%C3%89t%C3%A9%20%28v2%29%20l%27acte%2A.pdf`,
    );
  });
});

describe('listing documents in an S3 bucket', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp('sqlite', { fileStorage: s3.config });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('takes a file past the JSON body limit, up to the upload limit', async () => {
    const listing = await createListing(t);
    // A PDF made 3 MB long by a comment after its end: more than the API's 1 MB JSON limit.
    const bytes = Buffer.concat([await pdf(), Buffer.from(`%${'x'.repeat(3_000_000)}\n`)]);
    const created = await upload(t, listing.id, bytes, 'Big plan.pdf', { title: '', level: 'public' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ title: 'Big plan', size: bytes.length });
    const got = await download(t, listing.id, created.json().id);
    expect(got.rawPayload.equals(bytes)).toBe(true);
  });

  it('uploads, downloads the same bytes and deletes the object', async () => {
    const listing = await createListing(t);
    const bytes = await pdf();
    const created = await upload(t, listing.id, bytes, 'Memo.pdf', { level: 'approved' });
    expect(created.statusCode, created.body).toBe(201);
    const got = await download(t, listing.id, created.json().id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(bytes)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    const { storage_key } = await t.database.db
      .selectFrom('listing_documents')
      .select('storage_key')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(
      (await t.call('DELETE', `/api/v1/listings/${listing.id}/documents/${created.json().id}`)).status,
    ).toBe(204);
    expect(await stored(t, storage_key)).toBe(false);
  });
});

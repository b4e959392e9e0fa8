// A listing's photos (issue 28) on both databases, with real files: upload (checked by content,
// made into AVIF, WebP and JPEG sizes), the public files with their headers, alt text, reorder,
// delete with its files; refusals leave no row and no file; drafts' photos are not public; the
// round trip once more on a real S3 server.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { createListing } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { multipartBody } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

/** A real photo: a gradient (so encoders have something to do) of the given size. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = x % 256;
    pixels[i + 1] = (i / 3 / width) % 256;
    pixels[i + 2] = 128;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

async function upload(
  t: TestApp,
  listingId: string,
  file: Buffer,
  fields: Record<string, string> = {},
  name = 'front.jpg',
) {
  const { payload, contentType } = multipartBody(file, fields, name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/listings/${listingId}/photos`,
    headers: { 'api-key': API_KEY, 'content-type': contentType },
    payload,
  });
  // biome-ignore lint/suspicious/noExplicitAny: test responses are asserted field by field
  return { status: res.statusCode, body: res.json() as any };
}

/** An anonymous visitor's GET, its bytes kept as they came. */
const open = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

/** Every file in the local store's folder (sidecars included). */
function storedFiles(t: TestApp): string[] {
  const storage = t.config.fileStorage;
  if (storage.kind !== 'local') return [];
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    );
  try {
    return walk(storage.dir);
  } catch {
    return [];
  }
}

const SHARP_FORMAT = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

/** Fetches every variant anonymously and checks bytes, type and headers. */
async function expectServed(
  t: TestApp,
  slug: string,
  variants: { width: number; format: string; url: string }[],
) {
  for (const v of variants) {
    const res = await open(t, v.url);
    expect(res.statusCode, v.url).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${v.format}`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const ext = v.format === 'jpeg' ? 'jpg' : v.format;
    expect(res.headers['content-disposition']).toBe(`inline; filename="${slug}-${v.width}.${ext}"`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(SHARP_FORMAT[v.format as keyof typeof SHARP_FORMAT]);
    expect(meta.width).toBe(v.width);
    expect(meta.exif).toBeUndefined();
  }
}

describe.each(DIALECTS)('listing photos on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('uploads a JPEG into AVIF, WebP and JPEG sizes, lists it, and serves each publicly with its headers', async () => {
    const listing = await createListing(t, { status: 'published' });
    const res = await upload(t, listing.id, await photo(2000, 1200), {
      alt_en: ' The lobby ',
      alt_fr: 'Le hall',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      position: 0,
      alt: { en: 'The lobby', fr: 'Le hall' },
      width: 2000,
      height: 1200,
    });
    const shapes = res.body.variants.map((v: { width: number; format: string }) => `${v.width} ${v.format}`);
    expect(shapes).toEqual([
      '480 avif',
      '480 webp',
      '960 avif',
      '960 webp',
      '1600 avif',
      '1600 webp',
      '960 jpeg',
    ]);
    // Seven files, each with its type's sidecar; the original is not kept.
    expect(storedFiles(t).filter((f) => !f.endsWith('.meta'))).toHaveLength(7);
    await expectServed(t, listing.slug, res.body.variants);

    const list = await t.call('GET', `/api/v1/listings/${listing.id}/photos`);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([res.body]);
    const page = await open(t, `/api/v1/public/listings/${listing.slug}`);
    const shown = res.body.variants.map(({ preview_url, ...v }: { preview_url: string }) => v);
    expect(page.json().photos).toEqual([{ alt: res.body.alt, width: 2000, height: 1200, variants: shown }]);
    // A size or format the photo does not have: 404.
    const base = res.body.variants[0].url.replace(/\/[^/]+$/, '');
    for (const wrong of ['700.webp', '960.png', '960.jpeg', 'x.avif'])
      expect((await open(t, `${base}/${wrong}`)).statusCode, wrong).toBe(404);
  });

  it('refuses a PNG named .jpg, a JSON body, a form without a file and an unknown listing, leaving no row and no file', async () => {
    const listing = await createListing(t);
    const before = { rows: await rowCount(t, 'listing_photos'), files: storedFiles(t).length };
    const png = await upload(t, listing.id, await photo(600, 400, 'png'), {}, 'front.jpg');
    expect(png.status).toBe(415);
    expect(png.body.error).toMatchObject({
      key: 'files.err.isPng',
      message: 'The file is a PNG image, not what its name says',
    });
    const json = await t.call('POST', `/api/v1/listings/${listing.id}/photos`, { file: 'x' });
    expect(json.status).toBe(415);
    expect(json.body.error.key).toBe('photos.err.multipart');
    const noFile = await upload(t, listing.id, Buffer.alloc(0), {}, '');
    expect(noFile.status).toBe(400);
    const { payload, contentType } = multipartBody(undefined, { alt_en: 'x' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/photos`,
      headers: { 'api-key': API_KEY, 'content-type': contentType },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.key).toBe('photos.err.noFile');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/photos`,
      headers: { 'api-key': API_KEY, 'content-type': 'multipart/form-data; boundary=cut' },
      payload: '--cut\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('bad_request');
    const longAlt = await upload(t, listing.id, await photo(600, 400), { alt_en: 'a'.repeat(301) });
    expect(longAlt.status).toBe(400);
    expect(longAlt.body.error.field_keys).toEqual({ alt_en: 'photos.val.alt' });
    for (const id of [MISSING_UUID, 'not-a-uuid']) {
      const unknown = await upload(t, id, await photo(600, 400));
      expect(unknown.status, id).toBe(404);
      expect(unknown.body.error.message).toBe('Could not find listing');
    }
    expect({ rows: await rowCount(t, 'listing_photos'), files: storedFiles(t).length }).toEqual(before);
  });

  it('reorders photos with no gap or duplicate, and deletes one with its files', async () => {
    const listing = await createListing(t, { status: 'published' });
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const res = await upload(t, listing.id, await photo(600, 400), { title });
      expect(res.status).toBe(201);
      // The issue's `title` is the alt text of both languages.
      expect(res.body).toMatchObject({ position: ids.length, alt: { en: title, fr: title } });
      ids.push(res.body.id);
    }
    const order = async () =>
      (await t.call('GET', `/api/v1/listings/${listing.id}/photos`)).body.data.map(
        (p: { alt: { en: string }; position: number }) => [p.position, p.alt.en],
      );
    const put = (id: string, body: object) =>
      t.call('PUT', `/api/v1/listings/${listing.id}/photos/${id}`, body);

    const moved = await put(ids[2]!, { position: 0 });
    expect(moved.status).toBe(200);
    expect(moved.body.position).toBe(0);
    expect(await order()).toEqual([
      [0, 'Three'],
      [1, 'One'],
      [2, 'Two'],
    ]);
    expect((await put(ids[2]!, { position: 99 })).body.position).toBe(2);
    expect(await order()).toEqual([
      [0, 'One'],
      [1, 'Two'],
      [2, 'Three'],
    ]);
    expect((await put(ids[0]!, { position: 1, alt: { en: 'First', fr: 'Premier' } })).status).toBe(200);
    expect(await order()).toEqual([
      [0, 'Two'],
      [1, 'First'],
      [2, 'Three'],
    ]);
    const page = await open(t, `/api/v1/public/listings/${listing.slug}`);
    expect(page.json().photos.map((p: { alt: { fr: string } }) => p.alt.fr)).toEqual([
      'Two',
      'Premier',
      'Three',
    ]);

    for (const bad of [{ position: -1 }, { position: 1.5 }, { alt: { en: 'x' } }, { id: 'x' }])
      expect((await put(ids[1]!, bad)).status, JSON.stringify(bad)).toBe(400);
    expect((await put(MISSING_UUID, { position: 0 })).status).toBe(404);
    const other = await createListing(t);
    const elsewhere = await t.call('PUT', `/api/v1/listings/${other.id}/photos/${ids[1]}`, { position: 0 });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.message).toBe('Could not find photo');

    const keys = (
      await t.database.db
        .selectFrom('listing_photos')
        .select('variants')
        .where('id', '=', ids[0]!)
        .executeTakeFirstOrThrow()
    ).variants;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/listings/${listing.id}/photos/${ids[0]}`,
      headers: { 'api-key': API_KEY },
    });
    expect(removed.statusCode).toBe(204);
    expect(await order()).toEqual([
      [0, 'Two'],
      [1, 'Three'],
    ]);
    for (const v of JSON.parse(keys) as { key: string }[]) expect(await t.app.files.get(v.key)).toBeNull();
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/photos/${ids[0]}`)).status).toBe(404);
  });

  it('serves no photo of a draft or archived listing: the same 404 as for one that never existed', async () => {
    const listing = await createListing(t);
    const res = await upload(t, listing.id, await photo(600, 400));
    expect(res.status).toBe(201);
    const url = res.body.variants[0].url as string;
    const miss = async (u: string) => {
      const r = await open(t, u);
      expect(r.statusCode, u).toBe(404);
      expect(r.json().error.message).toBe('Could not find photo');
    };
    await miss(url);
    // Staff preview a draft's photos through their own URL, with their credential only.
    const preview = res.body.variants[0].preview_url as string;
    expect(preview).toBe(`/api/v1/listings/${listing.id}/photos/${res.body.id}/480.avif`);
    const staff = await t.app.inject({ method: 'GET', url: preview, headers: { 'api-key': API_KEY } });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await open(t, preview)).statusCode).toBe(401);
    const other = await createListing(t);
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: preview.replace(listing.id, other.id),
      headers: { 'api-key': API_KEY },
    });
    expect(elsewhere.statusCode).toBe(404);
    await t.call('PUT', `/api/v1/listings/${listing.id}`, { status: 'published' });
    expect((await open(t, url)).statusCode).toBe(200);
    await t.call('PUT', `/api/v1/listings/${listing.id}`, { status: 'archived' });
    await miss(url);
    await miss(url.replace(res.body.id, MISSING_UUID));
    await miss(url.replace(res.body.id, 'not-a-uuid'));
    await miss(url.replace(listing.slug, 'no-such-listing'));
  });

  it('removes the sizes already stored when storing one fails, and saves no row', async () => {
    const listing = await createListing(t);
    const before = { rows: await rowCount(t, 'listing_photos'), files: storedFiles(t).length };
    const store = t.app.files;
    const put = store.put;
    let calls = 0;
    // The store fails on the fourth size (a full disk, a bucket refusing): three are already written.
    store.put = (key, body, meta) =>
      ++calls === 4 ? Promise.reject(new Error('disk full')) : put(key, body, meta);
    try {
      expect((await upload(t, listing.id, await photo(2000, 1200))).status).toBe(500);
    } finally {
      store.put = put;
    }
    expect(calls).toBe(4);
    expect({ rows: await rowCount(t, 'listing_photos'), files: storedFiles(t).length }).toEqual(before);
  });

  it("deletes a listing's photos and their files with the listing", async () => {
    const listing = await createListing(t);
    const res = await upload(t, listing.id, await photo(600, 400));
    expect(res.status).toBe(201);
    const row = await t.database.db
      .selectFrom('listing_photos')
      .select('variants')
      .where('id', '=', res.body.id)
      .executeTakeFirstOrThrow();
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}`)).status).toBe(204);
    for (const v of JSON.parse(row.variants) as { key: string }[])
      expect(await t.app.files.get(v.key)).toBeNull();
    const left = await t.database.db
      .selectFrom('listing_photos')
      .select('id')
      .where('listing_id', '=', listing.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('answers 413 for a photo over the upload limit, storing nothing', async () => {
    const small = await createTestApp(dialect, { uploadMaxBytes: 20_000 });
    try {
      const listing = await createListing(small);
      const big = await photo(1200, 900);
      expect(big.length).toBeGreaterThan(20_000);
      const res = await upload(small, listing.id, big);
      expect(res.status).toBe(413);
      expect(res.body.error.key).toBe('files.err.tooLarge');
      expect(await rowCount(small, 'listing_photos')).toBe(0);
      expect(storedFiles(small)).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('answers 401 to the staff routes without a credential', async () => {
    const base = `/api/v1/listings/${MISSING_UUID}/photos`;
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['PUT', `${base}/${MISSING_UUID}`],
      ['DELETE', `${base}/${MISSING_UUID}`],
      ['GET', `${base}/${MISSING_UUID}/960.webp`],
    ] as const) {
      const res = await call(t, method, url, method === 'PUT' ? {} : undefined);
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('listing photos on an S3 store', () => {
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

  it('stores the sizes in the bucket, serves them, and deletes them with the photo', async () => {
    const listing = await createListing(t, { status: 'published' });
    const res = await upload(t, listing.id, await photo(2000, 1200));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await expectServed(t, listing.slug, res.body.variants);
    const row = await t.database.db.selectFrom('listing_photos').select('variants').executeTakeFirstOrThrow();
    const keys = (JSON.parse(row.variants) as { key: string }[]).map((v) => v.key);
    expect(keys).toHaveLength(7);
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/photos/${res.body.id}`)).status).toBe(204);
    for (const key of keys) expect(await t.app.files.get(key)).toBeNull();
  });
});

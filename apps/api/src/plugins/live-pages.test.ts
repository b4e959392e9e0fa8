// The listing pages rendered by the API (ADR 0048) on both databases, against the web build
// (`npm run build`; skipped without it): their HTML carries the listing before any script, in the
// URL's language, with a CSP naming its inline scripts; a change renews the cached page; an
// unknown, draft or archived slug is the not-found page with 404.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { multipartBody } from '../test/imports.js';
import { beforeScripts, expectScriptsHashedInCsp } from '../test/rendered-pages.js';

const WEB_DIST = fileURLToPath(new URL('../../../web/dist/client', import.meta.url));
const built = existsSync(new URL('../../../web/dist/render/listing-pages.js', import.meta.url));
// `npm test` builds before the unit tests; run alone without a build, this file is skipped (as the
// PostgreSQL runs are without a server), except on CI, where it fails.
if (!built && process.env.CI && process.env.CI !== 'false')
  throw new Error('The web build (npm run build) is required on CI for the listing pages tests');

async function uploadPhoto(t: TestApp, listingId: string) {
  const pixels = Buffer.alloc(640 * 400 * 3, 90);
  const file = await sharp(pixels, { raw: { width: 640, height: 400, channels: 3 } })
    .jpeg()
    .toBuffer();
  const { payload, contentType } = multipartBody(
    file,
    { alt_en: 'The lobby', alt_fr: 'Le hall' },
    'lobby.jpg',
  );
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/listings/${listingId}/photos`,
    headers: { 'api-key': API_KEY, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(201);
}

describe.skipIf(!built).each(DIALECTS)('listing pages rendered by the API on %s', (dialect) => {
  let t: TestApp;
  let id = '';
  const slug = `rendered-${dialect}-${Date.now().toString(36)}`;
  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST });
    const listing = await createListing(t, {
      slug,
      status: 'published',
      title: { en: 'Harbour Lofts', fr: 'Lofts du Port' },
    });
    id = listing.id;
    await uploadPhoto(t, id);
  });
  afterAll(() => t?.close());
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('renders /listings and the listing with its title and photo before any script', async () => {
    for (const url of ['/listings', `/listings/${slug}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const head = beforeScripts(res.body);
      expect(head, url).toContain('Harbour Lofts');
      expect(head, url).toMatch(/<img[^>]+alt="The lobby"/);
      expect(head, url).toContain(`/api/v1/public/listings/${slug}/photos/`);
    }
    // The hero is the page's largest paint: fetched at once, announced in <head>.
    const page = (await get(`/listings/${slug}`)).body;
    expect(page).toMatch(/<img[^>]+fetchpriority="high"/i);
    expect(page.slice(0, page.indexOf('<body'))).toMatch(
      /<link rel="preload" as="image"[^>]+imageSrcSet="[^"]+\.avif 480w/,
    );
  });

  it('filters /listings by the URL, ignoring what it does not know', async () => {
    expect((await get('/listings?kind=lease')).body).not.toContain('Harbour Lofts');
    const sales = (await get('/listings?kind=sale&utm_source=mail')).body;
    expect(sales).toContain('Harbour Lofts');
    expect(sales).toMatch(/<option value="sale" selected/);
    expect((await get('/listings?kind=nonsense')).body).toContain('Harbour Lofts');
  });

  it('renders the French page in French', async () => {
    const res = await get(`/fr/listings/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr"');
    expect(beforeScripts(res.body)).toContain('Lofts du Port');
    expect(res.body).toContain('Le hall');
    expect((await get('/fr/listings')).body).toContain('Annonces');
  });

  it('names each inline script by hash in the CSP, and compresses', async () => {
    const res = await get(`/listings/${slug}`, { 'accept-encoding': 'br' });
    expectScriptsHashedInCsp(res);
  });

  it('renews the cached page when the listing changes', async () => {
    expect((await get(`/listings/${slug}`)).body).toContain('Harbour Lofts');
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}`,
      headers: { 'api-key': API_KEY },
      payload: { title: { en: 'Harbour Lofts II', fr: 'Lofts du Port II' } },
    });
    expect(update.statusCode).toBe(200);
    expect((await get(`/listings/${slug}`)).body).toContain('Harbour Lofts II');
    expect((await get('/listings')).body).toContain('Harbour Lofts II');
  });

  it('answers an unknown, draft or archived slug with the not-found page and 404', async () => {
    const draft = await createListing(t, { slug: `draft-${dialect}-${Date.now().toString(36)}` });
    for (const url of ['/listings/no-such-listing', `/listings/${draft.slug}`, '/fr/listings/nothing-here']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toMatch(/Page Not Found!|introuvable/i);
    }
    const archive = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}`,
      headers: { 'api-key': API_KEY },
      payload: { status: 'archived' },
    });
    expect(archive.statusCode).toBe(200);
    expect((await get(`/listings/${slug}`)).statusCode).toBe(404);
    expect((await get('/listings')).body).not.toContain('Harbour Lofts');
  });

  it("sends a showcase's listing to its showcase page, and links its card there", async () => {
    const en = await get('/listings/426sunset');
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe('/426sunset');
    expect((await get('/fr/listings/426sunset')).headers.location).toBe('/fr/426sunset');
    const list = (await get('/fr/listings')).body;
    expect(list).toContain('href="/fr/426sunset"');
    expect(list).not.toContain('href="/fr/listings/426sunset"');
  });

  it('serves the data of a client-side navigation', async () => {
    const res = await get('/listings.data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/x-script');
  });
});

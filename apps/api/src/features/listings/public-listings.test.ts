// The public site's listings (GET /api/v1/public/listings[/{slug}], issue 28) on both databases:
// only published ones, in the visitor's shape, filtered by kind and type, with no credential.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/auth.js';
import { createAddress, createDeal, createListing } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';

describe.each(DIALECTS)('public listings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const open = (url: string) => call(t, 'GET', url);
  const slugs = (body: { data: { slug: string }[] }) => body.data.map((l) => l.slug);

  it('shows published listings only, newest first, without their deal or internal fields', async () => {
    const address = await createAddress(t, {
      address: '500 Rue Publique, Laval, QC',
      locality: 'Laval',
      property_type: 'Industrial',
      rba: 48_000,
    });
    const deal = await createDeal(t, { address_id: address.uuid });
    const draft = await createListing(t, { slug: 'public-draft', address_id: address.uuid });
    const first = await createListing(t, {
      slug: 'public-first',
      deal_id: deal.id,
      status: 'published',
      kind: 'lease',
      price: null,
      rent: 12.75,
    });
    const second = await createListing(t, {
      slug: 'public-second',
      address_id: address.uuid,
      status: 'published',
    });

    const list = await open('/api/v1/public/listings?limit=100');
    expect(list.status).toBe(200);
    const found = slugs(list.body);
    expect(found.indexOf('public-second')).toBeLessThan(found.indexOf('public-first'));
    expect(found).not.toContain(draft.slug);
    const page = await open('/api/v1/public/listings/public-first');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      slug: 'public-first',
      kind: 'lease',
      title: first.title,
      city: 'Laval',
      property_type: 'Industrial',
      area_sqft: 48_000,
      rent: 12.75,
      agreement_version: 1,
      // The visitor reads the version they accept.
      agreement: { en: 'Keep it confidential.', fr: 'Gardez-le confidentiel.' },
    });
    for (const internal of ['id', 'deal_id', 'address_id', 'status', 'version'])
      expect(page.body, internal).not.toHaveProperty(internal);
    expect(JSON.stringify(page.body)).not.toContain(deal.id);

    // A draft, an archived listing, a malformed or unknown slug: the same 404.
    const archive = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${second.id}`,
      headers: { 'api-key': API_KEY },
      payload: { status: 'archived' },
    });
    expect(archive.statusCode).toBe(200);
    for (const slug of ['public-draft', 'public-second', '..%2Fetc', 'No-Such-Listing', 'nothing-here']) {
      const res = await open(`/api/v1/public/listings/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.error.message).toBe('Could not find listing');
    }
    expect(slugs((await open('/api/v1/public/listings?limit=100')).body)).not.toContain('public-second');
  });

  it('filters by sale or lease and by property type, and refuses an unknown kind', async () => {
    const office = await createAddress(t, { property_type: 'Office' });
    const retail = await createAddress(t, { property_type: 'retail' });
    await createListing(t, { slug: 'filter-office-sale', address_id: office.uuid, status: 'published' });
    await createListing(t, {
      slug: 'filter-retail-lease',
      address_id: retail.uuid,
      status: 'published',
      kind: 'lease',
      rent: 30,
    });
    const sales = slugs((await open('/api/v1/public/listings?kind=sale&limit=100')).body);
    expect(sales).toContain('filter-office-sale');
    expect(sales).not.toContain('filter-retail-lease');
    expect(slugs((await open('/api/v1/public/listings?type=OFFICE&limit=100')).body)).toEqual(
      expect.arrayContaining(['filter-office-sale']),
    );
    expect(slugs((await open('/api/v1/public/listings?type=retail&limit=100')).body)).not.toContain(
      'filter-office-sale',
    );
    expect((await open('/api/v1/public/listings?kind=rent')).status).toBe(400);
  });

  it('lists each published listing in the sitemap in both languages, with hreflang', async () => {
    await createListing(t, { slug: 'sitemap-published', status: 'published' });
    await createListing(t, { slug: 'sitemap-draft' });
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const origin = t.config.publicUrl;
    for (const path of ['/listings/sitemap-published', '/fr/listings/sitemap-published', '/listings'])
      expect(xml, path).toContain(`<loc>${origin}${path}</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${origin}/fr/listings/sitemap-published"/>`,
    );
    expect(xml).not.toContain('sitemap-draft');
  });
});

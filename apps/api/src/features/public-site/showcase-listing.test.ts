// /426sunset as a listing (issue 28, migration 0043) on both databases: the migration made it a
// published sale whose agreement's version 1 is the page's NDA; staff's edits of the listing's
// text are the page's; and a visitor who accepts on the page is the listing's lead, whose browser
// then holds the listing's access cookie (its deal room opens without a second acceptance). Once
// staff change the agreement, the page's dialog shows the new version, the one visitors accept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const SLUG = '426sunset';
const PAGE = `/api/v1/public/showcases/${SLUG}`;

const form = {
  type: 'Investor',
  name: 'Claire Dubois',
  company: '',
  email: 'claire.dubois@example.fr',
  emailType: 'Work',
  number: '',
  numberType: 'Mobile',
  agree: true,
  website: '',
};

describe.each(DIALECTS)('/426sunset as a listing on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const listing = async () => {
    const { body } = await t.call('GET', '/api/v1/listings?status=published');
    const found = body.data.find((l: { slug: string }) => l.slug === SLUG);
    expect(found).toBeDefined();
    return found;
  };

  it('is a published sale with the page text, contact and the NDA as its first agreement', async () => {
    const l = await listing();
    expect(l).toMatchObject({
      kind: 'sale',
      status: 'published',
      title: { en: expect.stringContaining('426 Sunset') },
    });
    expect(l.agreement.version).toBe(1);
    expect(l.agreement.en).toContain('1. Confidential information.');
    expect(l.agreement.fr).toContain('Information confidentielle.');
    expect(l.agreement.en).toContain('Sterling Crest Asset Management');
    expect(l.contact).toMatchObject({ email: 'sunset@sterlingcrest.ca', phone: '+15145550426' });
    const page = (await visit(t, 'GET', PAGE)).body;
    const overview = page.sections.find((s: { key: string }) => s.key === 'overview');
    expect(l.sections.find((s: { key: string }) => s.key === 'overview').body).toEqual(overview.body);
    // The public list shows it like any other listing.
    const list = await visit(t, 'GET', '/api/v1/public/listings');
    const shown = list.body.data.find((p: { slug: string }) => p.slug === SLUG);
    // Its page is the showcase's own, not a second one under /listings.
    expect(shown.page).toBe('/426sunset');
  });

  it("shows staff's text on the page, keeps its images, and accepts the page's form as the listing's", async () => {
    const l = await listing();
    const sections = l.sections.map((s: { key: string; body: { en: string; fr: string } }) =>
      s.key === 'about'
        ? { key: 'about', body: { en: 'Offered by the estate, vacant on closing.', fr: '' } }
        : s,
    );
    expect((await t.call('PUT', `/api/v1/listings/${l.id}`, { sections })).status).toBe(200);
    const page = (await visit(t, 'GET', PAGE)).body;
    const about = page.sections.find((s: { key: string }) => s.key === 'about');
    expect(about.body.en).toBe('Offered by the estate, vacant on closing.');
    // A language left empty keeps the page's own text; the images are the page's.
    expect(about.body.fr.length).toBeGreaterThan(20);
    expect(about.images).toHaveLength(3);

    const res = await visit(t, 'POST', `${PAGE}/access`, form);
    expect(res.status).toBe(201);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^listing_access_426sunset=[\w-]+;/);
    const cookie = setCookie.split(';')[0]!;
    const access = await visit(t, 'GET', `/api/v1/public/listings/${SLUG}/access`, undefined, { cookie });
    expect(access.body).toMatchObject({ accepted: true, version: 1 });
    const rows = await t.database.db
      .selectFrom('listing_acceptances')
      .selectAll()
      .where('listing_id', '=', l.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Claire Dubois',
      email: 'claire.dubois@example.fr',
      agreement_version: 1,
    });
    expect(rows[0]!.entity_id).toBeTruthy();
  });

  it("shows the spec's NDA until staff change the agreement, then the new version, which visitors accept", async () => {
    const l = await listing();
    expect((await visit(t, 'GET', PAGE)).body.agreement).toBeUndefined();
    const agreement = {
      en: `${l.agreement.en}\n\n6. Governing law. Québec.`,
      fr: `${l.agreement.fr}\n\n6. Droit applicable. Québec.`,
    };
    expect((await t.call('PUT', `/api/v1/listings/${l.id}`, { agreement })).status).toBe(200);
    const page = (await visit(t, 'GET', PAGE)).body;
    expect(page.agreement).toEqual({ version: 2, ...agreement });
    const res = await visit(t, 'POST', `${PAGE}/access`, { ...form, email: 'v2.reader@example.fr' });
    expect(res.status).toBe(201);
    const row = await t.database.db
      .selectFrom('listing_acceptances')
      .select('agreement_version')
      .where('email', '=', 'v2.reader@example.fr')
      .executeTakeFirstOrThrow();
    expect(Number(row.agreement_version)).toBe(2);
  });

  it('keeps the page as it was once staff unpublish the listing, and stops filing acceptances there', async () => {
    const l = await listing();
    expect((await t.call('PUT', `/api/v1/listings/${l.id}`, { status: 'archived' })).status).toBe(200);
    const about = (await visit(t, 'GET', PAGE)).body.sections.find((s: { key: string }) => s.key === 'about');
    expect(about.body.en).not.toBe('Offered by the estate, vacant on closing.');
    const res = await visit(t, 'POST', `${PAGE}/access`, { ...form, email: 'other@example.fr' });
    expect(res.status).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

// Listings (/api/v1/listings, issue 28) on both databases: create from an address or a deal, read,
// edit with If-Match, the agreement's versions, publication's date, the list by status, delete;
// refusals (slug, languages, places, unknown fields) with nothing written; credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createAddress, createDeal, createListing } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';
const AGREEMENT = {
  en: 'The recipient keeps every figure confidential.',
  fr: 'Le destinataire garde tout confidentiel.',
};

describe.each(DIALECTS)('listings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const put = (id: string, ifMatch: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${id}`,
      headers: { 'api-key': API_KEY, 'if-match': ifMatch },
      payload,
    });

  it('creates a draft from a building, reads it, publishes it, and deletes it with its agreements', async () => {
    const address = await createAddress(t, { address: '426 Sunset Blvd, Montréal, QC' });
    const created = await t.call('POST', '/api/v1/listings', {
      address_id: address.uuid.toUpperCase(),
      slug: '  Tour-Nord-2026 ',
      kind: 'lease',
      title: { en: ' Tour Nord, floors 3–5 ', fr: 'Tour Nord, étages 3 à 5' },
      rent: 32.5,
      terms: { en: 'NNN, 5–10 years', fr: 'Net-net-net, 5 à 10 ans' },
      highlights: [{ en: 'Transit at the door', fr: 'Métro à la porte' }],
      sections: [
        {
          key: 'overview',
          body: { en: 'Three floors of offices.\nWith views.', fr: 'Trois étages de bureaux.' },
        },
        { key: 'about', body: { en: 'Built 1998.', fr: '' } },
      ],
      contact: { name: 'Marie Tremblay', email: 'Marie@Example.com', phone: '+33 1 42 68 53 00' },
      agreement: AGREEMENT,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'tour-nord-2026',
      kind: 'lease',
      status: 'draft',
      address_id: address.uuid,
      address: '426 Sunset Blvd, Montréal, QC',
      deal_id: null,
      title: { en: 'Tour Nord, floors 3–5', fr: 'Tour Nord, étages 3 à 5' },
      price: null,
      rent: 32.5,
      highlights: [{ en: 'Transit at the door', fr: 'Métro à la porte' }],
      sections: [
        {
          key: 'overview',
          body: { en: 'Three floors of offices.\nWith views.', fr: 'Trois étages de bureaux.' },
        },
        { key: 'about', body: { en: 'Built 1998.', fr: '' } },
      ],
      contact: { name: 'Marie Tremblay', phone: '+33 1 42 68 53 00' },
      agreement: { version: 1, ...AGREEMENT },
      published_at: null,
    });
    const id = created.body.id as string;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/listings/${id}/complete`,
      headers: { 'api-key': API_KEY },
    });
    expect(read.headers.etag).toBe('"1"');
    expect(read.json()).toEqual(created.body);

    const published = await put(id, '"1"', { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const first = published.json().published_at as string;
    expect(Date.parse(first)).toBeGreaterThan(Date.now() - 60_000);
    // Archived and published again: the first publication's date stays.
    await put(id, '"2"', { status: 'archived' });
    const again = await put(id, '"3"', { status: 'published' });
    expect(again.json()).toMatchObject({ status: 'published', published_at: first });

    expect((await t.call('DELETE', `/api/v1/listings/${id}`)).status).toBe(204);
    expect((await t.call('GET', `/api/v1/listings/${id}/complete`)).status).toBe(404);
    const left = await t.database.db
      .selectFrom('listing_agreements')
      .select('version')
      .where('listing_id', '=', id)
      .execute();
    expect(left).toEqual([]);
    expect((await t.call('DELETE', `/api/v1/listings/${id}`)).status).toBe(404);
  });

  it('takes a contact given by name alone (email and phone are optional), answering them null', async () => {
    const address = await createAddress(t, { address: '12 Rue du Contact, Montréal, QC' });
    const created = await t.call('POST', '/api/v1/listings', {
      address_id: address.uuid,
      slug: 'contact-by-name',
      kind: 'lease',
      title: { en: 'Offices', fr: 'Bureaux' },
      contact: { name: 'Acme Holdings' },
      agreement: AGREEMENT,
    });
    expect(created.status).toBe(201);
    expect(created.body.contact, JSON.stringify(created.body)).toEqual({
      name: 'Acme Holdings',
      email: null,
      phone: null,
    });
    const read = await t.call('GET', `/api/v1/listings/${created.body.id}/complete`);
    expect(read.body.contact).toEqual({ name: 'Acme Holdings', email: null, phone: null });
  });

  it('keeps every version of the agreement: a changed text is the next, the same text none', async () => {
    const listing = await createListing(t, { agreement: AGREEMENT });
    const same = await put(listing.id, '"1"', { agreement: { ...AGREEMENT } });
    expect(same.headers.etag).toBe('"1"');
    expect(same.json().agreement.version).toBe(1);
    const changed = await put(listing.id, '"1"', { agreement: { ...AGREEMENT, fr: 'Nouveau texte.' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.headers.etag).toBe('"2"');
    expect(changed.json().agreement).toMatchObject({ version: 2, en: AGREEMENT.en, fr: 'Nouveau texte.' });
    const versions = await t.database.db
      .selectFrom('listing_agreements')
      .select(['version', 'text_fr'])
      .where('listing_id', '=', listing.id)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => [Number(v.version), v.text_fr])).toEqual([
      [1, AGREEMENT.fr],
      [2, 'Nouveau texte.'],
    ]);
    // A stale edit changes nothing, not even the agreement.
    const stale = await put(listing.id, '"1"', { agreement: { ...AGREEMENT, fr: 'Troisième.' } });
    expect(stale.statusCode).toBe(412);
    expect(await rowCount(t, 'listing_agreements')).toBeGreaterThanOrEqual(2);
    const after = await t.call('GET', `/api/v1/listings/${listing.id}/complete`);
    expect(after.body.agreement.version).toBe(2);
  });

  it("takes a deal's property, and refuses a deal without one unless the address is given", async () => {
    const address = await createAddress(t);
    const deal = await createDeal(t, { address_id: address.uuid });
    const fromDeal = await createListing(t, { deal_id: deal.id });
    expect(fromDeal).toMatchObject({ deal_id: deal.id, address_id: address.uuid });

    const bare = await createDeal(t);
    const before = await rowCount(t, 'listings');
    const refused = await t.call('POST', '/api/v1/listings', {
      deal_id: bare.id,
      slug: 'no-place-deal',
      kind: 'sale',
      title: { en: 'X', fr: 'X' },
      agreement: AGREEMENT,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('The deal has no property: give the listing its address');
    expect(await rowCount(t, 'listings')).toBe(before);
    const withAddress = await createListing(t, { deal_id: bare.id, address_id: address.uuid });
    expect(withAddress).toMatchObject({ deal_id: bare.id, address_id: address.uuid });
  });

  it('refuses bad input with the field and a clear message, writing nothing', async () => {
    const address = await createAddress(t);
    const good = {
      address_id: address.uuid,
      slug: 'good-slug',
      kind: 'sale',
      title: { en: 'Title', fr: 'Titre' },
      agreement: AGREEMENT,
    };
    const before = [await rowCount(t, 'listings'), await rowCount(t, 'listing_agreements')];
    const cases: [object, number, Record<string, string>][] = [
      [{ ...good, slug: '../etc' }, 400, { slug: 'listings.val.slug' }],
      [{ ...good, slug: 'Two  Spaces' }, 400, { slug: 'listings.val.slug' }],
      [{ ...good, slug: 'ab' }, 400, { slug: 'listings.val.slug' }],
      [{ ...good, agreement: { en: 'Only English' } }, 400, { 'agreement.fr': 'listings.val.agreement' }],
      [{ ...good, agreement: { en: 'Text', fr: '   ' } }, 400, { 'agreement.fr': 'listings.val.agreement' }],
      [{ ...good, title: { en: 'Title', fr: '' } }, 400, { 'title.fr': 'listings.val.title' }],
      [{ ...good, kind: 'rent' }, 400, { kind: 'listings.val.kind' }],
      [{ ...good, price: -1 }, 400, { price: 'listings.val.price' }],
      [
        {
          ...good,
          sections: [
            { key: 'overview', body: { en: 'a', fr: 'b' } },
            { key: 'overview', body: { en: 'c', fr: 'd' } },
          ],
        },
        400,
        { sections: 'listings.val.sectionTwice' },
      ],
      [{ ...good, address_id: undefined }, 400, { address_id: 'listings.val.place' }],
      // No mass assignment: what the server keeps is not the client's to set.
      [{ ...good, published_at: '2020-01-01T00:00:00Z' }, 400, {}],
      [{ ...good, agreement_version: 7 }, 400, {}],
      [{ ...good, address_id: MISSING_UUID }, 404, {}],
      [{ ...good, deal_id: MISSING_UUID }, 404, {}],
    ];
    for (const [body, status, keys] of cases) {
      const res = await t.call('POST', '/api/v1/listings', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (Object.keys(keys).length > 0)
        expect(res.body.error.field_keys, JSON.stringify(body)).toMatchObject(keys);
    }
    expect([await rowCount(t, 'listings'), await rowCount(t, 'listing_agreements')]).toEqual(before);
  });

  it('answers 409 for a slug another listing has, on create and on edit', async () => {
    const taken = await createListing(t, { slug: 'taken-slug' });
    const other = await createListing(t);
    const dup = await t.call('POST', '/api/v1/listings', {
      address_id: taken.address_id,
      slug: 'Taken-Slug',
      kind: 'sale',
      title: { en: 'T', fr: 'T' },
      agreement: AGREEMENT,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.error.message).toBe('This slug is already used by another listing');
    const edit = await put(other.id, '"1"', { slug: 'taken-slug' });
    expect(edit.statusCode).toBe(409);
    // Its own slug again is no conflict.
    expect((await put(taken.id, '"1"', { slug: 'taken-slug' })).statusCode).toBe(200);
  });

  it('lists listings newest first, of a status when asked', async () => {
    const draft = await createListing(t);
    const live = await createListing(t, { status: 'published' });
    const published = await t.call('GET', '/api/v1/listings?status=published&limit=100');
    expect(published.status).toBe(200);
    const ids = published.body.data.map((l: { id: string }) => l.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    const all = await t.call('GET', '/api/v1/listings?limit=2');
    expect(all.body.data.map((l: { id: string }) => l.id)).toEqual([live.id, draft.id]);
    expect((await t.call('GET', '/api/v1/listings?status=sold')).status).toBe(400);
  });

  it('answers 401 without a credential and 403 to a user without staff access', async () => {
    const visitor = await userWithRole(t, 'visitor.listings@example.com', 'user');
    for (const [method, url] of [
      ['GET', '/api/v1/listings'],
      ['POST', '/api/v1/listings'],
      ['PUT', `/api/v1/listings/${MISSING_UUID}`],
      ['DELETE', `/api/v1/listings/${MISSING_UUID}`],
      ['GET', `/api/v1/listings/${MISSING_UUID}/complete`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await call(t, method, url, body)).status).toBe(401);
      expect((await call(t, method, url, body, { cookie: visitor.cookie })).status).toBe(403);
    }
  });
});

// Where staff read a contact's levels (issue 28), on both databases: GET /entities/{id}/listing-leads
// (a visitor who accepted is at agreement until staff set a level; a level staff set shows at once),
// GET /deals/{id}/listing-leads (the parties who are leads of the listings marketing the deal, those
// listings only), the inbox item's listing; 404 for no contact or deal, 401 without credentials,
// a staff session let in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAddress,
  createDeal,
  createEntity,
  createListing,
  factoryStaff,
} from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

let serial = 0;
/** The listing access form as the web app sends it, with an email and number nobody holds. */
function form() {
  serial += 1;
  return {
    type: 'Investor',
    name: `Lena Fortin ${serial}`,
    company: 'Fortin Capital',
    email: `lena${serial}.${Date.now().toString(36)}@visitor.test`,
    emailType: 'Work',
    number: `(514) 398-${String(7000 + serial)}`,
    numberType: 'Office',
    agree: true,
    website: '',
  };
}

describe.each(DIALECTS)('a contact’s listing leads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const leadsOf = (entityId: string) => t.call('GET', `/api/v1/entities/${entityId}/listing-leads`);
  const setLevel = (listingId: string, entityId: string, level: string) =>
    t.call('PUT', `/api/v1/listings/${listingId}/leads/${entityId}`, { level });
  const published = (title: { en: string; fr: string }, over: Record<string, unknown> = {}) =>
    createListing(t, { status: 'published', title, ...over });

  /** A visitor accepts the listing's agreement: the lead the form created and its inbox item. */
  async function accept(slug: string) {
    const res = await visit(t, 'POST', `/api/v1/public/listings/${slug}/access`, form());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await t.database.db
      .selectFrom('listing_acceptances as a')
      .innerJoin('listings as l', 'l.id', 'a.listing_id')
      .select(['a.entity_id', 'a.inbox_item_id', 'a.accepted_at'])
      .where('l.slug', '=', slug)
      .orderBy('a.accepted_at', 'desc')
      .executeTakeFirstOrThrow();
    return { entityId: String(row.entity_id), itemId: Number(row.inbox_item_id) };
  }

  it('lists a visitor who accepted at agreement, then the level staff set, with the listing', async () => {
    const tower = await published({ en: 'Tower North', fr: 'Tour Nord' });
    const { entityId, itemId } = await accept(tower.slug);

    const accepted = await leadsOf(entityId);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual([
      {
        listing_id: tower.id,
        slug: tower.slug,
        title: { en: 'Tower North', fr: 'Tour Nord' },
        status: 'published',
        level: 'agreement',
        accepted_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        updated_at: expect.any(String),
        updated_by: 'public:listing',
      },
    ]);
    const acceptedAt = accepted.body.data[0].accepted_at;
    expect(accepted.body.data[0].updated_at).toBe(acceptedAt);

    // The inbox item says which listing it is about.
    const item = await t.call('GET', `/api/v1/inbox/${itemId}`);
    expect(item.body).toMatchObject({ entity_id: entityId, listing_id: tower.id });

    // Agreement again is no rise: they had it by accepting, so nobody is mailed.
    expect((await setLevel(tower.id, entityId, 'agreement')).body).toMatchObject({ emailed: false });
    const approved = await setLevel(tower.id, entityId, 'approved');
    expect(approved.body).toMatchObject({ level: 'approved', emailed: true });
    const after = await leadsOf(entityId);
    expect(after.body.data).toEqual([
      expect.objectContaining({
        listing_id: tower.id,
        level: 'approved',
        accepted_at: acceptedAt,
        updated_at: approved.body.updated_at,
        updated_by: 'api-key:tests',
      }),
    ]);
    // Lowered: the list says so.
    await setLevel(tower.id, entityId, 'agreement');
    expect((await leadsOf(entityId)).body.data).toMatchObject([{ listing_id: tower.id, level: 'agreement' }]);
    // A listing they never accepted comes after the one they did, though changed later and titled first.
    const annex = await createListing(t, { title: { en: 'Annex', fr: 'Annexe' } });
    await setLevel(annex.id, entityId, 'approved');
    const both = (await leadsOf(entityId)).body.data;
    expect(both.map((l: { listing_id: string; level: string }) => [l.listing_id, l.level])).toEqual([
      [tower.id, 'agreement'],
      [annex.id, 'approved'],
    ]);
  });

  it('lists a level staff gave without an acceptance, and nothing for a contact who is no lead', async () => {
    const draft = await createListing(t, { title: { en: 'Dock 9', fr: 'Quai 9' } });
    const archived = await published({ en: 'Old mill', fr: 'Vieux moulin' });
    const contact = await createEntity(t, { name: 'Paul Dock' });
    const nobody = await createEntity(t);
    await setLevel(draft.id, contact.uuid, 'approved');
    await setLevel(archived.id, contact.uuid, 'agreement');
    expect((await t.call('PUT', `/api/v1/listings/${archived.id}`, { status: 'archived' })).status).toBe(200);

    const res = await leadsOf(contact.uuid.toUpperCase());
    expect(res.status).toBe(200);
    // Neither accepted: by title, whatever was changed last.
    expect(res.body.data).toEqual([
      {
        listing_id: draft.id,
        slug: draft.slug,
        title: { en: 'Dock 9', fr: 'Quai 9' },
        status: 'draft',
        level: 'approved',
        accepted_at: null,
        updated_at: expect.any(String),
        updated_by: 'api-key:tests',
      },
      {
        listing_id: archived.id,
        slug: archived.slug,
        title: { en: 'Old mill', fr: 'Vieux moulin' },
        status: 'archived',
        level: 'agreement',
        accepted_at: null,
        updated_at: expect.any(String),
        updated_by: 'api-key:tests',
      },
    ]);
    expect((await leadsOf(nobody.uuid)).body).toEqual({ data: [] });
  });

  it('answers 404 for no contact; an inbox item of another kind names no listing', async () => {
    for (const id of [MISSING_UUID, 'not-a-uuid']) {
      const res = await leadsOf(id);
      expect(res.status).toBe(404);
      expect(res.body.error.key).toBe('lookup.entity');
    }
    const message = await t.call('POST', '/api/v1/ext/receive', {
      sender_receiver: 'Paul Gagnon',
      from_: 'paul@visitor.test',
      subject: 'Forwarded',
      body: 'From the old mailbox',
    });
    expect(message.status).toBe(201);
    const item = (await t.call('GET', '/api/v1/inbox?kind=message&limit=1')).body.data[0];
    expect((await t.call('GET', `/api/v1/inbox/${item.id}`)).body).toMatchObject({
      kind: 'message',
      listing_id: null,
    });
  });

  it('lists the deal’s parties who are leads of the listings marketing it, those listings only', async () => {
    const buyer = await createEntity(t, { name: 'Anne Buyer' });
    const seller = await createEntity(t, { name: 'Bob Seller' });
    const other = await createEntity(t, { name: 'Carl Lead' });
    const deal = await createDeal(t, {
      address_id: (await createAddress(t)).uuid,
      parties: [
        { entity_id: seller.uuid, role: 'seller' },
        { entity_id: buyer.uuid, role: 'buyer' },
        { entity_id: other.uuid, role: 'buyer' },
      ],
    });
    const marketing = await published({ en: 'Deal tower', fr: 'Tour du dossier' }, { deal_id: deal.id });
    const elsewhere = await published({ en: 'Elsewhere', fr: 'Ailleurs' });
    await setLevel(marketing.id, buyer.uuid, 'approved');
    await setLevel(elsewhere.id, buyer.uuid, 'approved');
    await setLevel(marketing.id, other.uuid, 'agreement');
    // The seller is a lead of another listing only: not listed.
    await setLevel(elsewhere.id, seller.uuid, 'agreement');

    const res = await t.call('GET', `/api/v1/deals/${deal.id}/listing-leads`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual([
      {
        entity_id: buyer.uuid,
        name: 'Anne Buyer',
        leads: [expect.objectContaining({ listing_id: marketing.id, level: 'approved', accepted_at: null })],
      },
      {
        entity_id: other.uuid,
        name: 'Carl Lead',
        leads: [expect.objectContaining({ listing_id: marketing.id, level: 'agreement' })],
      },
    ]);
    // A level changed shows at once.
    await setLevel(marketing.id, other.uuid, 'approved');
    const after = await t.call('GET', `/api/v1/deals/${deal.id}/listing-leads`);
    expect(after.body.data[1].leads[0].level).toBe('approved');

    const lonely = await createDeal(t);
    expect((await t.call('GET', `/api/v1/deals/${lonely.id}/listing-leads`)).body).toEqual({ data: [] });
    const missing = await t.call('GET', `/api/v1/deals/${MISSING_UUID}/listing-leads`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.key).toBe('lookup.deal');
  });

  it('answers 401 without credentials and lets a staff session in', async () => {
    const contact = await createEntity(t);
    const deal = await createDeal(t);
    for (const url of [
      `/api/v1/entities/${contact.uuid}/listing-leads`,
      `/api/v1/deals/${deal.id}/listing-leads`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const { cookie } = await factoryStaff(t);
      const staff = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(staff.statusCode, staff.body).toBe(200);
    }
  });
});

// A listing's leads (PUT /api/v1/listings/{id}/leads/{entity_id}, GET …/leads) on both databases:
// staff raise and lower a contact's level; a rise mails the lead once at their email (the outbox
// here), a lowering or the same level mails nothing; unknown listing or contact 404; a refused
// mail keeps the level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmail, createEntity, createListing, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { closedPort } from '../../test/smtp.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

async function leadWithEmail(t: TestApp, name: string, email: string) {
  const lead = await createEntity(t, { name });
  await createEmail(t, { email });
  await link(t, 'entities_emails', { entity_id: lead.uuid, email, type: 'WORK' });
  return lead;
}

describe.each(DIALECTS)('listing leads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const outbox = () => t.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  const setLevel = (listingId: string, entityId: string, level: string) =>
    t.call('PUT', `/api/v1/listings/${listingId}/leads/${entityId}`, { level });

  it('mails the lead once when their level rises, never when it is lowered or kept', async () => {
    const listing = await createListing(t, { title: { en: 'Tower North', fr: 'Tour Nord' } });
    const lead = await leadWithEmail(t, 'Claire Roy', 'claire@buyer.test');
    const before = (await outbox()).length;

    const accepted = await setLevel(listing.id, lead.uuid, 'agreement');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const afterAccept = (await outbox()).length;

    const approved = await setLevel(listing.id, lead.uuid.toUpperCase(), 'approved');
    expect(approved.body).toMatchObject({
      entity_id: lead.uuid,
      name: 'Claire Roy',
      level: 'approved',
      updated_by: 'api-key:tests',
      emailed: true,
    });
    const mails = (await outbox()).slice(afterAccept);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'claire@buyer.test' });
    expect(mails[0]!.subject).toContain('Tower North');
    expect(mails[0]!.text).toContain('more documents of the listing “Tower North” are now open to you');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/listings/${listing.slug}`);

    // The same level again, then lower: nobody is told.
    expect((await setLevel(listing.id, lead.uuid, 'approved')).body.emailed).toBe(false);
    const lowered = await setLevel(listing.id, lead.uuid, 'agreement');
    expect(lowered.body).toMatchObject({ level: 'agreement', emailed: false });
    expect((await outbox()).length).toBe(afterAccept + 1);
    // Staff giving a contact with no level the agreement's documents is a rise too.
    expect(afterAccept).toBe(before + 1);

    const leads = await t.call('GET', `/api/v1/listings/${listing.id}/leads`);
    expect(leads.body.data).toMatchObject([{ entity_id: lead.uuid, name: 'Claire Roy', level: 'agreement' }]);
  });

  it('mails a lead who accepted on the French page in French, with the French page’s address', async () => {
    const listing = await createListing(t, {
      title: { en: 'Tower West', fr: 'Tour Ouest' },
      status: 'published',
    });
    const form = {
      type: 'Investor',
      name: 'Élise Gagnon',
      email: 'elise@acheteur.test',
      emailType: 'Work',
      number: '',
      numberType: 'Mobile',
      agree: true,
      website: '',
      lang: 'fr',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/listings/${listing.slug}/access`,
      payload: form,
    });
    expect(res.statusCode).toBe(201);
    const acceptance = await t.database.db
      .selectFrom('listing_acceptances')
      .select(['entity_id', 'lang'])
      .where('listing_id', '=', listing.id)
      .executeTakeFirstOrThrow();
    expect(acceptance.lang).toBe('fr');
    const sent = (await outbox()).length;
    const approved = await setLevel(listing.id, acceptance.entity_id!, 'approved');
    expect(approved.body.emailed).toBe(true);
    const [mail] = (await outbox()).slice(sent);
    expect(mail!.to_address).toBe('elise@acheteur.test');
    expect(mail!.subject).toBe('D’autres documents vous sont ouverts : Tour Ouest');
    expect(mail!.text).toContain(`${t.config.publicUrl}/fr/listings/${listing.slug}`);
  });

  it('lists approved leads first; a lead without an email keeps the level unmailed', async () => {
    const listing = await createListing(t);
    const quiet = await createEntity(t, { name: 'Aaron Quiet' });
    const loud = await leadWithEmail(t, 'Zoé Loud', 'zoe@buyer.test');
    const sent = (await outbox()).length;
    expect((await setLevel(listing.id, quiet.uuid, 'approved')).body).toMatchObject({
      level: 'approved',
      emailed: false,
    });
    expect((await setLevel(listing.id, loud.uuid, 'agreement')).status).toBe(200);
    expect((await outbox()).length).toBe(sent + 1);
    const leads = await t.call('GET', `/api/v1/listings/${listing.id}/leads`);
    expect(leads.body.data.map((l: { name: string; level: string }) => `${l.level}:${l.name}`)).toEqual([
      'approved:Aaron Quiet',
      'agreement:Zoé Loud',
    ]);
  });

  it('refuses an unknown listing or contact and a level it does not know, writing nothing', async () => {
    const listing = await createListing(t);
    const lead = await createEntity(t);
    const noContact = await setLevel(listing.id, MISSING_UUID, 'approved');
    expect(noContact.status).toBe(404);
    expect(noContact.body.error.key).toBe('lookup.entity');
    expect((await setLevel(MISSING_UUID, lead.uuid, 'approved')).body.error.key).toBe('lookup.listing');
    expect((await setLevel(listing.id, 'not-a-uuid', 'approved')).status).toBe(404);
    const bad = await setLevel(listing.id, lead.uuid, 'private');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field_keys).toEqual({ level: 'documents.val.leadLevel' });
    expect((await t.call('GET', `/api/v1/listings/${listing.id}/leads`)).body.data).toEqual([]);
    expect((await t.call('GET', `/api/v1/listings/${MISSING_UUID}/leads`)).status).toBe(404);
  });

  it("gives a merged contact's level to the survivor where it has none", async () => {
    const listing = await createListing(t);
    const other = await createListing(t);
    const into = await createEntity(t, { name: 'Survivor Lead' });
    const from = await createEntity(t, { name: 'Merged Lead' });
    await setLevel(listing.id, from.uuid, 'approved');
    await setLevel(other.id, from.uuid, 'approved');
    await setLevel(other.id, into.uuid, 'agreement');
    const merged = await t.call('POST', '/api/v1/entities/merge', { into: into.uuid, from: [from.uuid] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await t.call('GET', `/api/v1/listings/${listing.id}/leads`)).body.data).toMatchObject([
      { entity_id: into.uuid, level: 'approved' },
    ]);
    // The survivor's own level stands.
    expect((await t.call('GET', `/api/v1/listings/${other.id}/leads`)).body.data).toMatchObject([
      { entity_id: into.uuid, level: 'agreement' },
    ]);
  });

  it('answers 401 without credentials', async () => {
    const listing = await createListing(t);
    const lead = await createEntity(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/listings/${listing.id}/leads/${lead.uuid}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ level: 'approved' }),
    });
    expect(put.statusCode).toBe(401);
    const withKey = await t.app.inject({
      method: 'GET',
      url: `/api/v1/listings/${listing.id}/leads`,
      headers: { 'api-key': API_KEY },
    });
    expect(withKey.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/listings/${listing.id}/leads` })).statusCode,
    ).toBe(401);
  });
});

describe('listing leads with the mail server down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t?.close());

  it('keeps the raised level and says the lead was not emailed', async () => {
    const listing = await createListing(t);
    const lead = await leadWithEmail(t, 'Marc Ouimet', 'marc@buyer.test');
    const raised = await t.call('PUT', `/api/v1/listings/${listing.id}/leads/${lead.uuid}`, {
      level: 'approved',
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({ level: 'approved', emailed: false });
    const leads = await t.call('GET', `/api/v1/listings/${listing.id}/leads`);
    expect(leads.body.data).toMatchObject([{ entity_id: lead.uuid, level: 'approved' }]);
  });
});

// What staff see of a deal room (issue 28), on both databases: GET /listings/{id}/activity (which
// leads read what, with the acceptances, newest first, paged; staff only); the reads on the lead's
// timeline, following the acceptance when staff attach it to a contact or merge contacts; and the
// photos' and documents' changes in the listing's history.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { accept, fetchDocument, pdfOf, uploadDocument } from '../../test/deal-room.js';
import { createEntity, createListing } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { multipartBody } from '../../test/imports.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';

describe.each(DIALECTS)('a listing’s activity on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const activity = async (listingId: string, query = '') => {
    const res = await t.call('GET', `/api/v1/listings/${listingId}/activity${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const staffDownload = (listingId: string, docId: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/listings/${listingId}/documents/${docId}/file`,
      headers: { ...headers, 'user-agent': 'Staff browser' },
      remoteAddress: '192.0.2.50',
    });
  /** Each call one millisecond later at least: the feed orders by time. */
  const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

  it('lists who read which document, the acceptances and staff downloads, newest first, paged', async () => {
    const listing = await createListing(t, { status: 'published' });
    const memo = await uploadDocument(
      t,
      listing.id,
      await pdfOf('Rent roll', 1),
      'rent.pdf',
      'agreement',
      'Rent roll',
    );
    const plan = await uploadDocument(
      t,
      listing.id,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      'plan.png',
      'public',
      'Site plan',
    );
    const reader = await accept(t, listing.slug, { name: 'Nadia Reader' }, '198.51.100.4');
    await tick();
    expect((await fetchDocument(t, listing.slug, plan.id, { ip: '203.0.113.9' })).statusCode).toBe(200);
    await tick();
    const read = { cookie: reader.cookie, ip: '198.51.100.4' };
    expect((await fetchDocument(t, listing.slug, memo.id, read)).statusCode).toBe(200);
    await tick();
    expect((await fetchDocument(t, listing.slug, memo.id, { ...read, download: true })).statusCode).toBe(200);
    // A refused read (no acceptance) is in no feed.
    expect((await fetchDocument(t, listing.slug, memo.id)).statusCode).toBe(403);
    await tick();
    expect((await staffDownload(listing.id, memo.id, { 'api-key': API_KEY })).statusCode).toBe(200);
    await tick();
    const staff = await userWithRole(t, `broker.${dialect}@firm.test`, 'staff');
    expect((await staffDownload(listing.id, memo.id, { cookie: staff.cookie })).statusCode).toBe(200);

    const feed = await activity(listing.id, '?limit=100');
    expect(feed.offset).toBe(0);
    const lead = { entity_id: reader.entity_id, name: 'Nadia Reader' };
    const visitor = { name: 'Nadia Reader', email: reader.email };
    const memoNow = { id: memo.id, title: 'Rent roll', level: 'agreement' };
    expect(feed.data.map(({ id, at, ...rest }: { id: string; at: string }) => rest)).toEqual([
      {
        kind: 'document',
        action: 'download',
        document: memoNow,
        lead: null,
        visitor: null,
        staff: { actor: `user:${staff.id}`, name: expect.any(String) },
        ip: '192.0.2.50',
      },
      {
        kind: 'document',
        action: 'download',
        document: memoNow,
        lead: null,
        visitor: null,
        staff: { actor: 'api-key:tests', name: null },
        ip: '192.0.2.50',
      },
      {
        kind: 'document',
        action: 'download',
        document: memoNow,
        lead,
        visitor,
        staff: null,
        ip: '198.51.100.4',
      },
      { kind: 'document', action: 'view', document: memoNow, lead, visitor, staff: null, ip: '198.51.100.4' },
      {
        kind: 'document',
        action: 'view',
        document: { id: plan.id, title: 'Site plan', level: 'public' },
        lead: null,
        visitor: null,
        staff: null,
        ip: '203.0.113.9',
      },
      { kind: 'acceptance', action: 'accept', agreement_version: 1, lead, visitor, ip: '198.51.100.4' },
    ]);
    const ats = feed.data.map((i: { at: string }) => i.at);
    expect(ats).toEqual([...ats].sort().reverse());
    expect(feed.data.at(-1).id).toBe(reader.id);

    // Pages of two join up exactly.
    const paged = [];
    for (let offset = 0; offset < 8; offset += 2)
      paged.push(...(await activity(listing.id, `?limit=2&offset=${offset}`)).data);
    expect(paged).toEqual(feed.data);

    // The log outlives a document: renamed it shows its name now; deleted, the name it was read under.
    await t.call('PUT', `/api/v1/listings/${listing.id}/documents/${plan.id}`, { title: 'Site plan 2026' });
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/documents/${memo.id}`)).status).toBe(204);
    const after = (await activity(listing.id, '?limit=100')).data;
    expect(
      after
        .filter((i: { kind: string }) => i.kind === 'document')
        .map((i: { document: object }) => i.document),
    ).toEqual([
      ...Array(4).fill({ id: memo.id, title: 'Rent roll', level: null }),
      { id: plan.id, title: 'Site plan 2026', level: 'public' },
    ]);
  });

  it('is for staff only, refuses bad paging and answers 404 for an unknown listing', async () => {
    const listing = await createListing(t);
    expect((await call(t, 'GET', `/api/v1/listings/${listing.id}/activity`)).status).toBe(401);
    const user = await userWithRole(t, `reader.${dialect}@example.com`, 'user');
    expect(
      (await call(t, 'GET', `/api/v1/listings/${listing.id}/activity`, undefined, { cookie: user.cookie }))
        .status,
    ).toBe(403);
    expect(await activity(listing.id)).toEqual({ data: [], offset: 0 });
    expect((await t.call('GET', `/api/v1/listings/${listing.id}/activity?limit=0`)).status).toBe(400);
    expect((await t.call('GET', `/api/v1/listings/${listing.id}/activity?offset=-1`)).status).toBe(400);
    const missing = await t.call('GET', `/api/v1/listings/${MISSING_UUID}/activity`);
    expect(missing.status).toBe(404);
    expect(missing.body.error.key).toBe('lookup.listing');
  });

  it('puts a lead’s reads on their timeline, and moves them with the acceptance and a merge', async () => {
    const listing = await createListing(t, {
      status: 'published',
      title: { en: 'Tower North', fr: 'Tour Nord' },
    });
    const memo = await uploadDocument(t, listing.id, await pdfOf('Memo', 1), 'memo.pdf', 'agreement', 'Memo');
    const reader = await accept(t, listing.slug);
    await fetchDocument(t, listing.slug, memo.id, { cookie: reader.cookie });
    await tick();
    await fetchDocument(t, listing.slug, memo.id, { cookie: reader.cookie, download: true });
    const reads = async (entityId: string) =>
      (await t.call('GET', `/api/v1/entities/${entityId}/timeline?kind=document_view&limit=100`)).body.data;
    const [saved, opened] = await reads(reader.entity_id!);
    expect(saved).toMatchObject({
      type: 'document_view',
      title: 'Memo',
      document_view: {
        id: saved.id,
        at: saved.at,
        action: 'download',
        listing: { id: listing.id, slug: listing.slug, title: { en: 'Tower North', fr: 'Tour Nord' } },
        document: { id: memo.id, title: 'Memo' },
      },
    });
    expect(opened.document_view.action).toBe('view');

    // She comes back under a stored email: the acceptance waits for staff, her reads with it.
    const again = await accept(t, listing.slug, { email: reader.email, number: '' });
    expect(again.entity_id).toBeNull();
    await fetchDocument(t, listing.slug, memo.id, { cookie: again.cookie });
    const kept = await createEntity(t, { name: 'Kept Contact' });
    const item = await t.database.db
      .selectFrom('listing_acceptances')
      .select('inbox_item_id')
      .where('id', '=', again.id)
      .executeTakeFirstOrThrow();
    expect(
      (await t.call('PUT', `/api/v1/inbox/${item.inbox_item_id}`, { entity_id: kept.uuid })).status,
    ).toBe(200);
    expect(await reads(kept.uuid)).toHaveLength(1);
    const feed = (await activity(listing.id)).data;
    expect(feed[0]).toMatchObject({ kind: 'document', lead: { entity_id: kept.uuid, name: 'Kept Contact' } });

    // Merged into the kept contact, the first lead's reads are the survivor's.
    const merge = await t.call('POST', '/api/v1/entities/merge', {
      into: kept.uuid,
      from: [reader.entity_id],
    });
    expect(merge.status, JSON.stringify(merge.body)).toBe(200);
    expect(
      (await reads(kept.uuid)).map((i: { document_view: { action: string } }) => i.document_view.action),
    ).toEqual(['view', 'download', 'view']);
  });
});

describe.each(DIALECTS)('a listing’s photos and documents in its history on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  // biome-ignore lint/suspicious/noExplicitAny: answers are asserted field by field
  const history = async (listingId: string): Promise<any[]> => {
    const res = await t.call('GET', `/api/v1/listings/${listingId}/history?limit=100`);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const since = async (listingId: string, seq: number) =>
    (await history(listingId))
      .filter((e) => e.seq > seq)
      .reverse()
      .map((e) => ({ actor: e.actor, action: e.action, record_type: e.record_type, changes: e.changes }));

  /** An entry of the API key's on the listing: a photo's or a document's change. */
  const entry = (changes: object) => ({
    actor: 'api-key:tests',
    action: 'update',
    record_type: 'listing',
    changes,
  });
  const etag = async (listingId: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/listings/${listingId}/complete`,
        headers: { 'api-key': API_KEY },
      })
    ).headers.etag;

  it('records each document uploaded, edited and deleted, by whom', async () => {
    const listing = await createListing(t);
    const [created] = await history(listing.id);
    const before = await etag(listing.id);
    expect(before).toMatch(/^"\d+"$/);
    const a = await uploadDocument(t, listing.id, await pdfOf('A', 1), 'a.pdf', 'agreement', 'Offering memo');
    const b = await uploadDocument(t, listing.id, await pdfOf('B', 1), 'b.pdf', 'public', 'Brochure');
    const edit = (id: string, body: object) =>
      t.call('PUT', `/api/v1/listings/${listing.id}/documents/${id}`, body);
    expect((await edit(a.id, { title: 'Offering memorandum', level: 'approved' })).status).toBe(200);
    expect((await edit(b.id, { position: 1 })).status).toBe(200);
    // The same values again change nothing and write nothing.
    expect((await edit(b.id, { title: 'Brochure', position: 1 })).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/documents/${a.id}`)).status).toBe(204);

    expect(await since(listing.id, created.seq)).toEqual([
      entry({
        [`documents.${a.id}`]: {
          old: null,
          new: { title: 'Offering memo', level: 'agreement', position: 1 },
        },
      }),
      entry({
        [`documents.${b.id}`]: { old: null, new: { title: 'Brochure', level: 'public', position: 2 } },
      }),
      entry({
        [`documents.${a.id}`]: {
          old: { title: 'Offering memo', level: 'agreement' },
          new: { title: 'Offering memorandum', level: 'approved' },
        },
      }),
      entry({ [`documents.${b.id}`]: { old: { position: 2 }, new: { position: 1 } } }),
      entry({
        [`documents.${a.id}`]: {
          old: { title: 'Offering memorandum', level: 'approved', position: 2 },
          new: null,
        },
      }),
    ]);
    // The listing itself did not change: its version (the ETag) stays.
    expect(await etag(listing.id)).toBe(before);
  });

  it('records each photo uploaded, edited and deleted; a refused upload records nothing', async () => {
    const listing = await createListing(t);
    const [created] = await history(listing.id);
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    const upload = async (alt: Record<string, string>) => {
      const { payload, contentType } = multipartBody(jpeg, alt, 'front.jpg');
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/listings/${listing.id}/photos`,
        headers: { 'api-key': API_KEY, 'content-type': contentType },
        payload,
      });
    };
    const front = (await upload({ alt_en: 'Front', alt_fr: 'Façade' })).json();
    const lobby = (await upload({ title: 'Lobby' })).json();
    const bad = multipartBody(Buffer.from('not a photo'), {}, 'x.jpg');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/photos`,
      headers: { 'api-key': API_KEY, 'content-type': bad.contentType },
      payload: bad.payload,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const put = (id: string, body: object) =>
      t.call('PUT', `/api/v1/listings/${listing.id}/photos/${id}`, body);
    expect((await put(front.id, { alt: { en: 'Front door', fr: 'Façade' } })).status).toBe(200);
    expect((await put(lobby.id, { position: 0 })).status).toBe(200);
    expect((await t.call('DELETE', `/api/v1/listings/${listing.id}/photos/${front.id}`)).status).toBe(204);

    expect(await since(listing.id, created.seq)).toEqual([
      entry({
        [`photos.${front.id}`]: { old: null, new: { alt_en: 'Front', alt_fr: 'Façade', position: 0 } },
      }),
      entry({
        [`photos.${lobby.id}`]: { old: null, new: { alt_en: 'Lobby', alt_fr: 'Lobby', position: 1 } },
      }),
      entry({ [`photos.${front.id}`]: { old: { alt_en: 'Front' }, new: { alt_en: 'Front door' } } }),
      entry({ [`photos.${lobby.id}`]: { old: { position: 1 }, new: { position: 0 } } }),
      entry({
        [`photos.${front.id}`]: { old: { alt_en: 'Front door', alt_fr: 'Façade', position: 1 }, new: null },
      }),
    ]);
  });
});

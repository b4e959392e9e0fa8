// The visitor's deal room (issue 28): GET /public/listings/{slug}/documents and …/documents/{docId}
// on both databases, with files on local disk and once more in a real S3 server. Each document
// level against each visitor level; a forged, another listing's or an old version's token is no
// acceptance; a served PDF names its reader on every page (read back by pdftotext); only what is
// served is logged.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Acceptance,
  accept,
  fetchDocument,
  listDocuments,
  pagesText,
  pdfOf,
  uploadDocument,
} from '../../test/deal-room.js';
import { createListing } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { visit } from '../../test/visitor.js';
import { PUBLIC_COPY } from './read-public-document.js';

const LEVELS = ['public', 'agreement', 'approved', 'private'] as const;
const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

/** A published listing with one three-page PDF at each level, in level order. */
async function dealRoom(t: TestApp) {
  const listing = await createListing(t, { status: 'published' });
  const docs = {} as Record<(typeof LEVELS)[number], { id: string; bytes: Buffer }>;
  for (const level of LEVELS) {
    const bytes = await pdfOf(`${level} memo`, 3);
    const doc = await uploadDocument(t, listing.id, bytes, `${level} memo.pdf`, level);
    docs[level] = { id: doc.id, bytes };
  }
  return { listing, docs };
}

const approve = (t: TestApp, listingId: string, entityId: string, level = 'approved') =>
  t.call('PUT', `/api/v1/listings/${listingId}/leads/${entityId}`, { level });

describe.each(DIALECTS)('the deal room on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());
  const views = () => rowCount(t, 'listing_document_views');

  it('lists every document but the private ones, each readable by the visitor’s level', async () => {
    const { listing, docs } = await dealRoom(t);
    const reader = await accept(t, listing.slug);
    const approved = await accept(t, listing.slug);
    expect((await approve(t, listing.id, approved.entity_id!)).status).toBe(200);

    const none = await listDocuments(t, listing.slug);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      level: 'none',
      data: (['public', 'agreement', 'approved'] as const).map((level) => ({
        id: docs[level].id,
        title: `${level} memo`,
        level,
        mime: 'application/pdf',
        size: docs[level].bytes.length,
        filename: `${level} memo.pdf`,
        readable: level === 'public',
      })),
    });
    const readable = async (headers: Record<string, string>, query = '') => {
      const res = await listDocuments(t, listing.slug, headers, query);
      return [res.body.level, res.body.data.map((d: { readable: boolean }) => d.readable)];
    };
    expect(await readable({ cookie: reader.cookie })).toEqual(['agreement', [true, true, false]]);
    // The emailed link's token is worth the cookie.
    expect(await readable({}, `?access=${reader.token}`)).toEqual(['agreement', [true, true, false]]);
    expect(await readable({ cookie: approved.cookie })).toEqual(['approved', [true, true, true]]);
    // Listing documents writes nothing to the view log.
    expect(await views()).toBe(0);
  });

  it('serves each level to the visitors it opens to, 403 to the others and 404 for private, logging only what it served', async () => {
    const { listing, docs } = await dealRoom(t);
    const reader = await accept(t, listing.slug);
    const approved = await accept(t, listing.slug);
    await approve(t, listing.id, approved.entity_id!);
    // A lead whose level staff set to agreement (lowered, or set before approval) stays agreement.
    const held = await accept(t, listing.slug);
    expect((await approve(t, listing.id, held.entity_id!, 'agreement')).status).toBe(200);

    const visitors: Array<[string, Acceptance | null, number]> = [
      ['none', null, 0],
      ['agreement', reader, 1],
      ['agreement (lead level agreement)', held, 1],
      ['approved', approved, 2],
    ];
    const needs = { public: 0, agreement: 1, approved: 2 } as const;
    const before = await views();
    let served = 0;
    for (const [who, acceptance, rank] of visitors)
      for (const level of LEVELS) {
        const res = await fetchDocument(t, listing.slug, docs[level].id, {
          ...(acceptance && { cookie: acceptance.cookie }),
        });
        const label = `${who} reading ${level}`;
        if (level === 'private') {
          expect(res.statusCode, label).toBe(404);
          expect(res.json().error.key, label).toBe('lookup.document');
        } else if (rank >= needs[level]) {
          expect(res.statusCode, label).toBe(200);
          expect(res.headers['content-type'], label).toBe('application/pdf');
          served += 1;
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().error).toEqual({
            code: 'forbidden',
            key: 'documents.err.locked',
            message:
              'This document opens only to visitors with a higher access level: accept the agreement, or ask the broker for approval',
          });
        }
      }
    expect(served).toBe(1 + 2 + 2 + 3);
    expect(await views()).toBe(before + served);
  });

  it('stamps every page of a served PDF with the viewer’s name, email and the time, never the original', async () => {
    const { listing, docs } = await dealRoom(t);
    const reader = await accept(t, listing.slug);
    const started = Date.now();
    const res = await fetchDocument(t, listing.slug, docs.agreement.id, { cookie: reader.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="agreement memo.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.equals(docs.agreement.bytes)).toBe(false);

    const pages = await pagesText(res.rawPayload);
    expect(pages).toHaveLength(3);
    // The minute it was served, in UTC, as the stamp writes it.
    const minutes = [started, Date.now()].map((ms) =>
      new Date(ms).toISOString().slice(0, 16).replace('T', ' '),
    );
    pages.forEach((page, i) => {
      expect(page).toContain(`agreement memo page ${i + 1} of 3`);
      expect(page).toContain(reader.email);
      expect(page).toContain(reader.name);
      expect(minutes.some((m) => page.includes(`${reader.name} · ${reader.email} · ${m} UTC`))).toBe(true);
    });

    // Saved rather than opened: an attachment, logged as a download.
    const saved = await fetchDocument(t, listing.slug, docs.agreement.id, {
      access: reader.token,
      download: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['content-disposition']).toBe('attachment; filename="agreement memo.pdf"');
    for (const page of await pagesText(saved.rawPayload)) expect(page).toContain(reader.email);
    const rows = await t.database.db
      .selectFrom('listing_document_views')
      .select(['action', 'acceptance_id', 'entity_id'])
      .where('listing_id', '=', listing.id)
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'view', acceptance_id: reader.id, entity_id: reader.entity_id },
      { action: 'download', acceptance_id: reader.id, entity_id: reader.entity_id },
    ]);
  });

  it('stamps a public PDF read by nobody known as a public copy, and an accepted reader’s with their name', async () => {
    const { listing, docs } = await dealRoom(t);
    const anonymous = await fetchDocument(t, listing.slug, docs.public.id);
    expect(anonymous.statusCode).toBe(200);
    const pages = await pagesText(anonymous.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages)
      expect(page).toMatch(/Public copy · Copie publique · \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(PUBLIC_COPY).toBe('Public copy · Copie publique');

    const reader = await accept(t, listing.slug);
    const named = await fetchDocument(t, listing.slug, docs.public.id, { cookie: reader.cookie });
    for (const page of await pagesText(named.rawPayload)) {
      expect(page).toContain(reader.email);
      expect(page).not.toContain('Public copy');
    }
  });

  it('serves an image or a spreadsheet as stored, and records who, from where and how', async () => {
    const listing = await createListing(t, { status: 'published' });
    const image = await png();
    const plan = await uploadDocument(t, listing.id, image, 'plan.png', 'agreement', 'Floor plan');
    const reader = await accept(t, listing.slug);
    const agent = `Reader browser ${'x'.repeat(600)}`;
    const res = await fetchDocument(t, listing.slug, plan.id, {
      cookie: reader.cookie,
      ip: '203.0.113.7',
      userAgent: agent,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(image)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="Floor plan.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    const row = await t.database.db
      .selectFrom('listing_document_views')
      .selectAll()
      .where('document_id', '=', plan.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      listing_id: listing.id,
      document_title: 'Floor plan',
      acceptance_id: reader.id,
      entity_id: reader.entity_id,
      actor: null,
      action: 'view',
      ip: '203.0.113.7',
      user_agent: agent.slice(0, 512),
    });
  });

  it('treats a forged token, another listing’s and an older agreement version’s as no acceptance', async () => {
    const { listing, docs } = await dealRoom(t);
    const other = await createListing(t, { status: 'published' });
    const elsewhere = await accept(t, other.slug);
    const reader = await accept(t, listing.slug);
    const before = await views();
    const refused = async (options: Parameters<typeof fetchDocument>[3]) => {
      const res = await fetchDocument(t, listing.slug, docs.agreement.id, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(403);
      expect(res.json().error.key).toBe('documents.err.locked');
      const list = await listDocuments(
        t,
        listing.slug,
        options?.cookie ? { cookie: options.cookie } : {},
        options?.access ? `?access=${encodeURIComponent(options.access)}` : '',
      );
      expect(list.body.level, JSON.stringify(options)).toBe('none');
    };
    await refused({ access: 'forged-token-0123456789abcdefghijklmnopqrstu' });
    await refused({ cookie: `listing_access_${listing.slug}=${'A'.repeat(43)}` });
    // Another listing's token, by the link and under this listing's cookie name.
    await refused({ access: elsewhere.token });
    await refused({ cookie: `listing_access_${listing.slug}=${elsewhere.token}` });
    await refused({ access: '' });

    // A new version of the agreement: the old acceptance no longer opens anything.
    expect(
      (await fetchDocument(t, listing.slug, docs.agreement.id, { cookie: reader.cookie })).statusCode,
    ).toBe(200);
    const changed = await t.call('PUT', `/api/v1/listings/${listing.id}`, {
      agreement: { en: 'Version two.', fr: 'Version deux.' },
    });
    expect(changed.status).toBe(200);
    await refused({ cookie: reader.cookie });
    await refused({ access: reader.token });
    // Approved before the new version: approval follows the acceptance, which is now of an old one.
    await approve(t, listing.id, reader.entity_id!);
    await refused({ cookie: reader.cookie });
    // Only the one fetch served before the change is logged.
    expect(await views()).toBe(before + 1);
    // Accepting version two opens the room again. Her email is a stored contact's now, so the new
    // acceptance waits on its inbox item (no contact yet): agreement, until staff attach it.
    const again = await accept(t, listing.slug, { email: reader.email, name: reader.name });
    expect(again.entity_id).toBeNull();
    expect((await listDocuments(t, listing.slug, { cookie: again.cookie })).body.level).toBe('agreement');
  });

  it('answers 404 for a document unknown or another listing’s, and for a listing not published', async () => {
    const { listing, docs } = await dealRoom(t);
    const other = await dealRoom(t);
    const reader = await accept(t, listing.slug);
    const before = await views();
    for (const docId of ['0190f7a4-0000-7000-8000-000000000000', 'not-a-uuid', other.docs.public.id]) {
      const res = await fetchDocument(t, listing.slug, docId, { cookie: reader.cookie });
      expect(res.statusCode, docId).toBe(404);
      expect(res.json().error.key).toBe('lookup.document');
    }
    for (const status of ['draft', 'archived'] as const) {
      expect((await t.call('PUT', `/api/v1/listings/${listing.id}`, { status })).status).toBe(200);
      const res = await fetchDocument(t, listing.slug, docs.public.id, { cookie: reader.cookie });
      expect(res.statusCode, status).toBe(404);
      expect(res.json().error.key).toBe('lookup.listing');
      expect((await listDocuments(t, listing.slug)).status).toBe(404);
    }
    expect((await listDocuments(t, 'no-such-listing')).status).toBe(404);
    expect(
      (
        await visit(
          t,
          'GET',
          `/api/v1/public/listings/${listing.slug}/documents/${docs.public.id}?download=yes`,
        )
      ).status,
    ).toBe(400);
    expect(await views()).toBe(before);
  });
});

describe.each(DIALECTS)('the deal room with files in S3 on %s', (dialect) => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startTestS3();
    t = await createTestApp(dialect, { fileStorage: s3.config });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('stamps a PDF read from the bucket on every page and serves an image as stored, logging both', async () => {
    const listing = await createListing(t, { status: 'published' });
    const memo = await pdfOf('Bucket memo', 2);
    const pdf = await uploadDocument(t, listing.id, memo, 'memo.pdf', 'agreement');
    const image = await png();
    const plan = await uploadDocument(t, listing.id, image, 'plan.png', 'public');
    const reader = await accept(t, listing.slug);

    const res = await fetchDocument(t, listing.slug, pdf.id, { cookie: reader.cookie });
    expect(res.statusCode).toBe(200);
    const pages = await pagesText(res.rawPayload);
    expect(pages).toHaveLength(2);
    pages.forEach((page, i) => {
      expect(page).toContain(`Bucket memo page ${i + 1} of 2`);
      expect(page).toContain(reader.email);
    });
    const shown = await fetchDocument(t, listing.slug, plan.id, { download: true });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(image)).toBe(true);
    expect(shown.headers['content-disposition']).toBe('attachment; filename="plan.png"');
    // Refused: nothing read from the bucket is logged.
    expect((await fetchDocument(t, listing.slug, pdf.id)).statusCode).toBe(403);
    const rows = await t.database.db
      .selectFrom('listing_document_views')
      .select(['document_id', 'action', 'acceptance_id'])
      .orderBy('at')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { document_id: pdf.id, action: 'view', acceptance_id: reader.id },
      { document_id: plan.id, action: 'download', acceptance_id: null },
    ]);
  });
});

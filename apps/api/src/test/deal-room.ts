// What the deal-room tests share: PDFs of several pages, a document uploaded at a level, a
// visitor's acceptance (its token, as the cookie and the emailed link carry it), a document
// fetched as a visitor, and a served PDF's text read back by poppler's pdftotext.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DocumentLevel, ListingDocument } from '@crm/shared';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { API_KEY, type TestApp } from './harness.js';
import { multipartBody } from './imports.js';
import { visit } from './visitor.js';

const run = promisify(execFile);

/** A PDF of `pages` pages, each saying which it is ("<label> page 2 of 3"). */
export async function pdfOf(label: string, pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`${label} page ${i} of ${pages}`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

/** Each page's text as pdftotext reads it (pages end with a form feed). */
export async function pagesText(pdf: Buffer): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'deal-room-'));
  try {
    const file = join(dir, 'served.pdf');
    await writeFile(file, pdf);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-']);
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** POST /listings/{id}/documents as staff; fails the test unless stored. */
export async function uploadDocument(
  t: TestApp,
  listingId: string,
  file: Buffer,
  name: string,
  level: DocumentLevel,
  title?: string,
): Promise<ListingDocument> {
  const { payload, contentType } = multipartBody(file, { level, ...(title ? { title } : {}) }, name);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/listings/${listingId}/documents`,
    headers: { 'api-key': API_KEY, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

let serial = 0;
/** The access form of a visitor nobody knows yet (a new lead). */
export function accessForm(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    type: 'Investor',
    name: `Ann Reader ${serial}`,
    company: 'Reader Capital',
    email: `ann.reader${serial}@fund.test`,
    emailType: 'Work',
    number: `(514) 555-${String(1000 + serial)}`,
    numberType: 'Office',
    agree: true,
    website: '',
    ...over,
  };
}

export interface Acceptance {
  token: string;
  /** The Cookie header the acceptance's answer set. */
  cookie: string;
  id: string;
  entity_id: string | null;
  name: string;
  email: string;
}

/** Accepts `slug`'s agreement as a visitor; the token (the cookie's, the same the link carries). */
export async function accept(
  t: TestApp,
  slug: string,
  over: Record<string, unknown> = {},
  ip?: string,
): Promise<Acceptance> {
  const body = accessForm(over);
  const res = await visit(t, 'POST', `/api/v1/public/listings/${slug}/access`, body, {}, ip);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const pair = String(res.headers['set-cookie']).split(';')[0]!;
  const token = pair.slice(pair.indexOf('=') + 1);
  const row = await t.database.db
    .selectFrom('listing_acceptances')
    .select(['id', 'entity_id'])
    .where('email', '=', body.email)
    .orderBy('accepted_at', 'desc')
    .executeTakeFirstOrThrow();
  return {
    token,
    cookie: pair,
    id: String(row.id),
    entity_id: row.entity_id === null ? null : String(row.entity_id),
    name: body.name,
    email: body.email,
  };
}

/** GET a deal-room document as a visitor (the cookie or the link's token, when given). */
export function fetchDocument(
  t: TestApp,
  slug: string,
  docId: string,
  options: { cookie?: string; access?: string; download?: boolean; ip?: string; userAgent?: string } = {},
) {
  const query = new URLSearchParams();
  if (options.access !== undefined) query.set('access', options.access);
  if (options.download) query.set('download', '1');
  const q = query.size > 0 ? `?${query}` : '';
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/public/listings/${slug}/documents/${docId}${q}`,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
    },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}

/** GET the deal room's list as a visitor. */
export const listDocuments = (t: TestApp, slug: string, headers: Record<string, string> = {}, query = '') =>
  visit(t, 'GET', `/api/v1/public/listings/${slug}/documents${query}`, undefined, headers);

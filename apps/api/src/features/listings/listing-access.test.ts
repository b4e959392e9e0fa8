// A listing's agreement and the returning visitor (issue 28), on both databases, without an
// api-key: POST /public/listings/{slug}/access records the acceptance of the current version (the
// showcase's form, rules and inbox item; a stored contact never changes), mails the visitor a
// personal link in their language and staff a notice, and sets the listing's cookie;
// GET …/access lets the cookie or the link's token in until the agreement's version changes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEntity, createListing, link } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { rowCount } from '../../test/records.js';
import { bodyOf, closedPort, header, type Received, startSmtp } from '../../test/smtp.js';
import { visit } from '../../test/visitor.js';
import { visitorAccess } from './visitor-access.js';

const PUBLIC_URL = 'https://crm.example.test';
const STAFF = 'staff@firm.test';
const access = (slug: string) => `/api/v1/public/listings/${slug}/access`;

let serial = 0;
/** The showcase's access form as the web app sends it, with an email and number nobody holds. */
function form(over: Record<string, unknown> = {}) {
  serial += 1;
  return {
    type: 'Investor',
    name: `Marie Roy ${serial}`,
    company: 'Roy Capital',
    email: `marie${serial}@visitor.test`,
    emailType: 'Work',
    number: `(514) 399-${String(6000 + serial)}`,
    numberType: 'Office',
    agree: true,
    website: '',
    ...over,
  };
}

/** A mail's text, decoded from quoted-printable or base64. */
function textOf(mail: Received): string {
  const body = bodyOf(mail.raw);
  if (/base64/i.test(header(mail.raw, 'Content-Transfer-Encoding') ?? ''))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const hex = body[i] === '=' ? body.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(body[i]!));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The cookie an answer sets: its value and its attributes. */
function cookieOf(res: { headers: Record<string, unknown> }) {
  const raw = res.headers['set-cookie'];
  if (typeof raw !== 'string') return null;
  const [pair, ...attributes] = raw.split(';').map((p) => p.trim());
  const at = pair!.indexOf('=');
  return { name: pair!.slice(0, at), value: pair!.slice(at + 1), attributes };
}

describe.each(DIALECTS)('listing access on %s', (dialect) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(dialect, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailTo: STAFF,
      publicUrl: PUBLIC_URL,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });
  const db = () => t.database.db;

  const published = (over: Record<string, unknown> = {}) =>
    createListing(t, {
      status: 'published',
      title: { en: 'Tower North', fr: 'Tour Nord' },
      ...over,
    });
  const acceptances = (listingId: string) =>
    db()
      .selectFrom('listing_acceptances')
      .selectAll()
      .where('listing_id', '=', listingId)
      .orderBy('accepted_at')
      .orderBy('id')
      .execute();
  const check = (slug: string, cookie?: string, query = '') =>
    visit(t, 'GET', `${access(slug)}${query}`, undefined, cookie ? { cookie } : {});
  async function totals() {
    return {
      entities: await rowCount(t, 'entities'),
      emails: await rowCount(t, 'emails'),
      numbers: await rowCount(t, 'phone_numbers'),
      items: await rowCount(t, 'inbox_items'),
      acceptances: await rowCount(t, 'listing_acceptances'),
    };
  }
  /** Accepts `slug`'s agreement; the answer, the cookie's token and the emailed link's token. */
  async function accept(slug: string, body = form()) {
    smtp.received.length = 0;
    const res = await visit(t, 'POST', access(slug), body, { 'user-agent': 'Visitor browser' });
    expect(res.status).toBe(201);
    const visitorMail = smtp.received.find((m) => m.to.includes(body.email as string));
    const linkToken = visitorMail ? /[?&]access=([\w-]+)/.exec(textOf(visitorMail))?.[1] : undefined;
    return {
      res,
      body,
      token: cookieOf(res)!.value,
      linkToken,
      cookie: `${cookieOf(res)!.name}=${cookieOf(res)!.value}`,
    };
  }

  it('records the acceptance of the current version, sets the cookie and mails the visitor and staff', async () => {
    const listing = await published();
    const before = await totals();
    const body = form();
    const { res, token, linkToken } = await accept(listing.slug, body);
    expect(res.body).toEqual({ ok: true });

    const cookie = cookieOf(res)!;
    expect(cookie.name).toBe(`listing_access_${listing.slug}`);
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Max-Age=31536000', 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Secure']),
    );

    const rows = await acceptances(listing.id);
    expect(rows).toEqual([
      expect.objectContaining({
        agreement_version: 1,
        name: body.name,
        email: body.email,
        phone: `+1${body.number.replace(/\D/g, '')}`,
        ip: '127.0.0.1',
        user_agent: 'Visitor browser',
        token_hash: createHash('sha256').update(token).digest('hex'),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const lead = rows[0]!.entity_id;
    expect(lead).not.toBeNull();
    const entity = (await t.call('GET', `/api/v1/entities/${lead}/complete`)).body;
    expect(entity).toMatchObject({ name: body.name, sunset: true, investor: true });
    const item = await db()
      .selectFrom('inbox_items')
      .selectAll()
      .where('id', '=', Number(rows[0]!.inbox_item_id))
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ kind: 'showcase', status: 'new', name: body.name, entity_id: lead });
    expect(item.subject).toContain('Tower North');
    expect(await totals()).toEqual({
      entities: before.entities + 1,
      emails: before.emails + 1,
      numbers: before.numbers + 1,
      items: before.items + 1,
      acceptances: before.acceptances + 1,
    });

    expect(smtp.received.map((m) => m.to)).toEqual(expect.arrayContaining([[body.email], [STAFF]]));
    expect(smtp.received).toHaveLength(2);
    const visitorMail = smtp.received.find((m) => m.to[0] === body.email)!;
    expect(header(visitorMail.raw, 'Subject')).toBe('Your access to Tower North');
    expect(textOf(visitorMail)).toContain(`${PUBLIC_URL}/listings/${listing.slug}?access=${token}`);
    expect(linkToken).toBe(token);
    const staffMail = smtp.received.find((m) => m.to[0] === STAFF)!;
    expect(header(staffMail.raw, 'Subject')).toBe(
      `New acceptance: ${body.name} ${body.email} accepted the agreement of Tower North (version 1)`,
    );
    expect(header(staffMail.raw, 'Reply-To')).toBe(body.email);
    expect(textOf(staffMail)).toContain('Company: Roy Capital');
  });

  it('mails a French visitor in French, with the French page’s link', async () => {
    const listing = await published();
    const body = { ...form(), lang: 'fr' };
    const { token } = await accept(listing.slug, body);
    const text = textOf(smtp.received.find((m) => m.to[0] === body.email)!);
    expect(text).toContain('Merci d’avoir accepté l’entente de confidentialité de Tour Nord.');
    expect(text).toContain(`${PUBLIC_URL}/fr/listings/${listing.slug}?access=${token}`);
  });

  it('lets the cookie and the emailed link in; the link sets the cookie on a new browser', async () => {
    const listing = await published();
    const { cookie, linkToken } = await accept(listing.slug);
    const accepted = { accepted: true, version: 1, current_version: 1 };

    const withCookie = await check(listing.slug, cookie);
    expect(withCookie.status).toBe(200);
    expect(withCookie.body).toEqual(accepted);
    expect(withCookie.headers['set-cookie']).toBeUndefined();

    const fresh = await check(listing.slug);
    expect(fresh.body).toEqual({ accepted: false, version: null, current_version: 1 });

    const viaLink = await check(listing.slug, undefined, `?access=${linkToken}`);
    expect(viaLink.body).toEqual(accepted);
    const set = cookieOf(viaLink)!;
    expect(set).toMatchObject({ name: `listing_access_${listing.slug}`, value: linkToken });
    expect(set.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Secure', 'Path=/']));
    // That browser now returns without the link.
    expect((await check(listing.slug, `other=1; ${set.name}=${set.value}`)).body).toEqual(accepted);

    const found = await visitorAccess(t.database, listing.slug, linkToken);
    expect(found).toMatchObject({ version: 1 });
    expect(found!.entity_id).not.toBeNull();
  });

  it('asks again after a new agreement version, keeping the old acceptance', async () => {
    const listing = await published();
    const first = await accept(listing.slug);
    const changed = await t.call('PUT', `/api/v1/listings/${listing.id}`, {
      agreement: { en: 'Keep it secret, version two.', fr: 'Gardez-le secret, version deux.' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.agreement.version).toBe(2);

    const stale = { accepted: false, version: 1, current_version: 2 };
    expect((await check(listing.slug, first.cookie)).body).toEqual(stale);
    const staleLink = await check(listing.slug, undefined, `?access=${first.linkToken}`);
    expect(staleLink.body).toEqual(stale);
    expect(staleLink.headers['set-cookie']).toBeUndefined();
    expect(await visitorAccess(t.database, listing.slug, first.token)).toBeNull();

    const again = await accept(listing.slug, { ...first.body });
    expect((await check(listing.slug, again.cookie)).body).toEqual({
      accepted: true,
      version: 2,
      current_version: 2,
    });
    expect(header(smtp.received.find((m) => m.to[0] === STAFF)!.raw, 'Subject')).toContain('(version 2)');
    const rows = await acceptances(listing.id);
    expect(rows.map((r) => r.agreement_version)).toEqual([1, 2]);
    // The second time the visitor's email is stored (their lead's): only proposed to staff.
    expect(rows[1]!.entity_id).toBeNull();
    expect((await check(listing.slug, first.cookie)).body).toEqual({
      accepted: false,
      version: 1,
      current_version: 2,
    });
  });

  it('keeps the acceptances: a listing once accepted cannot be deleted, only archived', async () => {
    const listing = await published();
    await accept(listing.slug);
    const res = await t.call('DELETE', `/api/v1/listings/${listing.id}`);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'Visitors accepted this listing’s agreement: archive it instead, to keep their acceptances',
    );
    expect(await acceptances(listing.id)).toHaveLength(1);
    expect((await t.call('GET', `/api/v1/listings/${listing.id}/complete`)).status).toBe(200);
  });

  it('does not let in a forged token or another listing’s', async () => {
    const listing = await published();
    const other = await published();
    const mine = await accept(listing.slug);
    const none = { accepted: false, version: null, current_version: 1 };
    expect((await check(other.slug, undefined, `?access=${mine.token}`)).body).toEqual(none);
    expect((await check(other.slug, `listing_access_${other.slug}=${mine.token}`)).body).toEqual(none);
    // Its own cookie name on another listing's path is not that listing's either.
    expect((await check(other.slug, mine.cookie)).body).toEqual(none);
    expect((await check(listing.slug, undefined, `?access=${'x'.repeat(5000)}`)).body).toEqual(none);
    const forged = 'A'.repeat(43);
    const res = await check(listing.slug, `listing_access_${listing.slug}=${forged}`, `?access=${forged}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(none);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await visitorAccess(t.database, other.slug, mine.token)).toBeNull();
    expect(await visitorAccess(t.database, listing.slug, forged)).toBeNull();
    expect(await visitorAccess(t.database, listing.slug, null)).toBeNull();
  });

  it('answers 404 on both routes for a draft, archived or unknown listing, and writes and sends nothing', async () => {
    const draft = await createListing(t);
    const archived = await published();
    const { token } = await accept(archived.slug);
    expect((await t.call('PUT', `/api/v1/listings/${archived.id}`, { status: 'archived' })).status).toBe(200);
    smtp.received.length = 0;
    const before = await totals();
    for (const slug of [draft.slug, archived.slug, 'no-such-listing', 'Bad..Slug']) {
      const posted = await visit(t, 'POST', access(slug), form());
      expect(posted.status, slug).toBe(404);
      expect(posted.body.error.message).toBe('Could not find listing');
      expect(posted.headers['set-cookie']).toBeUndefined();
      const read = await check(slug, undefined, `?access=${token}`);
      expect(read.status, slug).toBe(404);
    }
    expect(await visitorAccess(t.database, archived.slug, token)).toBeNull();
    expect(await totals()).toEqual(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('changes nothing of a stored contact whose email or number the visitor types', async () => {
    const listing = await published();
    const jane = await createEntity(t, { name: 'Jane Stored', company_name: 'Stored Inc', investor: true });
    const email = `jane.stored.${dialect}@doe.test`;
    const number = dialect === 'sqlite' ? '+15147008801' : '+15147008802';
    await t.call('POST', '/api/v1/emails', { email, default_type: 'WORK' });
    await t.call('POST', '/api/v1/numbers', { phone_number: number, default_type: 'MOBILE' });
    await link(t, 'entities_emails', { entity_id: jane.uuid, email, type: 'WORK' });
    await link(t, 'entities_numbers', { entity_id: jane.uuid, phone_number: number, type: 'MOBILE' });
    const snapshot = async () => ({
      contact: (await t.call('GET', `/api/v1/entities/${jane.uuid}/complete`)).body,
      history: (await t.call('GET', `/api/v1/entities/${jane.uuid}/history?limit=100`)).body,
      email: (await t.call('GET', `/api/v1/emails/${encodeURIComponent(email)}/complete`)).body,
      number: (await t.call('GET', `/api/v1/numbers/${encodeURIComponent(number)}/complete`)).body,
      entities: await rowCount(t, 'entities'),
    });
    const before = await snapshot();
    const tokens: string[] = [];
    for (const typed of [
      { email: email.toUpperCase() },
      { number: `(514) 700-${number.slice(-4)}`, email: '' },
    ]) {
      const body = form({ name: 'Someone Else', type: 'Agent', ...typed });
      const res = await visit(t, 'POST', access(listing.slug), body);
      expect(res.status).toBe(201);
      tokens.push(cookieOf(res)!.value);
    }
    expect(await snapshot()).toEqual(before);
    const rows = await acceptances(listing.id);
    expect(rows.map((r) => [r.name, r.entity_id])).toEqual([
      ['Someone Else', null],
      ['Someone Else', null],
    ]);
    for (const row of rows) {
      const item = await db()
        .selectFrom('inbox_items')
        .select(['entity_id', 'name'])
        .where('id', '=', Number(row.inbox_item_id))
        .executeTakeFirstOrThrow();
      expect(item).toEqual({ entity_id: null, name: 'Someone Else' });
    }
    // Staff link the first request to her: its acceptance follows, so the deal room knows her.
    expect(await visitorAccess(t.database, listing.slug, tokens[0])).toMatchObject({ entity_id: null });
    const linked = await t.call('PUT', `/api/v1/inbox/${rows[0]!.inbox_item_id}`, { entity_id: jane.uuid });
    expect(linked.status).toBe(200);
    expect(await visitorAccess(t.database, listing.slug, tokens[0])).toEqual({
      acceptance_id: rows[0]!.id,
      entity_id: jane.uuid,
      version: 1,
    });
    expect((await acceptances(listing.id)).map((r) => r.entity_id)).toEqual([jane.uuid, null]);
  });

  it('gives the showcase’s messages for a bad form, refuses another language, and writes and sends nothing', async () => {
    const listing = await published();
    const before = await totals();
    const either = 'You must provide a number or an email';
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ type: '' }, { type: 'Please select a type' }],
      [{ name: ' ' }, { name: 'Please enter a name' }],
      [{ email: 'marie@' }, { email: 'Enter a valid email' }],
      [{ number: '514-399' }, { number: 'Enter a valid number' }],
      [{ agree: false }, { agree: 'You must agree to the terms' }],
      [
        { email: '', number: '' },
        { email: either, number: either },
      ],
      [{ lang: 'de' }, { lang: 'Choose English or French' }],
      [{ sunset: true }, { sunset: 'Unknown field' }],
    ];
    for (const [over, fields] of cases) {
      const res = await visit(t, 'POST', access(listing.slug), form(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields, JSON.stringify(over)).toEqual(fields);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    for (const body of ['[]', 'null', '{'])
      expect((await visit(t, 'POST', access(listing.slug), body)).status).toBe(400);
    expect(await totals()).toEqual(before);
    expect(smtp.received).toHaveLength(0);
  });

  it('answers a filled honeypot like a success: nothing stored, no mail, no cookie', async () => {
    const listing = await published();
    const before = await totals();
    const res = await visit(t, 'POST', access(listing.slug), form({ website: 'https://spam.test' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await totals()).toEqual(before);
    expect(smtp.received).toHaveLength(0);
  });
});

describe.each(DIALECTS)('listing access with the mail server down on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
  });
  afterAll(() => t?.close());

  it('keeps the acceptance and lets the visitor in by the cookie', async () => {
    const listing = await createListing(t, { status: 'published' });
    const res = await visit(t, 'POST', access(listing.slug), form());
    expect(res.status).toBe(201);
    const set = cookieOf(res)!;
    const back = await visit(t, 'GET', access(listing.slug), undefined, {
      cookie: `${set.name}=${set.value}`,
    });
    expect(back.body).toEqual({ accepted: true, version: 1, current_version: 1 });
    expect(await rowCount(t, 'listing_acceptances')).toBe(1);
  });
});

// What the public routes share: per-address rate limits (PUBLIC_FORM_LIMIT, TRUST_PROXY) that
// leave the api-key routes alone, and their OpenAPI description (tag public, no api-key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRateLimit } from '../../config.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { visit } from '../../test/visitor.js';

const CONTACT = '/api/v1/public/contact';
const PAGE = '/api/v1/public/showcases/426sunset';
const ACCESS = `${PAGE}/access`;
const MESSAGE = { sender: 'Ann', email: 'ann@example.com', subject: 'Hi', body: 'Hello' };
const LEAD = { type: 'Buyer', name: 'Ann', email: 'ann@example.com', agree: true };
const RATE_LIMITED = {
  error: { code: 'rate_limited', message: 'Too many requests. Try again later.', key: 'err.rateLimited' },
};

describe('PUBLIC_FORM_LIMIT', () => {
  it('reads a count, per 10 minutes unless a window is given', () => {
    expect(parseRateLimit(undefined)).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit('')).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit('8')).toEqual({ max: 8, windowMs: 600_000 });
    expect(parseRateLimit('20/1h')).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(parseRateLimit(' 3 / 30s ')).toEqual({ max: 3, windowMs: 30_000 });
    for (const bad of ['0', 'five', '5/10', '5/0m', '-1', '5/10d'])
      expect(() => parseRateLimit(bad), bad).toThrow(/PUBLIC_FORM_LIMIT/);
  });
});

describe.each(DIALECTS)('public rate limits on %s', (dialect) => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    const publicFormLimit = { max: 2, windowMs: 60_000 };
    t = await createTestApp(dialect, { publicFormLimit, smtpUrl: undefined });
    proxied = await createTestApp(dialect, { publicFormLimit, smtpUrl: undefined, trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it('answers 429 in the error shape once an address has used its POSTs, per route', async () => {
    for (let i = 0; i < 2; i++) expect((await visit(t, 'POST', CONTACT, MESSAGE)).status).toBe(201);
    const over = await visit(t, 'POST', CONTACT, MESSAGE);
    expect(over.status).toBe(429);
    expect(over.body).toEqual(RATE_LIMITED);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Refused before anything is read or stored.
    const messages = await t.database.db.selectFrom('messages').select('id').execute();
    expect(messages).toHaveLength(2);
    // Nor acknowledged: the visitor got one acknowledgement per message stored.
    const acks = await t.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'ann@example.com')
      .execute();
    expect(acks).toHaveLength(2);

    // The access form keeps its own count.
    for (let i = 0; i < 2; i++) expect((await visit(t, 'POST', ACCESS, LEAD)).status).toBe(201);
    expect((await visit(t, 'POST', ACCESS, LEAD)).body).toEqual(RATE_LIMITED);
  });

  it('lets the page be read 20 times as often', async () => {
    for (let i = 0; i < 40; i++) expect((await visit(t, 'GET', PAGE)).status, `read ${i + 1}`).toBe(200);
    const over = await visit(t, 'GET', PAGE);
    expect(over.status).toBe(429);
    expect(over.body).toEqual(RATE_LIMITED);
  });

  it('never limits the api-key routes', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.call('GET', '/api/v1/entities/count');
      expect(res.status).toBe(200);
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/entities/count' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('counts by X-Forwarded-For only with TRUST_PROXY', async () => {
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    for (let i = 0; i < 2; i++)
      expect((await visit(proxied, 'POST', CONTACT, MESSAGE, from('203.0.113.7'))).status).toBe(201);
    expect((await visit(proxied, 'POST', CONTACT, MESSAGE, from('203.0.113.7'))).status).toBe(429);
    expect((await visit(proxied, 'POST', CONTACT, MESSAGE, from('203.0.113.8'))).status).toBe(201);
    expect((await visit(proxied, 'POST', ACCESS, LEAD, from('198.51.100.4'))).status).toBe(201);
    const [row] = await proxied.database.db.selectFrom('nda_acceptances').select('ip').execute();
    expect(row!.ip).toBe('198.51.100.4');

    // Without TRUST_PROXY the header is ignored: the first app's address is already over its limit.
    expect((await visit(t, 'POST', CONTACT, MESSAGE, from('203.0.113.9'))).status).toBe(429);
  });
});

describe.each(DIALECTS)('public routes in OpenAPI on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('lists them under the public tag, with their schemas and no api-key', async () => {
    const doc = (await visit(t, 'GET', '/api/docs/json')).body;
    const contact = doc.paths['/api/v1/public/contact'].post;
    const page = doc.paths['/api/v1/public/showcases/{slug}'].get;
    const access = doc.paths['/api/v1/public/showcases/{slug}/access'].post;
    for (const op of [contact, page, access]) {
      expect(op.tags).toEqual(['public']);
      expect(op.security).toEqual([]);
      expect(op.responses['401']).toBeUndefined();
      expect(op.responses['429']).toBeDefined();
    }
    expect(Object.keys(contact.requestBody.content['application/json'].schema.properties)).toEqual([
      'sender',
      'email',
      'subject',
      'body',
      'phone',
      'role',
      'lang',
      'website',
    ]);
    // The spec's own client sends only these (issue 28's phone, "I am" and language are optional).
    expect(contact.requestBody.content['application/json'].schema.required).toEqual([
      'sender',
      'email',
      'subject',
      'body',
    ]);
    expect(Object.keys(access.requestBody.content['application/json'].schema.properties)).toEqual([
      'type',
      'name',
      'company',
      'email',
      'emailType',
      'number',
      'numberType',
      'agree',
      'website',
    ]);
    expect(page.parameters).toEqual([expect.objectContaining({ name: 'slug', in: 'path', required: true })]);
    expect(page.responses['200'].content['application/json'].schema.properties.sections).toBeDefined();
    expect(doc.paths['/api/v1/entities/count'].get.security).toBeUndefined();
  });
});

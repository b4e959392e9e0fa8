// Issue 15: authorization on every route, enumerated from the OpenAPI document the API serves (not a
// hand list). Every documented operation is protected unless listed in PUBLIC_OPERATIONS with its
// reason; every registered route is documented unless listed in UNDOCUMENTED_ROUTES with its reason.
// So a new route fails here until it is either refused to callers without staff access or
// deliberately opened. ADR 0023.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../test/auth.js';
import { clientAccount } from '../test/clients.js';
import { createAddress, createEmail, createEntity, createNumber, link } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import {
  documentedOperations,
  fillPath,
  type JsonSchema,
  type Operation,
  templateOf,
} from '../test/openapi.js';

/** Documented operations open to anyone, and why. The document marks exactly these `security: []`. */
const PUBLIC_OPERATIONS: Record<string, string> = {
  'POST /api/v1/public/contact': "the website's contact form: visitors have no account",
  'GET /api/v1/public/showcases/{slug}': 'a showcase page of the public website',
  'POST /api/v1/public/showcases/{slug}/access':
    "a showcase's NDA form: visitors leave their details to read it",
  'GET /api/v1/public/listings': "the public site's listings page: published listings only",
  'GET /api/v1/public/listings/{slug}': 'a published listing page of the public website',
  'POST /api/v1/public/listings/{slug}/access':
    "a listing's agreement form: visitors leave their details to read what it protects",
  'GET /api/v1/public/listings/{slug}/access':
    'a returning visitor, by their cookie or emailed link, skips the agreement they accepted',
  'GET /api/v1/public/listings/{slug}/photos/{photo_id}/{width}.{format}':
    "a published listing's photo: the page's <img> tags load it without a credential",
  'GET /api/v1/public/listings/{slug}/documents':
    "a listing's deal room as the visitor sees it: their level comes from their link or cookie, not an account",
  'GET /api/v1/public/listings/{slug}/documents/{docId}':
    'a deal-room document, served only when the visitor’s link or cookie proves the level it needs',
  'GET /api/v1/public/auth-config':
    'the login page asks whether Google sign-in is offered, before any sign-in',
  'GET /api/v1/public/client-invites/{token}':
    'an invited contact opens the mailed link before having an account: the token is the credential',
  'POST /api/v1/public/client-invites/{token}':
    'the invited contact sets the password of the account the link creates: the token is the credential',
};

/** Registered routes outside the document, and why. */
const UNDOCUMENTED_ROUTES: Record<string, string> = {
  'GET /api/auth/*':
    "Better Auth's own endpoints (sign-in, sign-up, sessions, admin): they authenticate the caller " +
    'themselves and are tested in features/identity',
  'POST /api/auth/*': 'the same, for its writes',
  'GET /api/docs': 'the OpenAPI UI, public like the document it shows',
  'GET /api/docs/json': 'the OpenAPI document itself (this test reads it anonymously)',
  'GET /api/docs/yaml': 'the same document as YAML',
  'GET /api/docs/static/*': "the UI's scripts and styles",
  'GET /api/docs/static/index.html': "the UI's page",
  'GET /api/docs/static/swagger-initializer.js': "the UI's start-up script",
  'GET /robots.txt': 'for search engines',
  'GET /sitemap.xml': 'for search engines: lists only public pages',
};

/** Every protected operation gets one of these, and each is tried on many operations. */
const WRONG_KEYS = [
  'not-the-key',
  `${API_KEY}x`,
  API_KEY.slice(0, -1),
  API_KEY.toUpperCase(),
  ` ${API_KEY}`,
  'a'.repeat(4096),
];

/** Values a client would send, for path parameters: real records, so each call reaches its route. */
interface Samples {
  entity: string;
  entity2: string;
  address: string;
  email: string;
  number: string;
  inboxItem: number;
}

function pathValue(samples: Samples, op: Operation) {
  return (name: string, schema: JsonSchema): string => {
    if (schema.enum) return String(schema.enum[0]);
    if (name === 'id') {
      if (schema.type === 'integer') return String(samples.inboxItem);
      return op.path.startsWith('/api/v1/addresses') ? samples.address : samples.entity;
    }
    const byName: Record<string, string> = {
      entity_id: samples.entity,
      entity_id2: samples.entity2,
      address_id: samples.address,
      email: samples.email,
      number: samples.number,
      phone_number: samples.number,
      slug: '426sunset',
      photo_id: '01890a5d-ac96-774b-bcce-b302099a8057',
      width: '960',
      format: 'webp',
      year: '2025',
      address: '1 Queen Street West, Toronto, ON M5H 2N2',
      // A listing document's id: any UUID (the route answers 404 past the credential).
      docId: samples.entity,
      // An update's attachment: any UUID (the client route answers its wall's 403).
      fileId: samples.entity,
      // A client invitation's token (public): any text (the route answers 404).
      token: 'no-such-invitation-token',
    };
    const value = byName[name];
    if (value === undefined) throw new Error(`${op.name}: no sample for path parameter ${name}`);
    return value;
  };
}

describe.each(DIALECTS)('authorization of every documented operation (%s)', (dialect) => {
  let t: TestApp;
  let operations: Operation[];
  let userCookie: string;
  let samples: Samples;
  const url = (op: Operation) => fillPath(op.path, pathValue(samples, op), op);
  // A body of the right kind where the operation takes one: the credential is checked before it is read.
  const bodyOf = (op: Operation) => (op.requestBody?.content['application/json'] ? {} : undefined);
  const send = (op: Operation, headers: Record<string, string>, cookie?: string) =>
    call(t, op.method as InjectOptions['method'], url(op), bodyOf(op), {
      headers,
      ...(cookie ? { cookie } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(dialect);
    operations = await documentedOperations(t.app);
    userCookie = (await userWithRole(t, 'user@example.com', 'user')).cookie;
    const [entity, entity2, address, email, number] = await Promise.all([
      createEntity(t),
      createEntity(t),
      createAddress(t),
      createEmail(t),
      createNumber(t),
    ]);
    await link(t, 'entities_emails', { entity_id: entity.uuid, email: email.email, type: 'WORK' });
    const form = await call(t, 'POST', '/api/v1/public/contact', {
      sender: 'Ada Visitor',
      email: 'ada@example.com',
      subject: 'Hello',
      body: 'A question',
    });
    expect(form.status).toBe(201);
    const inbox = await t.call('GET', '/api/v1/inbox');
    samples = {
      entity: entity.uuid,
      entity2: entity2.uuid,
      address: address.uuid,
      email: email.email,
      number: number.phone_number,
      inboxItem: inbox.body.data[0].id,
    };
  });
  afterAll(() => t?.close());

  /** Client routes (issue 29): a client's session only, never an api key or staff. */
  const isClientOp = (op: Operation) =>
    Array.isArray(op.security) && op.security.some((s) => Object.hasOwn(s as object, 'clientSession'));
  const protectedOps = () => operations.filter((op) => !(op.name in PUBLIC_OPERATIONS));
  const staffOps = () => protectedOps().filter((op) => !isClientOp(op));

  it('documents every registered route, or lists why not', () => {
    const documented = new Set(operations.map((op) => op.name));
    const missing = t.app.routeTable
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${templateOf(r.url)}`)
      .filter((name) => !documented.has(name) && !(name in UNDOCUMENTED_ROUTES));
    expect(missing, 'routes neither in the OpenAPI document nor in UNDOCUMENTED_ROUTES').toEqual([]);
    expect(protectedOps().length).toBeGreaterThan(60);
  });

  it('lists no exception that no longer exists', () => {
    const registered = new Set(t.app.routeTable.map((r) => `${r.method} ${templateOf(r.url)}`));
    expect(Object.keys(UNDOCUMENTED_ROUTES).filter((name) => !registered.has(name))).toEqual([]);
    const documented = new Set(operations.map((op) => op.name));
    expect(Object.keys(PUBLIC_OPERATIONS).filter((name) => !documented.has(name))).toEqual([]);
  });

  it('marks exactly the public operations as needing no credential, and documents 401 and 403 on the others', () => {
    const open = operations.filter((op) => Array.isArray(op.security) && op.security.length === 0);
    expect(open.map((op) => op.name).sort()).toEqual(Object.keys(PUBLIC_OPERATIONS).sort());
    for (const op of protectedOps()) {
      const responses = Object.keys((op as { responses?: object }).responses ?? {});
      expect(responses, op.name).toEqual(expect.arrayContaining(['401', '403']));
    }
  });

  it('answers 401 to an anonymous caller on every protected operation', async () => {
    for (const op of protectedOps()) {
      const res = await send(op, {});
      expect([res.status, res.body?.error?.code], `${op.name} → ${url(op)}`).toEqual([401, 'unauthorized']);
    }
  });

  it('answers 401 to a wrong api key on every protected operation', async () => {
    for (const [i, op] of protectedOps().entries()) {
      const key = WRONG_KEYS[i % WRONG_KEYS.length]!;
      const res = await send(op, { 'api-key': key });
      expect([res.status, res.body?.error?.code], `${op.name} with api-key ${key.slice(0, 30)}`).toEqual([
        401,
        'unauthorized',
      ]);
      // The key is read from its header only: another header or the query string does not count.
      const elsewhere = await call(
        t,
        op.method as InjectOptions['method'],
        `${url(op)}${url(op).includes('?') ? '&' : '?'}api-key=${API_KEY}`,
        bodyOf(op),
        { headers: { authorization: `Bearer ${API_KEY}`, 'x-api-key': API_KEY } },
      );
      expect(elsewhere.status, `${op.name} with the key outside its header`).toBe(401);
    }
  });

  it('answers 403 to a signed-in user without staff access on every protected operation', async () => {
    for (const op of staffOps()) {
      const res = await send(op, {}, userCookie);
      expect([res.status, res.body?.error], `${op.name} → ${url(op)}`).toEqual([
        403,
        {
          code: 'forbidden',
          message: 'Your account is waiting for an administrator to grant staff access',
          key: 'err.forbidden',
        },
      ]);
    }
  });

  // Fastify answers HEAD on every GET route (the document lists only the GET): the same refusals.
  it('answers HEAD on every protected GET as its GET: 401 anonymous or with a wrong key, 403 without staff access', async () => {
    const gets = staffOps().filter((op) => op.method === 'GET');
    expect(gets.length).toBeGreaterThan(20);
    const head = (op: Operation, headers: Record<string, string>, cookie?: string) =>
      call(t, 'HEAD', url(op), undefined, { headers, ...(cookie ? { cookie } : {}) });
    for (const [i, op] of gets.entries()) {
      const where = `HEAD ${url(op)}`;
      const key = WRONG_KEYS[i % WRONG_KEYS.length]!;
      expect((await head(op, {})).status, `${where} anonymous`).toBe(401);
      expect((await head(op, { 'api-key': key })).status, `${where} api-key ${key.slice(0, 30)}`).toBe(401);
      expect((await head(op, {}, userCookie)).status, `${where} without staff access`).toBe(403);
      // The refusals came from the credential: the key itself gets through.
      expect([401, 403], `${where} with the key`).not.toContain(
        (await head(op, { 'api-key': API_KEY })).status,
      );
    }
  });

  it('lets the api key reach every operation with these sample URLs (the refusals above came from the route)', async () => {
    for (const op of operations.filter((o) => !isClientOp(o))) {
      const res = await send(op, { 'api-key': API_KEY });
      expect([401, 403], `${op.name} → ${url(op)}: ${res.status}`).not.toContain(res.status);
      // A record's 404 names the record; the router's own (no such route) is err.notFound.
      expect(res.body?.error?.key, `${op.name} → ${url(op)} matched no route`).not.toBe('err.notFound');
    }
  });

  it('keeps the client operations to clients: 403 to a user not tied to a contact and to staff, 401 to any api key', async () => {
    const clientOps = protectedOps().filter(isClientOp);
    expect(clientOps.length).toBeGreaterThan(0);
    const staff = await userWithRole(t, `staff-${dialect}@example.com`, 'staff');
    const client = await clientAccount(t, `client-${dialect}@example.com`, samples.entity);
    for (const op of clientOps) {
      const pending = await send(op, {}, userCookie);
      expect([pending.status, pending.body?.error?.key], `${op.name} not tied`).toEqual([
        403,
        'client.err.pending',
      ]);
      expect((await send(op, {}, staff.cookie)).status, `${op.name} as staff`).toBe(403);
      expect((await send(op, { 'api-key': API_KEY })).status, `${op.name} with the api key`).toBe(401);
      const reached = await send(op, {}, client.cookie);
      // A record that is not the client's (the sample ids are nobody's) is the wall's own 403.
      if (reached.status === 403) expect(reached.body?.error?.key, op.name).toBe('client.err.notYours');
      else expect(reached.status, `${op.name} as a client`).not.toBe(401);
      expect(reached.body?.error?.key, `${op.name} matched no route`).not.toBe('err.notFound');
    }
  });

  it('keeps the public operations open to anonymous callers', async () => {
    for (const op of operations.filter((o) => o.name in PUBLIC_OPERATIONS)) {
      const res = await send(op, {});
      expect([401, 403], `${op.name}: ${res.status}`).not.toContain(res.status);
    }
  });
});

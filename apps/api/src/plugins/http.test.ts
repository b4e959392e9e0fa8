// HTTP behaviour shared by every /api/v1 route, on both databases: access control, body parsing
// errors, the error shape, OpenAPI, request ids, security headers, and no 500 for any bad input.
import { ErrorBody, isMessageKey, messageText } from '@crm/shared';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const crud = (base: string, key: string) =>
  `GET ${base}/count|GET ${base}/{${key}}/complete|POST ${base}/|PUT ${base}/{${key}}|GET ${base}/query`;
const link = (base: string, a: string, b: string) =>
  `POST ${base}/|PUT ${base}/{${a}}/{${b}}|DELETE ${base}/{${a}}/{${b}}`;
/** Every call of spec section 7 except /addresses/places* and /ext/all/validate. */
const ROUTES = [
  crud('/addresses', 'address'),
  crud('/emails', 'email'),
  crud('/entities', 'entity'),
  'PUT /entities/reset|POST /entities/create_or_update',
  crud('/numbers', 'number'),
  link('/addresses_entities', 'address', 'entity'),
  link('/entities_emails', 'entity', 'email'),
  link('/entities_entities', 'entity', 'entity2'),
  link('/entities_numbers', 'entity', 'number'),
  'POST /ext/send|POST /ext/receive',
]
  .flatMap((group) => group.split('|'))
  .map((r) => r.split(' ') as [Method, string]);
const WITH_BODY = ROUTES.filter(([m, p]) => (m === 'POST' || m === 'PUT') && p !== '/entities/reset');
// Compared without parameter names or a trailing slash (POST /emails/ and /emails are one call).
const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}').replace(/\/$/, '');
/** The route's url with each {param} replaced by `value(param)`. */
const fill = (path: string, value: (param: string) => string) =>
  `/api/v1${path.replace(/\{([^}]+)\}/g, (_, p: string) => value(p))}`;
const SOME_UUID = '0190a000-0000-7000-8000-0000000000aa';

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: { type: string; properties: object } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

/** The answer is an error in the one shape: `{ error: { code, message, key, fields?, field_keys? } }`,
 * each message the catalogue's text of its key. */
function expectError(res: LightMyRequestResponse, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(ErrorBody.strict().safeParse(body).success, res.body).toBe(true);
  if (code) expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(isMessageKey(body.error.key), res.body).toBe(true);
  expect(body.error.message).toBe(messageText(body.error.key));
  expect(Object.keys(body.error.field_keys ?? {}), res.body).toEqual(Object.keys(body.error.fields ?? {}));
  for (const [path, key] of Object.entries<string>(body.error.field_keys ?? {})) {
    expect(isMessageKey(key), res.body).toBe(true);
    expect(body.error.fields[path]).toBe(messageText(key));
  }
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

describe.each(DIALECTS)('HTTP behaviour on %s', (dialect) => {
  let t: TestApp;
  const inject = (o: InjectOptions) => t.app.inject(o);
  const auth = { 'api-key': API_KEY };
  const json = (method: Method, url: string, payload: string, headers: Record<string, string> = {}) =>
    inject({ method, url, payload, headers: { ...auth, 'content-type': 'application/json', ...headers } });
  const countOf = async (kind: string) => (await t.call('GET', `/api/v1/${kind}/count`)).body as number;
  const anyUrl = (path: string) => fill(path, () => SOME_UUID);
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists the 36 calls of spec section 7', () => {
    expect(new Set(ROUTES.map((r) => r.join(' '))).size).toBe(36);
  });

  it('answers 401 on every route without a key or with a wrong one, and writes nothing', async () => {
    const keys = ['wrong', API_KEY.toUpperCase(), `${API_KEY}x`, API_KEY.slice(1), ''];
    const wrong = [{}, ...keys.map((k) => ({ 'api-key': k }))];
    const payload = { name: 'Sneaky Person', email: 'sneak@y.co', address: '1 Sneak St' };
    for (const [method, path] of ROUTES) {
      for (const headers of wrong) {
        const withBody = method === 'POST' || method === 'PUT' ? { payload } : {};
        const error = expectError(
          await inject({ method, url: anyUrl(path), headers, ...withBody }),
          401,
          'unauthorized',
        );
        expect(error.message).toBe('A valid api-key header or a staff session is required');
      }
    }
    const headers = { 'content-type': 'application/json' };
    const big = await inject({
      method: 'POST',
      url: '/api/v1/entities',
      headers,
      payload: 'x'.repeat(2_000_000),
    });
    expectError(big, 401, 'unauthorized');
    expectError(await inject({ method: 'GET', url: `/api/v1/entities/count?api-key=${API_KEY}` }), 401);
    for (const kind of ['entities', 'emails', 'numbers', 'addresses']) expect(await countOf(kind)).toBe(0);
  });

  it('answers 400 bad_request to malformed JSON on every route with a body', async () => {
    for (const [method, path] of WITH_BODY) {
      // An empty body is no body (json-body.test.ts).
      for (const payload of ['{"name": ', '{name: "x"}', "{'a':1}", '{"a":1}}', ' ']) {
        const error = expectError(await json(method, anyUrl(path), payload), 400, 'bad_request');
        expect(error.message).toBe('The request body is not valid JSON');
      }
    }
  });

  it('answers 413 to a body over 1 MB and 415 to a body that is not JSON, writing nothing', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_048_577) });
    const types = [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ];
    for (const [method, path] of WITH_BODY) {
      const url = anyUrl(path);
      const tooLarge = expectError(await json(method, url, big), 413, 'payload_too_large');
      expect(tooLarge.message).toBe('The request body is larger than 1 MB');
      for (const type of types) {
        const res = await json(method, url, '{"name":"Plain Text"}', { 'content-type': type });
        expect(expectError(res, 415, 'unsupported_media_type').message).toBe(
          'Send the request body as application/json',
        );
      }
      expectError(await inject({ method, url, headers: auth, payload: '{"name":"No Type"}' }), 415);
    }
    expect(await countOf('entities')).toBe(0);
  });

  it('answers a JSON 404 for unknown /api paths and methods', async () => {
    const unknown = `GET /api/v1/nothing|GET /api/nothing|GET /api/v2/entities/count|GET /api/v1/emails/a/b/c
      |DELETE /api/v1/emails/count|PATCH /api/v1/entities/x|POST /api/v1/addresses_entities/a/b`;
    for (const [method, url] of unknown.split('|').map((u) => u.trim().split(' ') as ['GET', string])) {
      expect(expectError(await inject({ method, url, headers: auth }), 404, 'not_found').message).toBe(
        'Not found',
      );
    }
  });

  it('documents every route in OpenAPI with its schemas, and serves the docs UI', async () => {
    const res = await inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.components.securitySchemes.apiKey).toEqual({ type: 'apiKey', in: 'header', name: 'api-key' });
    const paths = Object.entries<Record<string, Operation>>(doc.paths);
    // Path parameters carry the spec's names, and collections have no trailing slash.
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/emails',
        '/api/v1/emails/{email}/complete',
        '/api/v1/numbers/{number}',
        '/api/v1/addresses_entities/{address_id}/{entity_id}',
        '/api/v1/entities_entities/{entity_id}/{entity_id2}',
        '/api/v1/entities_numbers/{entity_id}/{phone_number}',
      ]),
    );
    const byShape = new Map(paths.map(([p, ops]) => [shape(p), ops]));
    for (const [method, path] of ROUTES) {
      const what = `${method} ${path}`;
      const op = byShape.get(shape(`/api/v1${path}`))?.[method.toLowerCase()];
      expect(op, what).toBeDefined();
      const params = op!.parameters ?? [];
      expect(params.filter((p) => p.in === 'path')).toHaveLength((path.match(/\{/g) ?? []).length);
      if (path.endsWith('/query'))
        expect(params.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
          expect.arrayContaining(['limit', 'offset']),
        );
      if (WITH_BODY.some(([m, p]) => m === method && p === path)) {
        const schema = op!.requestBody!.content['application/json']!.schema;
        expect(schema.type, what).toBe('object');
        expect(Object.keys(schema.properties).length).toBeGreaterThan(0);
      }
      const ok = op!.responses['200'] ?? op!.responses['201'];
      if (method === 'DELETE') expect(op!.responses['204'], what).toBeDefined();
      else expect(ok?.content?.['application/json']?.schema, what).toBeDefined();
    }
    const ui = await inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    expect(ui.body).toContain('Swagger UI');
    expect([200, 302]).toContain((await inject({ method: 'GET', url: '/api/docs' })).statusCode);
  });

  it('gives every response a request id and the security headers', async () => {
    const answers = [
      await inject({ method: 'GET', url: '/api/v1/entities/count', headers: auth }),
      await inject({ method: 'GET', url: '/api/v1/entities/count' }),
      await inject({ method: 'GET', url: '/api/v1/nothing' }),
      await json('POST', '/api/v1/entities', '{bad'),
      await json('POST', '/api/v1/entities', '{}'),
      await inject({ method: 'GET', url: '/api/docs/json' }),
    ];
    const ids = answers.map((r) => r.headers['x-request-id']);
    for (const [i, r] of answers.entries()) {
      expect(ids[i], `answer ${i}`).toMatch(/^\S+$/);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(r.headers['referrer-policy']).toBe('no-referrer');
      expect(r.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(r.headers['content-security-policy']).toContain("default-src 'self'");
      expect(r.headers['x-powered-by']).toBeUndefined();
    }
    expect(new Set(ids).size).toBe(ids.length);
    const traced = { 'x-request-id': 'trace-42.a:b' };
    const given = await inject({ method: 'GET', url: '/api/v1/entities/count', headers: traced });
    expect(given.headers['x-request-id']).toBe('trace-42.a:b');
    for (const bad of ['has spaces in it', 'x'.repeat(65), '<script>']) {
      const res = await inject({
        method: 'GET',
        url: '/api/v1/entities/count',
        headers: { 'x-request-id': bad },
      });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^\S+$/);
    }
  });

  describe('bad input never yields a 500', () => {
    const JUNK: unknown[] = [
      ...JSON.parse(String.raw`["123", 123, -1, 0.5, 1e308, "", " ", "\u0000", "é😀\u202e", true, null, [], ["a", 1],
        {}, {"nested": {"deep": [1, {"a": null}]}}, "__proto__", "constructor", "'; DROP TABLE entities; --"]`),
      'x'.repeat(5000),
    ];
    const WHOLE = `null|[]|[{}]|"text"|42|true|{"__proto__":{"polluted":true}}|{"constructor":{"a":1}}`;
    /** The records the fuzzed requests name, by route parameter. */
    const keys: Record<string, string> = { email: 'fuzz%40fuzz.test', number: '%2B15145550199' };
    const msg = { sender_receiver: 'Fuzz', subject: 's', body: 'b' };
    /** A valid body for each route with a body (the ids are filled in once the records exist). */
    const bodies: Record<string, Record<string, unknown>> = {
      'POST /addresses/': { address: '2 Fuzz St', country: 'CA', place_type: ['route'], liq_importance: 0.5 },
      'PUT /addresses/{address}': {
        locality: 'Laval',
        pct_leased: 50,
        route_confirmation_level: 'CONFIRMED',
      },
      'POST /emails/': { email: 'new@fuzz.test', default_type: 'WORK', do_not_contact: true },
      'PUT /emails/{email}': { status: 'ok', notes: 'n', default_type: 'HOME' },
      'POST /entities/': { name: 'Fuzz Gamma', n_sales: 3, pct_vacant: 10, investor: true, website: 'w' },
      'PUT /entities/{entity}': { name: 'Fuzz Alpha', revenue: 5, sunset: false },
      'POST /entities/create_or_update': {
        name: 'Lead',
        email: 'lead@fuzz.test',
        phone_number: '5145550188',
        type: 'Agent',
        email_type: 'Work',
        phone_type: 'Mobile',
      },
      'POST /numbers/': { phone_number: '(514) 555-0177', default_type: 'MOBILE' },
      'PUT /numbers/{number}': { status: 'ok', do_not_contact: false },
      'POST /addresses_entities/': { entity_id: 'entity2', address_id: 'address', role: 'HOME' },
      'PUT /addresses_entities/{address}/{entity}': { role: 'OFFICE' },
      'POST /entities_emails/': { entity_id: 'entity2', email: 'fuzz@fuzz.test', type: 'HOME' },
      'PUT /entities_emails/{entity}/{email}': { type: 'OTHER' },
      'POST /entities_entities/': { entity_id: 'entity2', entity_id2: 'entity', relationship: 'SPOUSE' },
      'PUT /entities_entities/{entity}/{entity2}': { relationship: 'SPOUSE' },
      'POST /entities_numbers/': { entity_id: 'entity2', phone_number: '5145550199', type: 'FAX' },
      'PUT /entities_numbers/{entity}/{number}': { type: 'HOME' },
      'POST /ext/send': { ...msg, to_: 'to@fuzz.test' },
      'POST /ext/receive': { ...msg, from_: 'from@fuzz.test' },
    };

    beforeAll(async () => {
      const post = async (url: string, body: unknown) => (await t.call('POST', `/api/v1${url}`, body)).body;
      keys.entity = (await post('/entities', { name: 'Fuzz Alpha' })).uuid;
      keys.entity2 = (await post('/entities', { name: 'Fuzz Beta' })).uuid;
      keys.address = (await post('/addresses', { address: '1 Fuzz Street' })).uuid;
      await post('/emails', { email: 'fuzz@fuzz.test' });
      await post('/numbers', { phone_number: '(514) 555-0199' });
      for (const body of Object.values(bodies))
        for (const field of ['entity_id', 'entity_id2', 'address_id'])
          if (field in body) body[field] = keys[body[field] as string];
      // The links the PUT routes change (the POST bodies link entity2, so they do not collide).
      const { entity, entity2, address } = keys;
      await post('/addresses_entities', { entity_id: entity, address_id: address, role: 'OWNER' });
      await post('/entities_emails', { entity_id: entity, email: 'fuzz@fuzz.test', type: 'WORK' });
      await post('/entities_entities', { entity_id: entity, entity_id2: entity2, relationship: 'OWNER' });
      await post('/entities_numbers', { entity_id: entity, phone_number: '+15145550199', type: 'WORK' });
    });

    const expectNo500 = (res: LightMyRequestResponse, what: string) => {
      expect(res.statusCode, `${what} → ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) expectError(res, res.statusCode);
    };

    it('has a valid body for every route with a body', async () => {
      expect(Object.keys(bodies).sort()).toEqual(WITH_BODY.map((r) => r.join(' ')).sort());
      for (const [route, body] of Object.entries(bodies).filter(([r]) => r.startsWith('PUT'))) {
        const [method, path] = route.split(' ') as [Method, string];
        expect(
          (
            await json(
              method,
              fill(path, (p) => keys[p]!),
              JSON.stringify(body),
            )
          ).statusCode,
          route,
        ).toBe(200);
      }
    });

    it('with wrong types in each field of each body, and wrong whole bodies', async () => {
      for (const [route, valid] of Object.entries(bodies)) {
        const [method, path] = route.split(' ') as [Method, string];
        const url = fill(path, (p) => keys[p]!);
        for (const field of [...Object.keys(valid), 'uuid', 'n_linked_entities'])
          for (const junk of JUNK) {
            const res = await json(method, url, JSON.stringify({ ...valid, [field]: junk }));
            expectNo500(res, `${route} ${field}=${JSON.stringify(junk)?.slice(0, 40)}`);
          }
        for (const whole of WHOLE.split('|'))
          expectNo500(await json(method, url, whole), `${route} body=${whole}`);
      }
    });

    it('with junk in paths', async () => {
      const junk = `%00|..|%2e%2e%2f|${'x'.repeat(3000)}|%F0%9F%98%80|%25|%20|null|'%20OR%201=1--|%E0%A4%A|+1|a%40b%40c`;
      const body = '{"role":"HOME","type":"WORK","relationship":"OWNER","status":"x"}';
      for (const [method, path] of ROUTES.filter(([, p]) => p.includes('{')))
        for (const value of junk.split('|')) {
          const put = method === 'PUT';
          const headers = { ...auth, ...(put ? { 'content-type': 'application/json' } : {}) };
          const res = await inject({
            method,
            url: fill(path, () => value),
            headers,
            ...(put ? { payload: body } : {}),
          });
          expectNo500(res, `${method} ${path} with ${value.slice(0, 20)}`);
        }
    });

    it('with junk in query strings', async () => {
      const text = ['name', 'email', 'domain', 'phone_number', 'address', 'city', 'postal_code', 'country'];
      const values = `%00|${'x'.repeat(300)}|%25%5F%5C|%E0%A4%A|%2B%2B%2B|'%22|Mars|%20%20`.split('|');
      const counts =
        `limit=abc|limit=-1|limit=1e99|limit=1&limit=2|offset=99999999|offset=1.5|min_entities=1.5
        |min_entities=abc|min_addresses=-3|min_emails=1e400|email[]=a|foo=bar`.split(/\s*\|/);
      const queries = [...values.map((v) => text.map((p) => `${p}=${v}`).join('&')), ...counts];
      for (const [, path] of ROUTES.filter(([, p]) => p.endsWith('/query')))
        for (const q of queries) {
          const res = await inject({ method: 'GET', url: `/api/v1${path}?${q}`, headers: auth });
          expectNo500(res, `${path}?${q.slice(0, 60)}`);
        }
    });
  });
});

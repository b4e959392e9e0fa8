// An empty body sent as application/json is no body (plugins/json-body.ts), on both databases:
// routes without a body run, routes that need one answer their own 400, never "not valid JSON"
// and never a 500; Fastify's secure parsing still refuses prototype poisoning.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../test/auth.js';
import { createEmail, createEntity, link } from '../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

const JSON_HEADERS = { 'api-key': API_KEY, 'content-type': 'application/json' };
const SOME_UUID = '0190a000-0000-7000-8000-0000000000aa';

interface Operation {
  parameters?: Array<{ in: string; name: string; schema?: { type?: string } }>;
  requestBody?: { content: Record<string, unknown> };
  security?: Array<Record<string, unknown>>;
}

describe.each(DIALECTS)('empty JSON bodies on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  /** The call with `content-type: application/json` and an empty body, as many clients send it. */
  const empty = (method: InjectOptions['method'], url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...JSON_HEADERS, ...headers }, payload: '' });
  const entityCount = async () => (await t.call('GET', '/api/v1/entities/count')).body as number;

  it('deletes a link sent with the JSON header and no body', async () => {
    const entity = await createEntity(t, { name: 'Empty Body Person' });
    await createEmail(t, { email: 'empty.body@example.com' });
    await link(t, 'entities_emails', {
      entity_id: entity.uuid,
      email: 'empty.body@example.com',
      type: 'WORK',
    });
    const res = await empty('DELETE', `/api/v1/entities_emails/${entity.uuid}/empty.body@example.com`);
    expect(res.statusCode, res.body).toBe(204);
    const after = await t.call('GET', `/api/v1/entities/${entity.uuid}/complete`);
    expect(after.body.links.emails).toEqual([]);
    expect(after.body.n_linked_emails).toBe(0);
  });

  it('runs PUT /entities/reset sent with the JSON header and no body', async () => {
    const res = await empty('PUT', '/api/v1/entities/reset');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toHaveProperty('updated');
  });

  it('answers a route that needs a body with its own 400, and creates nothing', async () => {
    const before = await entityCount();
    for (const res of [
      await empty('POST', '/api/v1/entities'),
      await t.app.inject({ method: 'POST', url: '/api/v1/entities', headers: { 'api-key': API_KEY } }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation',
        message: 'This request needs a JSON body',
        key: 'err.bodyRequired',
        fields: { body: 'This request needs a JSON body' },
        field_keys: { body: 'err.bodyRequired' },
      });
    }
    expect(await entityCount()).toBe(before);
  });

  it('never answers "not valid JSON" or a 500 to an empty body, on any route of the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/v1/')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'delete', 'patch'].includes(method)) continue;
        // A client route (issue 29) takes a client's session, never this api key: its bodies are
        // tried with one in the client routes' own tests.
        if (operation.security?.some((s) => 'clientSession' in s)) continue;
        // Well-formed path parameters (a number where one is expected), so the body is what is tried.
        const numeric = (name: string) =>
          operation.parameters?.some(
            (p) => p.in === 'path' && p.name === name && p.schema?.type === 'integer',
          );
        // A year within the figures' range (1900–2100); any other number is an id that matches none.
        const sample = (name: string) => (name === 'year' ? '2025' : numeric(name) ? '999999' : SOME_UUID);
        const url = path.replace(/\{([^}]+)\}/g, (_, name: string) => sample(name));
        const res = await empty(method.toUpperCase() as 'POST', url);
        const label = `${method} ${path}: ${res.body}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.key, label).not.toBe('err.badJson');
        if (operation.requestBody?.content['application/json']) {
          expect(res.statusCode, label).toBe(400);
          expect(res.json().error.key, label).toBe('err.bodyRequired');
        } else if (path === '/api/v1/imports') {
          // Its body is a multipart form, read by the handler: JSON of any length is not one.
          expect(res.json().error.key, label).toBe('import.err.multipart');
        } else if (
          /^\/api\/v1\/(listings\/\{id\}\/(documents|photos)|entities\/\{id\}\/documents|addresses\/\{id\}\/client-documents)$/.test(
            path,
          )
        ) {
          // Uploads to a listing or shared with clients: refused as no multipart form (415), or their
          // record not found first.
          if (res.statusCode === 415) expect(res.json().error.key, label).toMatch(/\.multipart$/);
          else expect(res.statusCode, label).toBe(404);
        } else {
          // No body to refuse: it ran (a random id is simply not found).
          expect([200, 201, 202, 204, 404], label).toContain(res.statusCode);
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(25);
  });

  it('still parses JSON securely: whitespace only, malformed and prototype-poisoned bodies are refused', async () => {
    const before = await entityCount();
    for (const payload of [
      ' ',
      '{"name": ',
      '{"__proto__": {"polluted": true}, "name": "Poisoned Person"}',
      '{"constructor": {"prototype": {"polluted": true}}, "name": "Poisoned Person"}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/entities',
        headers: JSON_HEADERS,
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'bad_request', key: 'err.badJson' });
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(await entityCount()).toBe(before);
  });

  it('signs out with the JSON header and no body (Better Auth, /api/auth)', async () => {
    const { cookie } = await signUp(t, 'empty.signout@example.com');
    expect((await call(t, 'GET', '/api/auth/get-session', undefined, { cookie })).body?.user?.email).toBe(
      'empty.signout@example.com',
    );
    const out = await call(t, 'POST', '/api/auth/sign-out', '', { cookie });
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await call(t, 'GET', '/api/auth/get-session', undefined, { cookie })).body).toBeNull();
  });

  it('answers an auth call that needs a body, sent empty, with a 4xx', async () => {
    for (const path of [
      '/api/auth/sign-in/email',
      '/api/auth/sign-up/email',
      '/api/auth/request-password-reset',
    ]) {
      const res = await call(t, 'POST', path, '');
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

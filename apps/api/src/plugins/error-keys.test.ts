// Every error answer names the message key of its text (`key`) and of each field's (`field_keys`),
// so clients translate keys instead of mapping English back; Better Auth's answers carry `key` too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, STRONG_PASSWORD, signIn, signUp } from '../test/auth.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../test/harness.js';

const MISSING = '0190a000-0000-7000-8000-0000000000aa';

describe.each(DIALECTS)('error keys on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  it('names the key of a validation error and of each refused field', async () => {
    const res = await t.call('POST', '/api/v1/entities', { name: 'Ab', colour: 'red' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'validation',
        message: 'Some fields are not valid',
        key: 'err.validation',
        fields: { name: 'Name must be longer then 3 characters', colour: 'Unknown field' },
        field_keys: { name: 'entities.val.minLen', colour: 'val.unknownField' },
      },
    });
  });

  it('gives a message zod wrote itself (a body that is not an object) the generic key', async () => {
    const res = await t.call('POST', '/api/v1/entities', ['Ann']);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'validation',
      key: 'err.validation',
      fields: { body: 'Invalid value' },
      field_keys: { body: 'val.invalid' },
    });
  });

  it('names the key of a 404, with the field a link names', async () => {
    const miss = await t.call('GET', `/api/v1/entities/${MISSING}/complete`);
    expect(miss).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Could not find contact', key: 'lookup.entity' } },
    });
    const email = (await t.call('POST', '/api/v1/emails', { email: 'keys@example.com' })).body.email;
    const link = await t.call('POST', '/api/v1/entities_emails', { entity_id: MISSING, email, type: 'WORK' });
    expect(link.status).toBe(404);
    expect(link.body.error).toEqual({
      code: 'not_found',
      message: 'Could not find contact',
      key: 'lookup.entity',
      fields: { entity_id: 'Could not find contact' },
      field_keys: { entity_id: 'lookup.entity' },
    });
    const unknown = await t.call('GET', '/api/v1/nothing');
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Not found', key: 'err.notFound' } });
  });

  it('names the key of a 409', async () => {
    expect((await t.call('POST', '/api/v1/numbers', { phone_number: '(514) 555-0142' })).status).toBe(201);
    const again = await t.call('POST', '/api/v1/numbers', { phone_number: '514-555-0142' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: {
        code: 'exists',
        message: 'This phone number already exists',
        key: 'exists.number',
        fields: { phone_number: 'This phone number already exists' },
        field_keys: { phone_number: 'exists.number' },
      },
    });
  });

  it('names the key of a 401 and of a malformed JSON body', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/entities/count' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      error: {
        code: 'unauthorized',
        message: 'A valid api-key header or a staff session is required',
        key: 'err.unauthorized',
      },
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/entities',
      headers: { 'api-key': API_KEY, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON', key: 'err.badJson' },
    });
  });

  it('names the key of a router error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/entities/${'x'.repeat(1001)}/complete`,
      headers: { 'api-key': API_KEY },
    });
    expect(res.statusCode).toBe(414);
    expect(res.json().error).toMatchObject({ code: 'bad_request', key: 'err.badUrl' });
  });

  it('adds the key to Better Auth answers: a refused sign-in and a refused sign-up body', async () => {
    await signUp(t, 'keys@example.com');
    const wrong = await signIn(t, 'keys@example.com', 'Wrong.Passw0rd');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid password.',
      key: 'auth.err.wrongPassword',
    });
    const weak = await call(t, 'POST', '/api/auth/sign-up/email', {
      email: 'weak@example.com',
      password: 'Ab1.',
      role: 'admin',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({
      code: 'WEAK_PASSWORD',
      message: 'Passwords needs to be at least 8 characters.',
      key: 'auth.val.passwordMin',
      fields: { password: 'Passwords needs to be at least 8 characters.', role: 'Unknown field' },
      field_keys: { password: 'auth.val.passwordMin', role: 'val.unknownField' },
    });
    const ok = await signIn(t, 'keys@example.com', STRONG_PASSWORD);
    expect(ok.status).toBe(200);
  });

  it('documents key and field_keys in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    // Every error answer refers to the one ErrorBody schema (plugins/openapi.ts).
    const answer = doc.paths['/api/v1/entities'].post.responses['400'].content['application/json'].schema;
    expect(answer).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    const error = doc.components.schemas.ErrorBody.properties.error;
    expect(error.required).toEqual(expect.arrayContaining(['code', 'message', 'key']));
    expect(error.required).not.toContain('field_keys');
    expect(error.properties.key.description).toMatch(/message key/i);
    expect(error.properties.field_keys.description).toMatch(/exactly when `fields` is/);
  });
});

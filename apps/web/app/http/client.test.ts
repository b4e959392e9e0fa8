import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, auth, crm } from './client';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('the HTTP client', () => {
  it('takes the message key and the field keys from a CRM API refusal', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: {
          code: 'validation',
          message: 'Invalid input',
          key: 'err.validation',
          fields: { name: 'Name is required' },
          field_keys: { name: 'entities.val.req' },
        },
      }),
    );
    const error = await crm('/entities', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      key: 'err.validation',
      fieldKeys: { name: 'entities.val.req' },
    });
  });

  it('reads Better Auth’s flat refusal and an answer without a body', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x', key: 'auth.err.wrongPassword' }),
    );
    await expect(auth('/sign-in/email', { body: {} })).rejects.toMatchObject({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      key: 'auth.err.wrongPassword',
    });
    vi.stubGlobal('fetch', answer(502, undefined));
    await expect(crm('/ext/send', { body: {} })).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      key: null,
    });
  });

  it('sends JSON to the right path with the query, and names a request that got no answer', async () => {
    const fetch = answer(200, { data: [] });
    vi.stubGlobal('fetch', fetch);
    await crm('/entities/query', { query: { name: 'Ann', limit: 10, empty: '', none: null } });
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/entities/query?name=Ann&limit=10',
      expect.objectContaining({ method: 'GET' }),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = (await crm('/entities/count').catch((e: unknown) => e)) as ApiError;
    expect(error.isNetwork).toBe(true);
  });
});

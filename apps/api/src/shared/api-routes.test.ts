// The web client types every answer from @crm/shared's API_ROUTES: this proves the map says what
// the routes answer. Every JSON route of /api/v1 is in it under its method and path, with the very
// schema objects the route declares for its success statuses; nothing else is in it.
import { API_ROUTES } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness.js';

/** Routes answering a file rather than JSON: no answer type to infer. */
const FILES = new Set([
  'GET /entities/export',
  'GET /entities/:id/export',
  'GET /addresses/export',
  'GET /emails/export',
  'GET /numbers/export',
  'GET /deals/export',
  'GET /imports/:id/errors',
  'GET /public/listings/:slug/photos/:photo_id/:width.:format',
  'GET /listings/:id/photos/:photo_id/:width.:format',
  'GET /listings/:id/documents/:docId/file',
  'GET /public/listings/:slug/documents/:docId',
  'GET /client/updates/:id/files/:fileId',
  'GET /client/documents/:id',
]);

describe('API_ROUTES', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  it('names every JSON route of /api/v1 with the schemas it answers on success', () => {
    const declared: Record<string, z.ZodType[]> = {};
    for (const route of t.app.routeTable) {
      if (!route.url.startsWith('/api/v1/') || route.method === 'HEAD') continue;
      const key = `${route.method} ${route.url.slice('/api/v1'.length)}`;
      if (FILES.has(key)) continue;
      const response = (route.schema?.response ?? {}) as Record<string, z.ZodType>;
      const success = Object.entries(response).filter(([status]) => status.startsWith('2'));
      declared[key] = [...new Set(success.map(([, schema]) => schema))];
    }
    const mapped: Record<string, readonly z.ZodType[]> = Object.fromEntries(
      Object.entries(API_ROUTES).map(([key, schema]) => [
        key,
        // A route answering one of several shapes is a union of exactly those.
        'options' in schema && Array.isArray(schema.options) ? schema.options : [schema],
      ]),
    );
    expect(Object.keys(mapped).sort()).toEqual(Object.keys(declared).sort());
    // The very objects the routes declare (identity): a lookalike schema could drift from them.
    const differing = Object.entries(declared).filter(
      ([key, schemas]) =>
        schemas.length !== mapped[key]!.length || !schemas.every((schema) => mapped[key]!.includes(schema)),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

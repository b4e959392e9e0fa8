// Issue 23: a typed client generated from the served OpenAPI document (openapi-typescript, with
// openapi-fetch) compiles and runs a real journey over HTTP: create a contact and an email, link
// them, search, read complete, update, export CSV, import a CSV (dry run, then a job polled to its
// end). The client is apps/api/client/journey.ts; its types are generated here, into
// apps/api/client/generated (gitignored), and tsc must accept it before it runs.
// One database (SQLite): what this proves is the document and the wire, which the database does not
// change; every step's storage is tested on both databases by its own feature's tests.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, type TestApp } from '../test/harness.js';
import { openApiDocument } from '../test/openapi.js';

const CLIENT = resolve(dirname(fileURLToPath(import.meta.url)), '../../client');

/** tsc on the client project: its diagnostics, or '' when it compiles. */
async function typecheckClient(): Promise<string> {
  const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', join(CLIENT, 'tsconfig.json')]);
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ''}${stderr ?? ''}` || String(error);
  }
}

interface JourneyResult {
  contact: { uuid: string; name: string };
  found: string[];
  complete: { emails: { email: string; type: string }[]; job_title: string | null };
  notFound: { status: number; key: string | undefined };
  updated: string | null;
  exported: string;
  dryRun: { create: number; update: number; skip: number; fail: number };
  job: { status: string; created: number; failed: number };
  imported: Array<string | null>;
}

describe('a client generated from the OpenAPI document', () => {
  let t: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t?.close());

  it('compiles against the generated types and runs create, link, search, complete, update, export and import', async () => {
    const types = astToString(await openapiTS(JSON.stringify(await openApiDocument(t.app))));
    rmSync(join(CLIENT, 'generated'), { recursive: true, force: true });
    mkdirSync(join(CLIENT, 'generated'));
    writeFileSync(join(CLIENT, 'generated/api.ts'), types);
    expect(await typecheckClient()).toBe('');

    // The path is built at run time so the project's own typecheck never reads the generated types.
    const module = (await import(pathToFileURL(join(CLIENT, 'journey.ts')).href)) as {
      journey: (baseUrl: string, apiKey: string) => Promise<JourneyResult>;
    };
    const result = await module.journey(baseUrl, API_KEY);
    expect(result.contact.name).toBe('Ada Lovelace');
    expect(result.found).toEqual(['Ada Lovelace']);
    expect(result.complete).toEqual({
      emails: [{ email: 'ada@analytical.ca', type: 'WORK' }],
      job_title: null,
    });
    expect(result.notFound).toEqual({ status: 404, key: 'lookup.entity' });
    expect(result.updated).toBe('Principal');
    const [header, row, ...rest] = result.exported
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toMatch(/^uuid,name,/);
    expect(row).toContain('Ada Lovelace');
    expect(row).toContain('ada@analytical.ca (WORK)');
    expect(rest).toEqual([]);
    expect(result.dryRun).toEqual({ create: 2, update: 0, skip: 0, fail: 0 });
    expect(result.job).toEqual({ status: 'done', created: 2, failed: 0 });
    expect(result.imported).toEqual(['Broker']);
  }, 120_000);
});

// The OpenAPI document as client generators read it: an operationId and a tag on every operation,
// the server, files (and JSON-or-file answers) and empty answers typed as what is sent, the
// import's multipart form, the error answers each operation can give; and Redocly CLI's lint
// (redocly.yaml) with no error. The document is built from the route schemas, not from the
// database: one dialect is enough.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { AddressExportQuery, EmailExportQuery, EntityExportQuery, NumberExportQuery } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../features/exports/write-file.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { documentedOperations, type JsonSchema, type Operation, openApiDocument } from '../test/openapi.js';
import { operationIdOf } from './openapi.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const PUBLIC_URL = 'https://crm.firm.ca';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Responses = Record<
  string,
  { description: string; content?: Record<string, { schema: JsonSchema }>; headers?: Record<string, unknown> }
>;
const responsesOf = (op: Operation) => (op as Operation & { responses: Responses }).responses;
const find = (ops: Operation[], name: string) => {
  const op = ops.find((o) => o.name === name);
  if (!op) throw new Error(`${name} is not documented`);
  return op;
};

/** Runs Redocly CLI's lint on a document file, offline: no telemetry, no update check. */
async function redoclyLint(file: string) {
  const cli = join(
    dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
    'bin/cli.js',
  );
  const args = [cli, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format=json'];
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  };
  // Exit code 1 means errors were found: the JSON report on stdout says which.
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, maxBuffer: 64 << 20 }).catch(
    (error: { stdout?: string; stderr?: string }) => {
      if (!error.stdout) throw new Error(`redocly lint failed: ${error.stderr}`);
      return { stdout: error.stdout };
    },
  );
  return JSON.parse(stdout) as {
    totals: { errors: number; warnings: number };
    problems: Array<{ ruleId: string; severity: string; message: string; location: { pointer: string }[] }>;
  };
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let ops: Operation[];
  beforeAll(async () => {
    t = await createTestApp('sqlite', { publicUrl: PUBLIC_URL });
    ops = await documentedOperations(t.app);
  });
  afterAll(() => t?.close());

  it('gives every operation a unique operationId, derived from its method and path, and a tag', () => {
    const ids = ops.map((op) => (op as Operation & { operationId?: string }).operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ops.length);
    expect(find(ops, 'GET /api/v1/entities/{id}/complete')).toMatchObject({
      operationId: 'getEntitiesByIdComplete',
    });
    expect(operationIdOf('DELETE', '/api/v1/entities_emails/:entity_id/:email')).toBe(
      'deleteEntitiesEmailsByEntityIdByEmail',
    );
    for (const op of ops) expect((op as Operation & { tags?: string[] }).tags, op.name).toHaveLength(1);
  });

  it('declares every tag it uses, with a description', async () => {
    const doc = (await openApiDocument(t.app)) as { tags?: { name: string; description?: string }[] };
    const used = new Set(ops.flatMap((op) => (op as Operation & { tags?: string[] }).tags ?? []));
    expect(doc.tags?.map((tag) => tag.name).sort()).toEqual([...used].sort());
    for (const tag of doc.tags ?? []) expect(tag.description, tag.name).toBeTruthy();
  });

  it('names its server from PUBLIC_URL', async () => {
    const doc = (await openApiDocument(t.app)) as { servers?: { url: string }[] };
    expect(doc.servers?.map((s) => s.url)).toEqual([PUBLIC_URL]);
  });

  it('declares exports as files of each format, 204 answers without content, and the import form', () => {
    const queries = {
      entities: EntityExportQuery,
      addresses: AddressExportQuery,
      emails: EmailExportQuery,
      numbers: NumberExportQuery,
    };
    for (const [kind, query] of Object.entries(queries)) {
      // One media type per format the export accepts (text/vcard for contacts once `vcf` is one).
      const formats = query.shape.format.unwrap().options.map((f) => CONTENT_TYPES[f].split(';')[0]);
      expect(formats).toEqual(expect.arrayContaining(['text/csv', XLSX]));
      const answer = responsesOf(find(ops, `GET /api/v1/${kind}/export`))['200']!;
      expect(Object.keys(answer.content ?? {}), kind).toEqual(formats);
      expect(answer.content?.['text/csv']?.schema).toEqual({ type: 'string' });
      expect(answer.content?.[XLSX]?.schema).toEqual({ type: 'string', format: 'binary' });
    }
    // The rent rolls answer JSON unless the query asks for a file: the JSON keeps its schema.
    for (const name of ['GET /api/v1/addresses/{id}/rent-roll', 'GET /api/v1/entities/{id}/rent-roll']) {
      const op = find(ops, name);
      const content = responsesOf(op)['200']!.content ?? {};
      expect(Object.keys(content), name).toEqual(['application/json', 'text/csv', XLSX]);
      expect(Object.keys(content['application/json']!.schema.properties), name).toEqual(
        expect.arrayContaining(['as_of', 'rows', 'totals', 'expiries']),
      );
      expect(content[XLSX]!.schema, name).toEqual({ type: 'string', format: 'binary' });
      expect(op.parameters.find((p) => p.name === 'format')?.schema.enum, name).toEqual([
        'json',
        'csv',
        'xlsx',
      ]);
    }
    const errorsCsv = responsesOf(find(ops, 'GET /api/v1/imports/{id}/errors'));
    expect(Object.keys(errorsCsv['200']!.content!)).toEqual(['text/csv']);
    // Its refusals are JSON like every other operation's.
    expect(Object.keys(errorsCsv['404']!.content!)).toEqual(['application/json']);
    const noContent = ops.filter((op) => responsesOf(op)['204']);
    expect(noContent.length).toBeGreaterThan(4);
    for (const op of noContent) expect(responsesOf(op)['204']!.content, op.name).toBeUndefined();
    const form = find(ops, 'POST /api/v1/imports').requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(form?.properties ?? {}).sort()).toEqual([
      'dry_run',
      'file',
      'kind',
      'mapping',
      'policy',
    ]);
    expect(form?.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    expect(form?.required).toEqual(expect.arrayContaining(['file', 'kind']));
  });

  it('documents the refusals each operation can give, with the one error shape', () => {
    for (const op of ops) {
      const codes = Object.keys(responsesOf(op));
      const expected: string[] = [];
      if (!(Array.isArray(op.security) && op.security.length === 0)) expected.push('401', '403');
      if (op.parameters.length > 0 || op.requestBody) expected.push('400');
      if (op.parameters.some((p) => p.in === 'path' && !['place', 'address'].includes(p.name)))
        expected.push('404');
      if (op.requestBody) expected.push('413', '415');
      expect(codes, op.name).toEqual(expect.arrayContaining(expected));
      // A checked write's 412 answers the record now beside the error (its own test below).
      const stale = (code: string) => code === '412' && !!responsesOf(op)[code]!.headers;
      for (const code of codes.filter((c) => Number(c) >= 400 && !stale(c)))
        expect(responsesOf(op)[code]!.content, `${op.name} ${code}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } },
        });
    }
    // The rate-limited public forms, and the conflicts the spec names.
    for (const name of ['POST /api/v1/public/contact', 'POST /api/v1/public/showcases/{slug}/access'])
      expect(responsesOf(find(ops, name))['429'], name).toMatchObject({
        headers: { 'Retry-After': { schema: { type: 'integer' } } },
      });
    for (const name of ['POST /api/v1/addresses', 'POST /api/v1/emails', 'POST /api/v1/entities_emails'])
      expect(Object.keys(responsesOf(find(ops, name))), name).toContain('409');
  });

  it('declares the ETag where a record version is answered, and the 412 with the record now', () => {
    const etagged = (name: string) =>
      Object.entries(responsesOf(find(ops, name)))
        .filter(([, answer]) => answer.headers && 'ETag' in answer.headers)
        .map(([code]) => code);
    for (const collection of ['entities', 'addresses', 'emails', 'numbers']) {
      const key = collection === 'emails' ? '{email}' : collection === 'numbers' ? '{number}' : '{id}';
      expect(etagged(`GET /api/v1/${collection}/${key}/complete`), collection).toEqual(['200']);
      expect(etagged(`POST /api/v1/${collection}`), collection).toEqual(['201']);
      const put = `PUT /api/v1/${collection}/${key}`;
      expect(etagged(put), collection).toEqual(['200', '412']);
      const stale = responsesOf(find(ops, put))['412']!.content!['application/json']!.schema;
      expect(Object.keys(stale.properties ?? {}).sort(), collection).toEqual(['current', 'error']);
    }
    // A link call's 412 is the error alone: it answers no record.
    expect(etagged('PUT /api/v1/entities_emails/{entity_id}/{email}')).toEqual([]);
    expect(etagged('GET /api/v1/entities/{id}/history')).toEqual([]);
  });

  it('passes Redocly lint (recommended rules, redocly.yaml) with no error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crm-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(await openApiDocument(t.app), null, 2));
      const report = await redoclyLint(file);
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

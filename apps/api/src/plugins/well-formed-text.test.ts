// Lone UTF-16 surrogates are refused (400 val.surrogate) wherever the API accepts text, on both
// databases, and a refused request stores nothing; proper surrogate pairs (emoji) are kept intact.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loneSurrogatePath } from '../shared/well-formed.js';
import { call } from '../test/auth.js';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness.js';
import { postImport } from '../test/imports.js';
import { rowCount } from '../test/records.js';
import { visit } from '../test/visitor.js';

const MESSAGE = 'Must be valid Unicode text (it holds half of a UTF-16 surrogate pair)';
// JSON text as a client sends it: the escapes reach the server as six characters each.
const HIGH = '\\ud800';
const LOW = '\\udfff';

describe('loneSurrogatePath', () => {
  it('names the first bad value or key at any depth, and passes proper pairs', () => {
    expect(loneSurrogatePath({ a: 'ok 😀', b: [{ c: 'x\ud800' }] })).toBe('b.0.c');
    expect(loneSurrogatePath({ 'k\udc00': 1 })).toBe('k\ufffd');
    expect(loneSurrogatePath('\udfff')).toBe('');
    expect(loneSurrogatePath({ a: 'ok 😀', b: ['é', 1, null, true] })).toBeNull();
    expect(loneSurrogatePath(Buffer.from('\ud800'))).toBeNull();
  });
});

describe.each(DIALECTS)('lone surrogates on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: undefined, mailTo: 'inbox@firm.test' });
  });
  afterAll(() => t.close());

  const post = (url: string, json: string) =>
    visit(t, 'POST', url, json, { 'api-key': t.config.apiKeys[0]!.key });
  const totals = async () => {
    const n = (table: Parameters<typeof rowCount>[1]) => rowCount(t, table);
    return {
      entities: await n('entities'),
      emails: await n('emails'),
      messages: await n('messages'),
      inbox: await n('inbox_items'),
      users: await n('user'),
      imports: await n('import_jobs'),
    };
  };

  it('refuses one in a field, a nested field or a field name of a JSON body, storing nothing', async () => {
    const before = await totals();
    const cases: Array<[string, string, string]> = [
      ['/api/v1/entities', `{"name":"Ann ${HIGH} Lee"}`, 'name'],
      ['/api/v1/entities', `{"name":"Ann Lee","notes":"${LOW}"}`, 'notes'],
      ['/api/v1/entities', `{"name":"Ann Lee","x${HIGH}":1}`, 'x\ufffd'],
      ['/api/v1/emails', `{"email":"ann${HIGH}@example.com"}`, 'email'],
      ['/api/v1/entities/merge', `{"into":"a","from":["b","c${HIGH}"]}`, 'from.1'],
      [
        '/api/v1/ext/receive',
        `{"sender_receiver":"Ann","from_":"a@b.cc","subject":"${HIGH}","body":"x"}`,
        'subject',
      ],
      [
        '/api/v1/public/contact',
        `{"sender":"Ann","email":"a@b.cc","subject":"Hi","body":"a ${LOW} b"}`,
        'body',
      ],
    ];
    for (const [url, json, field] of cases) {
      const res = await post(url, json);
      expect(res.status, `${url} ${json}`).toBe(400);
      expect(res.body.error).toEqual({
        code: 'validation',
        message: MESSAGE,
        key: 'val.surrogate',
        fields: { [field]: MESSAGE },
        field_keys: { [field]: 'val.surrogate' },
      });
    }
    expect(await totals()).toEqual(before);
  });

  it('keeps characters written as a proper surrogate pair', async () => {
    const res = await post('/api/v1/entities', '{"name":"Ann \\ud83d\\ude00 Lee"}');
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Ann 😀 Lee');
    expect((await t.call('GET', `/api/v1/entities/${res.body.uuid}/complete`)).body.name).toBe('Ann 😀 Lee');
  });

  it('never lets a surrogate encoded in a URL through, nor answers it with a 500', async () => {
    // %ED%A0%80 is a surrogate in CESU-8: not UTF-8, so it never decodes to a lone surrogate.
    const inPath = await t.app.inject({
      method: 'GET',
      url: '/api/v1/emails/%ED%A0%80%40example.com/complete',
      headers: { 'api-key': t.config.apiKeys[0]!.key },
    });
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json().error.key).toBe('err.badUrl');
    const inQuery = await t.call('GET', '/api/v1/entities/query?name=%ED%A0%80');
    expect(inQuery.status).toBeLessThan(500);
  });

  it('refuses one in a Better Auth body (sign-up name) in its own shape, creating no account', async () => {
    const before = await totals();
    const res = await call(
      t,
      'POST',
      '/api/auth/sign-up/email',
      `{"email":"surrogate@example.com","password":"Str0ng.Passw0rd","name":"Ann ${HIGH}"}`,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: MESSAGE,
      key: 'val.surrogate',
      field_keys: { name: 'val.surrogate' },
    });
    expect(await totals()).toEqual(before);
  });

  it('refuses one in an import: an XLSX cell (OOXML _xD800_ escape) or a mapping column name', async () => {
    const before = await totals();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Contacts');
    sheet.addRow(['Name', 'Notes']);
    sheet.addRow(['Fine Person', 'ok']);
    sheet.addRow(['Ann _xD800_ Lee', 'ok']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await postImport(t, xlsx, { kind: 'contacts' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ key: 'val.surrogate', field_keys: { 'line.3': 'val.surrogate' } });

    const csv = Buffer.from('Name\nFine Person\n');
    const mapping = await postImport(t, csv, { kind: 'contacts', mapping: `{"Name${HIGH}":"name"}` });
    expect(mapping.status).toBe(400);
    expect(mapping.body.error).toMatchObject({
      key: 'val.surrogate',
      field_keys: { 'mapping.Name\ufffd': 'val.surrogate' },
    });
    expect(await totals()).toEqual(before);
  });
});

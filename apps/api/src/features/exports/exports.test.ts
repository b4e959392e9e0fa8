import {
  AddressExportQuery,
  EmailExportQuery,
  type EntityCreate,
  EntityExportQuery,
  EXPORT_COLUMNS,
  NumberExportQuery,
} from '@crm/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecord } from '../../shared/insert-record.js';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { entitySpec } from '../entities/entity-spec.js';
import { type Cell, exportRecords } from './export-records.js';
import { addressExport, type ExportSpec, emailExport, entityExport, numberExport } from './export-specs.js';

const BULK = 2500;
const BOM = '\uFEFF';

describe.each(DIALECTS)('exports on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    // More rows than one internal page (1,000), in one transaction: every third one matches.
    await t.database.db.transaction().execute(async (trx) => {
      for (let i = 0; i < BULK; i++) {
        const name = `${i % 3 === 0 ? 'Bulkmatch' : 'Bulkother'} ${String(i).padStart(4, '0')}`;
        await insertRecord(t.database, trx, entitySpec, { name } as EntityCreate, 'test');
      }
    });
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string, headers: InjectOptions['headers'] = { 'api-key': API_KEY }) =>
    t.app.inject({ method: 'GET', url, headers });
  async function csv(url: string): Promise<string[][]> {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith(BOM)).toBe(true);
    return parse(res.body, { bom: true, relax_column_count: false });
  }
  const column = (rows: string[][], name: string) => {
    const i = rows[0]!.indexOf(name);
    expect(i, name).toBeGreaterThanOrEqual(0);
    return rows.slice(1).map((r) => r[i]);
  };

  it('exports every matching contact, past the first page, in search order, as CSV', async () => {
    const res = await get('/api/v1/entities/export?name=bulkmatch&limit=5&offset=10');
    expect(res.statusCode).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="contacts-${day}.csv"`);
    expect(res.headers['x-cache']).toBeUndefined();
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(EXPORT_COLUMNS.entities);
    const expected = Array.from({ length: BULK }, (_, i) => i)
      .filter((i) => i % 3 === 0)
      .map((i) => `Bulkmatch ${String(i).padStart(4, '0')}`);
    expect(column(rows, 'name')).toEqual(expected);
    // Without a filter: every contact.
    expect((await csv('/api/v1/entities/export')).length).toBe(BULK + 1);
  });

  it('writes booleans as true/false, numbers as numbers, emails and numbers as summaries', async () => {
    const e = await createEntity(t, { name: 'Summary Person', investor: true, n_sales: 12 });
    const a = await createEmail(t, { email: 'summary.a@example.com' });
    const b = await createEmail(t, { email: 'summary.b@example.com' });
    const n = await createNumber(t, { phone_number: '+1 514 555 0101' });
    await link(t, 'entities_emails', { entity_id: e.uuid, email: a.email, type: 'WORK' });
    await link(t, 'entities_emails', { entity_id: e.uuid, email: b.email, type: 'PERSONAL' });
    await link(t, 'entities_numbers', { entity_id: e.uuid, phone_number: n.phone_number, type: 'MOBILE' });
    const rows = await csv('/api/v1/entities/export?name=summary%20person&min_emails=2');
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((c, i) => [c, rows[1]![i]]));
    expect(row).toMatchObject({
      uuid: e.uuid,
      name: 'Summary Person',
      investor: 'true',
      owner: 'false',
      n_sales: '12',
      company_name: '',
      emails: 'summary.a@example.com (WORK); summary.b@example.com (PERSONAL)',
      numbers: "'+15145550101 (MOBILE)",
      n_linked_emails: '2',
    });
    expect(Object.keys(row)).not.toContain('seq');
    expect(Object.keys(row)).not.toContain('search');
  });

  it('neutralises every cell a spreadsheet would read as a formula, in CSV and XLSX', async () => {
    const notes = ['=SUM(A1)', '+cmd', '-1+2', '@x', '  =x', '\tcmd', '\rcmd', "'=quoted", 'plain'];
    // Stored as is (the API trims leading spaces and tabs; an import or an older row may not have).
    await t.database.db.transaction().execute(async (trx) => {
      for (const [i, note] of notes.entries())
        await insertRecord(
          t.database,
          trx,
          entitySpec,
          { name: `Formula ${i}`, notes: note } as EntityCreate,
          'test',
        );
    });
    const expected = [
      "'=SUM(A1)",
      "'+cmd",
      "'-1+2",
      "'@x",
      "'  =x",
      "'\tcmd",
      "'\rcmd",
      "''=quoted",
      'plain',
    ];
    expect(column(await csv('/api/v1/entities/export?name=formula'), 'notes')).toEqual(expected);

    const res = await get('/api/v1/entities/export?name=formula&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="contacts-\d{4}-\d\d-\d\d\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(EXPORT_COLUMNS.entities);
    const notesAt = header.indexOf('notes') + 1;
    const cells: unknown[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) cells.push(row.getCell(notesAt).value);
    });
    // XML reads a bare carriage return back as a line feed (exceljs writes it unescaped): still text.
    expect(cells).toEqual(expected.map((v) => v.replace('\r', '\n')));
  });

  it('XLSX holds the same rows as CSV', async () => {
    const url = '/api/v1/entities/export?name=bulkmatch%2000';
    const rows = await csv(url);
    const res = await get(`${url}&format=xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Contacts');
    const xlsx: string[][] = [];
    sheet.eachRow((row) => {
      xlsx.push(
        EXPORT_COLUMNS.entities.map((_, i) => {
          const v = row.getCell(i + 1).value;
          return v === null || v === undefined ? '' : String(v);
        }),
      );
    });
    expect(xlsx).toEqual(rows);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('exports addresses with their contacts, emails and numbers with their filters', async () => {
    const owner = await createEntity(t, { name: 'Owner Of Export' });
    const tenant = await createEntity(t, { name: 'Tenant Of Export' });
    const a = await createAddress(t, {
      address: '1 Exportable Street, Montreal',
      place_type: ['street_address', 'premise'],
    });
    await createAddress(t, { address: '2 Elsewhere Road, Toronto' });
    await link(t, 'addresses_entities', { address_id: a.uuid, entity_id: owner.uuid, role: 'OWNER' });
    await link(t, 'addresses_entities', { address_id: a.uuid, entity_id: tenant.uuid, role: 'OFFICE' });
    const addresses = await csv('/api/v1/addresses/export?address=exportable&min_entities=1');
    expect(addresses[0]).toEqual(EXPORT_COLUMNS.addresses);
    expect(column(addresses, 'uuid')).toEqual([a.uuid]);
    expect(column(addresses, 'entities')).toEqual(['Owner Of Export (OWNER); Tenant Of Export (OFFICE)']);
    expect(column(addresses, 'entity_ids')).toEqual([`${owner.uuid} (OWNER); ${tenant.uuid} (OFFICE)`]);
    expect(column(addresses, 'place_type')).toEqual(['street_address; premise']);
    expect(addresses[0]).not.toContain('address_key');

    await createEmail(t, { email: 'one@exported.example' });
    await createEmail(t, { email: 'two@exported.example' });
    await createEmail(t, { email: 'three@elsewhere.example' });
    const emails = await csv('/api/v1/emails/export?domain=exported.example');
    expect(emails[0]).toEqual(EXPORT_COLUMNS.emails);
    expect(column(emails, 'email')).toEqual(['one@exported.example', 'two@exported.example']);
    expect(column(emails, 'do_not_contact')).toEqual(['false', 'false']);

    await createNumber(t, { phone_number: '+1 438 777 0001' });
    await createNumber(t, { phone_number: '+1 438 777 0002' });
    const numbers = await csv('/api/v1/numbers/export?phone_number=438%20777&format=csv');
    expect(numbers[0]).toEqual(EXPORT_COLUMNS.numbers);
    expect(column(numbers, 'phone_number')).toEqual(["'+14387770001", "'+14387770002"]);
  });

  it('walks every kind page by page (keyset on seq), each row once', async () => {
    async function pages<Q>(spec: ExportSpec<Q>, query: Q, pageSize: number) {
      const out: Cell[][][] = [];
      for await (const page of exportRecords(t.database, spec, query, 'api-key:test', pageSize))
        out.push(page);
      return out;
    }
    const names = async (pageSize: number) =>
      (await pages(entityExport, EntityExportQuery.parse({ name: 'bulkmatch 00' }), pageSize)).flatMap((p) =>
        p.map((r) => r[1]),
      );
    const bySeven = await names(7);
    expect(bySeven).toEqual(await names(1000));
    expect(new Set(bySeven).size).toBe(bySeven.length);
    expect(bySeven.length).toBeGreaterThan(7);
    for (const sizes of [
      await pages(addressExport, AddressExportQuery.parse({}), 1),
      await pages(emailExport, EmailExportQuery.parse({}), 1),
      await pages(numberExport, NumberExportQuery.parse({}), 1),
    ].map((p) => p.map((page) => page.length))) {
      expect(sizes.length).toBeGreaterThan(1);
      expect(sizes.every((n) => n === 1)).toBe(true);
    }
  });

  it('is in the OpenAPI document with its filters and format', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const kind of ['entities', 'addresses', 'emails', 'numbers']) {
      const route = doc.paths[`/api/v1/${kind}/export`].get;
      expect(route.parameters.map((p: { name: string }) => p.name)).toContain('format');
      expect(route.parameters.map((p: { name: string }) => p.name)).not.toContain('limit');
      expect(JSON.stringify(route.responses['200'])).toMatch(/every matching row/);
    }
  });

  it('refuses bad filters and formats with the spec messages, and callers without credentials', async () => {
    const bad = await get('/api/v1/entities/export?min_emails=-1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({
      code: 'validation',
      fields: { min_emails: 'Min emails cannot be less than 0' },
    });
    const format = await get('/api/v1/numbers/export?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().error).toMatchObject({
      code: 'validation',
      fields: { format: 'Format must be csv or xlsx (or vcf for contacts)' },
      field_keys: { format: 'val.exportFormat' },
    });
    for (const kind of ['entities', 'addresses', 'emails', 'numbers']) {
      const res = await get(`/api/v1/${kind}/export`, {});
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
  });
});

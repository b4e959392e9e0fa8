// GET /deals/export on both databases: the list's filters (pipeline, owner, city, close range),
// every match past one internal page, and a deal's cells as a broker reads them (pipeline and stage
// by name, parties "role: name", owner and splits by email, key dates), in CSV and XLSX.
import { EXPORT_COLUMNS } from '@crm/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/auth.js';
import {
  createAddress,
  createDeal,
  createEntity,
  factoryStaff,
  seededPipeline,
} from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { exportDeals } from './export-deals.js';

describe.each(DIALECTS)('deals export on %s', (dialect) => {
  let t: TestApp;
  let staff: { id: string };
  let other: { id: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    staff = await factoryStaff(t);
    other = await userWithRole(t, 'deal.export.other@example.com', 'staff');
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'api-key': API_KEY } });
  async function csv(url: string): Promise<Record<string, string>[]> {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(EXPORT_COLUMNS.deals);
    return rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((c, i) => [c, r[i]!])));
  }

  it('writes a deal as a broker reads it, filtered as the list is', async () => {
    const pipeline = await seededPipeline(t);
    const address = await createAddress(t, {
      address: '1200 Export Avenue, Laval, QC',
      locality: 'Laval',
    });
    const seller = await createEntity(t, { name: 'Export Seller Inc.' });
    const lender = await createEntity(t, { name: 'Export Lender Bank' });
    const deal = await createDeal(t, {
      name: 'Export Avenue sale',
      pipeline_id: pipeline.id,
      stage_id: pipeline.stages[1]!.id,
      address_id: address.uuid,
      parties: [
        { entity_id: seller.uuid, role: 'seller' },
        { entity_id: lender.uuid, role: 'lender' },
      ],
      value: 2_000_000,
      commission_pct: 2,
      splits: [
        { staff_id: staff.id, pct: 60 },
        { staff_id: other.id, pct: 40 },
      ],
      expected_close_on: '2027-06-30',
      dates: { loi_on: '2027-01-15' },
      owner_id: staff.id,
    });
    // Elsewhere and later: left out by the city and the close range.
    await createDeal(t, { name: 'Export elsewhere', expected_close_on: '2027-06-15', owner_id: other.id });
    await createDeal(t, { name: 'Export later', expected_close_on: '2028-01-15', owner_id: staff.id });

    const rows = await csv('/api/v1/deals/export?city=laval&close_from=2027-06-01&close_to=2027-06-30');
    expect(rows).toHaveLength(1);
    const owner = await t.database.db
      .selectFrom('user')
      .select('email')
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      id: deal.id,
      name: 'Export Avenue sale',
      pipeline: pipeline.name,
      type: 'investment_sale',
      stage: 'Listing signed',
      outcome: 'open',
      address: '1200 Export Avenue, Laval, QC',
      city: 'Laval',
      // Role: name, by name.
      parties: 'lender: Export Lender Bank; seller: Export Seller Inc.',
      value: '2000000',
      commission_pct: '2',
      commission_amount: '',
      commission: '40000',
      probability: '20',
      weighted_commission: '8000',
      expected_close_on: '2027-06-30',
      loi_on: '2027-01-15',
      signed_on: '',
      owner: owner.email,
      splits: `${owner.email} (60%); deal.export.other@example.com (40%)`,
      lost_reason: '',
    });
    expect(rows[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    // The owner filter and the pipeline filter.
    const others = await csv(`/api/v1/deals/export?owner_id=${other.id}&pipeline_id=${pipeline.id}`);
    expect(others.map((r) => r.name)).toEqual(['Export elsewhere']);
    // The list's refusals: a range backwards is a 400, not a file.
    const backwards = await get('/api/v1/deals/export?close_from=2027-02-01&close_to=2027-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('close_from');
  });

  it('answers XLSX with the same cells, numbers as numbers', async () => {
    const res = await get('/api/v1/deals/export?city=laval&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="deals-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Deals')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(EXPORT_COLUMNS.deals);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1).value;
    expect([cell('name'), cell('value'), cell('weighted_commission'), cell('stage')]).toEqual([
      'Export Avenue sale',
      2_000_000,
      8000,
      'Listing signed',
    ]);
    expect(sheet.rowCount).toBe(2);
  });

  it('walks every page of the list', async () => {
    const pipeline = await seededPipeline(t, 'acquisition');
    for (let i = 0; i < 5; i++)
      await createDeal(t, {
        name: `Paged deal ${i}`,
        pipeline_id: pipeline.id,
        stage_id: pipeline.stages[0]!.id,
        expected_close_on: `2029-0${i + 1}-01`,
      });
    const names: unknown[] = [];
    let pages = 0;
    for await (const page of exportDeals(t.database, { pipeline_id: pipeline.id, city: '' }, 2)) {
      pages++;
      names.push(...page.map((cells) => cells[EXPORT_COLUMNS.deals.indexOf('name')]));
    }
    expect(pages).toBe(3);
    expect(names).toEqual([0, 1, 2, 3, 4].map((i) => `Paged deal ${i}`));
  });
});

// An owner's rent roll over its portfolio (/api/v1/entities/{id}/rent-roll) and both rolls as CSV
// and XLSX, on both databases: the buildings the ownership walk reaches (through an owned company,
// a co-owner, a space held directly; never a _CONTACT role), each once, against hand-computed
// totals; the files' columns, rows, totals and sheets; the refusals and credentials.
import type { Entity, PortfolioRentRoll } from '@crm/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, userWithRole } from '../../test/auth.js';
import { createAddress, createEntity, createLease, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { readBuildingRolls } from './read-building-rolls.js';

const MISSING_UUID = '01890a5d-ac96-774b-bcce-b302099a8057';
const AS_OF = '2026-03-01';
const CSV_HEADER = 'building,space,floor,rba_sqft,tenant,start_on,end_on,area_sqft,annual_rent,rent_per_sqft';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
// Σ annual rent × days from AS_OF to each end: 20,000 × 730 + 60,000 × 1,947 + 30,000 × 670
// + 15,000 × 1,766, over 365.25 days a year and $125,000 of rent.
const WALT = 178_010_000 / (365.25 * 125_000);

describe.each(DIALECTS)('portfolio rent roll on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t?.close());

  const owns = (owner: Entity, owned: Entity) =>
    link(t, 'entities_entities', { entity_id: owner.uuid, entity_id2: owned.uuid, relationship: 'OWNER' });
  const coOwns = (a: Entity, b: Entity) =>
    link(t, 'entities_entities', { entity_id: a.uuid, entity_id2: b.uuid, relationship: 'CO-OWNER' });
  const role = (
    address: string,
    entity: Entity,
    r: 'RECORDED_OWNER' | 'TRUE_OWNER' | 'OWNER_CONTACT' | 'OWNER',
  ) => link(t, 'addresses_entities', { address_id: address, entity_id: entity.uuid, role: r });

  /** A building with spaces of the given areas (none: the building alone, of `rba`). */
  async function building(street: string, areas: number[], rba: number | null = null) {
    const b = await createAddress(t, { address: `${street}, Montréal, QC`, rba });
    const spaces = [];
    for (const [i, area] of areas.entries())
      spaces.push(
        await createAddress(t, {
          address: `${street} #${101 + i}, Montréal, QC`,
          subpremise: String(101 + i),
          floor: '1',
          parent_address_id: b.uuid,
          rba: area,
        }),
      );
    return { building: b, spaces: spaces.map((s) => s.uuid) };
  }

  /** A (Alpha) owns B (Beta), the recorded owner of building 1, who holds one of its spaces too;
   * C (Gamma) co-owns with A and owns building 2; A holds one space of building 3 directly and is
   * only the owner's contact for building 4. */
  async function portfolio(block: number) {
    const [alpha, beta, gamma] = [
      await createEntity(t, { name: 'Alpha Holdings' }),
      await createEntity(t, { name: 'Beta Property LLC' }),
      await createEntity(t, { name: 'Gamma Partners' }),
    ];
    await owns(alpha, beta);
    await coOwns(gamma, alpha);
    const one = await building(`${block + 100} Rue Portefeuille`, [1000, 3000]);
    const two = await building(`${block + 200} Rue Portefeuille`, [], 2000);
    const three = await building(`${block + 300} Rue Portefeuille`, [500, 1500]);
    const four = await building(`${block + 400} Rue Portefeuille`, [], 5000);
    await role(one.building.uuid, beta, 'RECORDED_OWNER');
    await role(one.spaces[1]!, beta, 'TRUE_OWNER');
    await role(two.building.uuid, gamma, 'OWNER');
    await role(three.spaces[0]!, alpha, 'TRUE_OWNER');
    await role(four.building.uuid, alpha, 'OWNER_CONTACT');

    const [first, second] = [
      await createEntity(t, { name: 'Tenant One Inc.' }),
      await createEntity(t, { name: '=HYPERLINK("http://x.test")' }),
    ];
    const lease = (space_ids: string[], fields: object) =>
      createLease(t, { tenant_id: first.uuid, space_ids, ...fields });
    // $20 × 1,000 sq ft = $20,000, 730 days left.
    await lease([one.spaces[0]!], { start_on: '2025-03-01', end_on: '2028-02-29', base_rent: 20 });
    // $5,000 a month on 2,500 sq ft = $60,000, 1,947 days left.
    await lease([one.spaces[1]!], {
      tenant_id: second.uuid,
      start_on: '2024-07-01',
      end_on: '2031-06-30',
      area_sqft: 2500,
      base_rent: 5000,
      rent_basis: 'per_month',
    });
    // The building itself, $15 × 2,000 sq ft = $30,000, 670 days left.
    await lease([two.building.uuid], { start_on: '2026-01-01', end_on: '2027-12-31', base_rent: 15 });
    // $30 × 500 sq ft = $15,000, 1,766 days left; building 3's other space is vacant.
    await lease([three.spaces[0]!], { start_on: '2026-01-01', end_on: '2030-12-31', base_rent: 30 });
    // Building 4 is not the portfolio's: its lease counts nowhere.
    await lease([four.building.uuid], { start_on: '2026-01-01', end_on: '2029-12-31', base_rent: 40 });
    return { alpha, beta, gamma, one, two, three };
  }

  const roll = async (id: string, query = `as_of=${AS_OF}`): Promise<PortfolioRentRoll> => {
    const res = await t.call('GET', `/api/v1/entities/${id}/rent-roll?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const get = (url: string, headers: Record<string, string> = { 'api-key': API_KEY }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('rolls up every building the owner controls, each once, against hand-computed totals', async () => {
    const { alpha, gamma, one, two, three } = await portfolio(0);
    const answer = await roll(alpha.uuid);
    expect(answer).toMatchObject({ entity_id: alpha.uuid, as_of: AS_OF, partial: false });
    expect(
      answer.buildings.map((b) => [b.id, b.label, b.rentable_sqft, b.leased_sqft, b.annual_rent]),
    ).toEqual([
      [one.building.uuid, one.building.address, 4000, 3500, 80_000],
      [two.building.uuid, two.building.address, 2000, 2000, 30_000],
      [three.building.uuid, three.building.address, 2000, 500, 15_000],
    ]);
    expect(answer.buildings[1]!.walt_years).toBeCloseTo(670 / 365.25, 12);
    expect(
      answer.rows.map((r) => [r.building_id, r.space_id, r.tenant_name, r.area_sqft, r.annual_rent]),
    ).toEqual([
      [one.building.uuid, one.spaces[0], 'Tenant One Inc.', 1000, 20_000],
      [one.building.uuid, one.spaces[1], '=HYPERLINK("http://x.test")', 2500, 60_000],
      [two.building.uuid, two.building.uuid, 'Tenant One Inc.', 2000, 30_000],
      [three.building.uuid, three.spaces[0], 'Tenant One Inc.', 500, 15_000],
      [three.building.uuid, three.spaces[1], null, null, null],
    ]);
    expect(answer.rows[0]!.building_label).toBe(one.building.address);
    // The file's name is no field of the answer.
    expect(answer).not.toHaveProperty('label');
    // Read a building at a time (chunks of one), the rolls are the same.
    const ids = answer.buildings.map((b) => b.id);
    expect(await readBuildingRolls(t.database, ids, AS_OF, 1)).toEqual(
      await readBuildingRolls(t.database, ids, AS_OF),
    );
    expect(answer.totals).toMatchObject({ rentable_sqft: 8000, leased_sqft: 6000, annual_rent: 125_000 });
    expect(answer.totals.occupancy).toBeCloseTo(0.75, 12);
    expect(answer.totals.walt_years).toBeCloseTo(WALT, 12);
    expect(answer.expiries).toHaveLength(10);
    expect(answer.expiries.filter((e) => e.sqft > 0)).toEqual([
      { year: 2027, sqft: 2000, rent: 30_000 },
      { year: 2028, sqft: 1000, rent: 20_000 },
      { year: 2030, sqft: 500, rent: 15_000 },
      { year: 2031, sqft: 2500, rent: 60_000 },
    ]);

    // A co-owner's roll holds the same buildings, whole: no ownership shares in this data.
    const coOwner = await roll(gamma.uuid);
    expect(coOwner.buildings.map((b) => b.id)).toEqual(answer.buildings.map((b) => b.id));
    expect(coOwner.totals).toEqual(answer.totals);
    // At depth 1, Beta's building (two tiers down) is beyond.
    const shallow = await roll(alpha.uuid, `as_of=${AS_OF}&depth=1`);
    expect(shallow.buildings.map((b) => b.id)).toEqual([two.building.uuid, three.building.uuid]);
    expect(shallow.totals).toMatchObject({ rentable_sqft: 4000, leased_sqft: 2500, annual_rent: 45_000 });
    // Nothing owned: an empty roll, not a 404.
    const nobody = await roll((await createEntity(t)).uuid);
    expect(nobody).toMatchObject({
      buildings: [],
      rows: [],
      totals: { rentable_sqft: null, annual_rent: 0 },
    });

    expect((await t.call('GET', `/api/v1/entities/${MISSING_UUID}/rent-roll`)).status).toBe(404);
    expect((await t.call('GET', `/api/v1/entities/not-an-id/rent-roll`)).status).toBe(404);
    // Without as_of: today in the firm's zone.
    expect((await roll(alpha.uuid, '')).as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('exports both rolls as CSV and XLSX: columns, rows, totals, sheets, formulas neutralised', async () => {
    const { alpha, one } = await portfolio(1000);
    const csv = await get(`/api/v1/entities/${alpha.uuid}/rent-roll?as_of=${AS_OF}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-alpha-holdings-${AS_OF}.csv"`,
    );
    expect(csv.headers['cache-control']).toBe('no-store');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    const label = one.building.address;
    expect(lines[1]).toBe(`"${label}",101,1,1000,Tenant One Inc.,2025-03-01,2028-02-29,1000,20000,20`);
    expect(lines[2]).toBe(
      `"${label}",102,1,3000,"'=HYPERLINK(""http://x.test"")",2024-07-01,2031-06-30,2500,60000,24`,
    );
    expect(lines.slice(6, 11)).toEqual([
      '',
      'rentable_sqft,8000',
      'leased_sqft,6000',
      'occupancy,0.75',
      'annual_rent,125000',
    ]);
    expect(lines[11]).toMatch(/^walt_years,3\.89891854893908\d*$/);
    expect(Number(lines[11]!.split(',')[1])).toBeCloseTo(WALT, 12);
    expect(lines.slice(12)).toEqual(['']);
    // Read as a CSV file: the rows, then the totals after a blank line.
    const records = parse(csv.body, { bom: true, relax_column_count: true, skip_empty_lines: false });
    expect(records).toHaveLength(12);

    const xlsx = await get(`/api/v1/entities/${alpha.uuid}/rent-roll?as_of=${AS_OF}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(XLSX);
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-alpha-holdings-${AS_OF}.xlsx"`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Rent roll', 'Totals', 'Expiries']);
    const rows = book.getWorksheet('Rent roll')!;
    expect((rows.getRow(1).values as unknown[]).slice(1)).toEqual(CSV_HEADER.split(','));
    expect(rows.rowCount).toBe(6);
    expect(rows.getCell('A2').value).toBe(label);
    expect(rows.getCell('I3').value).toBe(60_000);
    expect(rows.getCell('E3').value).toBe(`'=HYPERLINK("http://x.test")`);
    const totals = book.getWorksheet('Totals')!;
    expect([totals.getCell('A1').value, totals.getCell('B1').value]).toEqual(['rentable_sqft', 8000]);
    expect(totals.getCell('B5').value).toBeCloseTo(WALT, 12);
    const expiries = book.getWorksheet('Expiries')!;
    expect((expiries.getRow(1).values as unknown[]).slice(1)).toEqual(['year', 'sqft', 'rent']);
    expect((expiries.getRow(3).values as unknown[]).slice(1)).toEqual([2027, 2000, 30_000]);

    // A building's roll: no building column; a staff session may download it too.
    const staff = await userWithRole(t, `roll.staff.${dialect}@example.com`, 'staff');
    const building = await call(
      t,
      'GET',
      `/api/v1/addresses/${one.spaces[0]}/rent-roll?as_of=${AS_OF}&format=csv`,
      undefined,
      { cookie: staff.cookie },
    );
    expect(building.status, building.body).toBe(200);
    expect(building.headers['content-disposition']).toBe(
      `attachment; filename="rent-roll-1100-rue-portefeuille-montreal-qc-${AS_OF}.csv"`,
    );
    expect(building.body.slice(1).split('\r\n').slice(0, 2)).toEqual([
      CSV_HEADER.replace('building,', ''),
      '101,1,1000,Tenant One Inc.,2025-03-01,2028-02-29,1000,20000,20',
    ]);
    const buildingXlsx = await get(`/api/v1/addresses/${one.building.uuid}/rent-roll?format=xlsx`);
    expect(buildingXlsx.statusCode).toBe(200);
    const buildingBook = new ExcelJS.Workbook();
    await buildingBook.xlsx.load(buildingXlsx.rawPayload as unknown as ArrayBuffer);
    expect(buildingBook.getWorksheet('Rent roll')!.getCell('A1').value).toBe('space');
  });

  it('refuses a bad format or depth with its message key, and callers without credentials', async () => {
    const alpha = await createEntity(t);
    const address = await createAddress(t);
    for (const url of [
      `/api/v1/entities/${alpha.uuid}/rent-roll?format=pdf`,
      `/api/v1/addresses/${address.uuid}/rent-roll?format=pdf`,
    ]) {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'validation',
        fields: { format: 'Format must be json, csv or xlsx' },
        field_keys: { format: 'leases.val.format' },
      });
    }
    const depth = await t.call('GET', `/api/v1/entities/${alpha.uuid}/rent-roll?depth=9`);
    expect(depth.status).toBe(400);
    expect(depth.body.error.field_keys).toEqual({ depth: 'val.depth' });
    for (const url of [
      `/api/v1/entities/${alpha.uuid}/rent-roll`,
      `/api/v1/entities/${alpha.uuid}/rent-roll?format=csv`,
      `/api/v1/addresses/${address.uuid}/rent-roll?format=xlsx`,
    ])
      expect((await call(t, 'GET', url)).status, url).toBe(401);
  });
});

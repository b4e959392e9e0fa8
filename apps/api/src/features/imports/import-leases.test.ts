// The leases import (issue 26) through HTTP on both databases: a rent roll CSV of two buildings
// (one new, one stored with three spaces and an active lease), one tenant with two units, a unit
// leased with two spaces, a vacant unit, annual and monthly rents, dates as `1/1/2025` and
// `2025-01-01`, previewed and run; the leases read back through each building's rent roll against
// hand-computed figures; a lease ending before it starts and one overlapping the stored lease fail
// with the API's messages (the overlap naming that lease) while the others land, nothing of them
// saved; a second run creates nothing, fill and overwrite change the lease found; an XLSX in French
// with Excel's dates.
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAddress, createEntity, createLease } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { fixture, postImport, runImport } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';

const RENT_ROLL = fixture('rent-roll.csv');
const AS_OF = '2026-03-01';
const KING = '100 Rue King, Montréal, QC';
const STE_CATHERINE = '200 Rue Sainte-Catherine O, Montréal, QC';

describe.each(DIALECTS)('import of leases (%s)', (dialect) => {
  let t: TestApp;
  let acme: { uuid: string };
  let stored: { building: string; spaces: Record<string, string>; lease: string };
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
    acme = await createEntity(t, { name: 'Acme Holdings Inc.' });
    // A building already stored with three spaces, one of them leased until the end of 2026.
    const building = await createAddress(t, { address: STE_CATHERINE });
    const spaces: Record<string, string> = {};
    for (const [unit, rba] of [
      ['300', 3000],
      ['320', 2000],
      ['330', 2000],
    ] as const)
      spaces[unit] = (
        await createAddress(t, {
          address: `200 Rue Sainte-Catherine O #${unit}, Montréal, QC`,
          subpremise: unit,
          parent_address_id: building.uuid,
          rba,
        })
      ).uuid;
    const old = await createEntity(t, { name: 'Old Tenant' });
    const lease = await createLease(t, {
      tenant_id: old.uuid,
      space_ids: [spaces['300']!],
      start_on: '2024-01-01',
      end_on: '2026-12-31',
      base_rent: 30,
    });
    stored = { building: building.uuid, spaces, lease: lease.id };
  });
  afterEach(() => t.close());

  const addressId = async (text: string) =>
    String(
      (
        await t.database.db
          .selectFrom('addresses')
          .select('uuid')
          .where('address', '=', text)
          .executeTakeFirstOrThrow()
      ).uuid,
    );
  async function rentRoll(building: string) {
    const res = await t.call('GET', `/api/v1/addresses/${building}/rent-roll?as_of=${AS_OF}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }
  async function errorLines(id: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    const rows: string[][] = parse(res.body.replace(/^\uFEFF/, ''));
    return rows.slice(1).map((r) => r.slice(-2).join(' '));
  }

  it('dry run: the columns by their rent roll names, each lease as saved, and what it would create', async () => {
    const res = await postImport(t, RENT_ROLL, { kind: 'leases', dry_run: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'address',
      'locality',
      'administrative_area_level_1',
      'unit',
      'tenant',
      'start_on',
      'end_on',
      'area_sqft',
      'annual_rent',
      'monthly_rent',
      'deposit',
      'notes',
    ]);
    expect(res.body.columns[5]).toEqual({ header: 'Lease Start', field: 'start_on', type: 'MDY' });
    expect(res.body.totals).toEqual({ create: 6, update: 0, skip: 0, fail: 2 });
    const [first, , monthly, vacant, backwards, overlap, , twoUnits] = res.body.preview;
    expect(first).toMatchObject({
      row: 2,
      action: 'create',
      address: { address: KING, locality: 'Montréal' },
      lease: {
        units: ['101'],
        tenant: 'Acme Holdings Inc.',
        start_on: '2025-01-01',
        end_on: '2029-12-31',
        area_sqft: 2000,
        base_rent: 25,
        rent_basis: 'per_sqft_year',
        deposit: 8000,
        status: 'active',
      },
      errors: {},
    });
    expect(monthly.lease).toMatchObject({ start_on: '2024-03-01', base_rent: 3000, rent_basis: 'per_month' });
    expect(vacant).toMatchObject({
      action: 'create',
      lease: { units: ['104'], tenant: null, base_rent: null },
    });
    expect(backwards).toMatchObject({
      row: 6,
      action: 'fail',
      lease: null,
      errors: { end_on: 'The lease must end after it starts' },
    });
    expect(overlap).toMatchObject({
      row: 7,
      action: 'fail',
      errors: { space_ids: 'Another active lease covers one of these spaces on some of these days' },
    });
    expect(twoUnits.lease).toMatchObject({ units: ['320', '330'], base_rent: 25, notes: 'Two units' });
    // Only what the saved rows need: not the failed rows' space or tenants.
    expect(res.body.new_records).toEqual({
      addresses: [KING],
      addresses_total: 1,
      spaces: [
        '100 Rue King #101, Montréal, QC',
        '100 Rue King #102, Montréal, QC',
        '100 Rue King #103, Montréal, QC',
        '100 Rue King #104, Montréal, QC',
        '200 Rue Sainte-Catherine O #310, Montréal, QC',
      ],
      spaces_total: 5,
      contacts: ['Gamma Tech', 'Beta Retail', 'Epsilon Inc'],
      contacts_total: 3,
    });
    expect([
      await rowCount(t, 'leases'),
      await rowCount(t, 'addresses'),
      await rowCount(t, 'entities'),
    ]).toEqual([1, 4, 2]);
  });

  it('the job saves the good rows as the rent rolls read them; the bad ones fail with the API’s messages', async () => {
    const job = await runImport(t, RENT_ROLL, { kind: 'leases' });
    expect(job).toMatchObject({ status: 'done', total: 8, created: 6, updated: 0, skipped: 0, failed: 2 });

    // A new building of four spaces, one vacant: 4,500 of 5,000 sq ft leased; 25 × 2,000 + 24 ×
    // 1,000 + 3,000 × 12 a year.
    const king = await rentRoll(await addressId(KING));
    expect(
      king.rows.map((r: Record<string, unknown>) => [r.label, r.rba, r.tenant_name, r.annual_rent]),
    ).toEqual([
      ['101', 2000, 'Acme Holdings Inc.', 50_000],
      ['102', 1000, 'Acme Holdings Inc.', 24_000],
      ['103', 1500, 'Gamma Tech', 36_000],
      ['104', 500, null, null],
    ]);
    expect(king.totals).toMatchObject({
      rentable_sqft: 5000,
      leased_sqft: 4500,
      occupancy: 0.9,
      annual_rent: 110_000,
    });
    expect(king.rows[0].tenant_id).toBe(acme.uuid);
    expect(king.rows[1].tenant_id).toBe(acme.uuid);
    expect(king.rows[0].lease_id).not.toBe(king.rows[1].lease_id);

    // The stored building: its lease kept, 310 created, 320 and 330 leased together (shared by rba).
    const ste = await rentRoll(stored.building);
    expect(ste.rows.map((r: Record<string, unknown>) => [r.label, r.tenant_name, r.annual_rent])).toEqual([
      ['300', 'Old Tenant', 90_000],
      ['310', 'Beta Retail', 75_000],
      ['320', 'Epsilon Inc', 50_000],
      ['330', 'Epsilon Inc', 50_000],
    ]);
    expect(ste.totals).toMatchObject({
      rentable_sqft: 9500,
      leased_sqft: 9500,
      occupancy: 1,
      annual_rent: 265_000,
    });
    expect(ste.rows[2].lease_id).toBe(ste.rows[3].lease_id);
    const epsilon = await t.call('GET', `/api/v1/leases/${ste.rows[2].lease_id}`);
    expect(epsilon.body).toMatchObject({
      area_sqft: 4000,
      base_rent: 25,
      deposit: 20_000,
      notes: 'Two units',
      spaces: [{ uuid: stored.spaces['320'] }, { uuid: stored.spaces['330'] }],
    });

    expect(await errorLines(job.id)).toEqual([
      '6 end_on: The lease must end after it starts',
      `7 space_ids: Another active lease covers one of these spaces on some of these days: Old Tenant (2024-01-01 – 2026-12-31, lease ${stored.lease})`,
    ]);
    // Nothing of the failed rows: no space 105, no Delta Co or Zeta Foods.
    const names = await t.database.db.selectFrom('entities').select('name').orderBy('name').execute();
    expect(names.map((n) => n.name)).toEqual([
      'Acme Holdings Inc.',
      'Beta Retail',
      'Epsilon Inc',
      'Gamma Tech',
      'Old Tenant',
    ]);
    expect(await rowCount(t, 'addresses')).toBe(4 + 1 + 5);
    const history = await t.call('GET', `/api/v1/leases/${king.rows[2].lease_id}/history`);
    // As the API's create writes it, by the job: the lease, then its space as a link.
    expect(history.body.data.map((e: Record<string, unknown>) => [e.record_type, e.action, e.actor])).toEqual(
      [
        ['lease_spaces', 'create', `import:${job.id}`],
        ['lease', 'create', `import:${job.id}`],
      ],
    );
  });

  it('a second run creates nothing; fill completes the lease found, overwrite replaces its fields', async () => {
    await runImport(t, RENT_ROLL, { kind: 'leases' });
    const counts = async () => [
      await rowCount(t, 'leases'),
      await rowCount(t, 'addresses'),
      await rowCount(t, 'entities'),
    ];
    const before = await counts();
    const again = await runImport(t, RENT_ROLL, { kind: 'leases' });
    expect(again).toMatchObject({ status: 'done', created: 0, updated: 0, skipped: 6, failed: 2 });
    expect(await counts()).toEqual(before);
    const dry = await postImport(t, RENT_ROLL, { kind: 'leases', dry_run: 'true' });
    expect(dry.body.totals).toEqual({ create: 0, update: 0, skip: 6, fail: 2 });
    expect(dry.body.new_records).toMatchObject({ addresses_total: 0, spaces_total: 0, contacts_total: 0 });

    // The same lease (tenant, unit, first day) renewed to 2031, with a deposit, notes and a status.
    const file = Buffer.from(
      'Property Address,City,Province,Unit,Tenant,Lease Start,Lease End,SF,Rent/SF,Deposit,Notes,Status\n' +
        '100 Rue King,Montréal,QC,103,Gamma Tech,2024-03-01,2031-02-28,1500,$28.00,"$9,000",Renewed,Active\n',
    );
    const gamma = async () => {
      const tenant = await t.database.db
        .selectFrom('entities')
        .select('uuid')
        .where('name', '=', 'Gamma Tech')
        .executeTakeFirstOrThrow();
      return (await t.call('GET', `/api/v1/leases?tenant_id=${tenant.uuid}`)).body.data[0];
    };
    const filled = await runImport(t, file, { kind: 'leases', policy: 'fill' });
    expect(filled).toMatchObject({ created: 0, updated: 1 });
    expect(await gamma()).toMatchObject({
      end_on: '2027-02-28',
      base_rent: 3000,
      rent_basis: 'per_month',
      deposit: 9000,
      notes: 'Renewed',
    });
    const overwritten = await runImport(t, file, { kind: 'leases', policy: 'overwrite' });
    expect(overwritten).toMatchObject({ created: 0, updated: 1 });
    expect(await gamma()).toMatchObject({
      end_on: '2031-02-28',
      base_rent: 28,
      rent_basis: 'per_sqft_year',
      area_sqft: 1500,
      notes: 'Renewed',
    });
    expect(await counts()).toEqual(before);
  });

  it('an XLSX in French, dates as Excel stores them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Rôle de loyers');
    sheet.addRow([
      'Adresse',
      'Ville',
      'Local',
      'Locataire',
      'Début du bail',
      'Fin du bail',
      'Superficie (pi²)',
      'Loyer mensuel',
      'Dépôt de garantie',
      'Statut',
    ]);
    sheet.addRow([
      '10 Rue Comp',
      'Laval',
      'A-1',
      'Boutique Lumière',
      new Date(Date.UTC(2025, 8, 1)),
      new Date(Date.UTC(2030, 7, 31)),
      1200,
      '2 500,00 $',
      '5 000 $',
      'Actif',
    ]);
    sheet.addRow([
      '10 Rue Comp',
      'Laval',
      'A-2',
      'Café Nord',
      '2020-01-01',
      '2024-12-31',
      800,
      1600,
      null,
      'Échu',
    ]);
    sheet.addRow(['10 Rue Comp', 'Laval', 'A-3', 'Libre', null, null, 600, null, null, null]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const job = await runImport(t, bytes, { kind: 'leases' });
    expect(job).toMatchObject({ status: 'done', total: 3, created: 3, failed: 0 });
    const building = await addressId('10 Rue Comp, Laval');
    const res = await t.call('GET', `/api/v1/leases?address_id=${building}`);
    expect(
      res.body.data.map((l: Record<string, unknown>) => [
        l.tenant_name,
        l.start_on,
        l.end_on,
        l.base_rent,
        l.rent_basis,
        l.deposit,
        l.status,
      ]),
    ).toEqual([
      ['Café Nord', '2020-01-01', '2024-12-31', 1600, 'per_month', null, 'expired'],
      ['Boutique Lumière', '2025-09-01', '2030-08-31', 2500, 'per_month', 5000, 'active'],
    ]);
    const roll = await rentRoll(building);
    expect(roll.rows.map((r: Record<string, unknown>) => [r.label, r.rba, r.tenant_name])).toEqual([
      ['A-1', 1200, 'Boutique Lumière'],
      ['A-2', 800, null],
      ['A-3', 600, null],
    ]);
    expect(roll.totals).toMatchObject({ rentable_sqft: 2600, leased_sqft: 1200, annual_rent: 30_000 });
  });
});

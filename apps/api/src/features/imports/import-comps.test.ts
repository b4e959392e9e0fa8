// The comps import (issue 26) through HTTP on both databases: a broker's CSV of sale and lease comps
// ($, %, thousands commas, US dates, a cap rate as a fraction, a term in years) previewed and run;
// its bad rows (a cap rate over 100 %, a lease without rent) reported with their line while the
// others are saved; addresses and buyers/tenants matched or created; history as the API writes it;
// a second run skipping the comps already there; an XLSX of lease comps in French as Excel writes
// dates, with no kind column.
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAddress, createEntity } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { fixture, postImport, runImport } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';

const BROKER = fixture('comps-broker.csv');

const names = async (t: TestApp, table: 'entities' | 'addresses') =>
  table === 'entities'
    ? (await t.database.db.selectFrom('entities').select('name').orderBy('name').execute()).map((r) => r.name)
    : (await t.database.db.selectFrom('addresses').select('address').orderBy('address').execute()).map(
        (r) => r.address,
      );

async function comps(t: TestApp, kind: 'sale' | 'lease') {
  const res = await t.call('GET', `/api/v1/comps?kind=${kind}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Record<string, unknown>[];
}

describe.each(DIALECTS)('import of comps (%s)', (dialect) => {
  let t: TestApp;
  let king: { uuid: string };
  let acme: { uuid: string };
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
    // Typed whole in the portal: the file gives the street and its city apart.
    king = await createAddress(t, { address: '100 Rue King, Montréal, QC', locality: 'Montréal' });
    acme = await createEntity(t, { name: 'Acme Holdings Inc.', company_name: 'Acme Holdings Inc.' });
  });
  afterEach(() => t.close());

  it('dry run: the columns by their export names, the comps as saved, the totals and what it would create', async () => {
    const res = await postImport(t, BROKER, { kind: 'comps', dry_run: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'kind',
      'address',
      'locality',
      'administrative_area_level_1',
      'property_type',
      'date_on',
      'area_sqft',
      'price',
      'price_per_sqft',
      'cap_rate',
      'buyer',
      'seller',
      'tenant',
      'rent_per_sqft',
      'term_months',
      'free_rent_months',
      'source',
      'notes',
    ]);
    expect(res.body.columns[5]).toEqual({ header: 'Sale Date', field: 'date_on', type: 'MDY' });
    expect(res.body.totals).toEqual({ create: 4, update: 0, skip: 1, fail: 2 });
    const [sale, lease, , badCap, noRent, , repeat] = res.body.preview;
    expect(sale).toMatchObject({
      row: 2,
      action: 'create',
      address: { address: '100 Rue King, Montréal, QC', locality: 'Montréal' },
      comp: {
        kind: 'sale',
        date_on: '2025-11-03',
        area_sqft: 20_000,
        property_type: 'industrial',
        price: 8_250_000,
        cap_rate: 5.5,
        buyer: 'Acme Holdings Inc.',
        seller: 'Beta Realty Ltd.',
        source: 'CoStar',
      },
      errors: {},
    });
    expect(lease.comp).toMatchObject({
      kind: 'lease',
      date_on: '2026-01-15',
      rent_per_sqft: 24.5,
      term_months: 60,
      free_rent_months: 4,
      tenant: 'Gamma Tech',
      notes: 'Fourth floor, north side',
    });
    expect(res.body.preview[2].comp).toMatchObject({ cap_rate: 6.25, property_type: 'industrial' });
    expect(badCap).toMatchObject({
      row: 5,
      action: 'fail',
      comp: null,
      errors: { cap_rate: 'Cap rate must be a percentage from 0 to 100' },
      error_keys: { cap_rate: 'comps.val.capRate' },
    });
    expect(noRent).toMatchObject({
      row: 6,
      action: 'fail',
      errors: { rent_per_sqft: 'A lease comp needs its rent per square foot' },
    });
    expect(res.body.preview[5].comp).toMatchObject({ tenant: 'gamma  tech', term_months: 120 });
    expect(repeat).toMatchObject({ row: 8, action: 'skip' });
    // Only what the saved rows need: not the failed rows' addresses or tenant.
    expect(res.body.new_records).toEqual({
      addresses: ['200 Boul. René-Lévesque O, Montréal, QC', '300 Industrial Way, Laval, QC'],
      addresses_total: 2,
      contacts: ['Beta Realty Ltd.', 'Gamma Tech'],
      contacts_total: 2,
    });
    expect([
      await rowCount(t, 'comps'),
      await rowCount(t, 'entities'),
      await rowCount(t, 'addresses'),
    ]).toEqual([0, 1, 1]);
  });

  it('the job saves the good rows, reports the bad ones by line, matches or creates addresses and contacts', async () => {
    const job = await runImport(t, BROKER, { kind: 'comps' });
    expect(job).toMatchObject({ status: 'done', total: 7, created: 4, updated: 0, skipped: 1, failed: 2 });

    const sales = await comps(t, 'sale');
    expect(sales.map((c) => [c.address, c.date_on, c.price, c.price_per_sqft, c.cap_rate])).toEqual([
      ['300 Industrial Way, Laval, QC', '2025-12-01', 5_400_000, 120, 6.25],
      ['100 Rue King, Montréal, QC', '2025-11-03', 8_250_000, 412.5, 5.5],
    ]);
    // The stored address and contact were found, the file's new ones created once each.
    expect(sales[1]).toMatchObject({
      address_id: king.uuid,
      buyer_id: acme.uuid,
      buyer_name: 'Acme Holdings Inc.',
    });
    expect(sales[0]).toMatchObject({ buyer_id: acme.uuid, seller_name: 'Beta Realty Ltd.' });
    expect(sales[0]!.seller_id).toBe(sales[1]!.seller_id);
    const leases = await comps(t, 'lease');
    expect(leases.map((c) => [c.property_type, c.rent_per_sqft, c.term_months, c.free_rent_months])).toEqual([
      ['retail', 31, 120, 0],
      ['office', 24.5, 60, 4],
    ]);
    expect(leases[0]!.tenant_id).toBe(leases[1]!.tenant_id);
    expect(leases[0]!.address_id).toBe(leases[1]!.address_id);
    expect(await names(t, 'entities')).toEqual(['Acme Holdings Inc.', 'Beta Realty Ltd.', 'Gamma Tech']);
    expect(await names(t, 'addresses')).toEqual([
      '100 Rue King, Montréal, QC',
      '200 Boul. René-Lévesque O, Montréal, QC',
      '300 Industrial Way, Laval, QC',
    ]);
    const tenant = await t.call('GET', `/api/v1/entities/${leases[0]!.tenant_id}/complete`);
    expect(tenant.body).toMatchObject({ name: 'Gamma Tech', is_person: false });
    const counted = await t.database.db
      .selectFrom('record_counts')
      .select('n')
      .where('kind', '=', 'comps')
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(4);

    // History as the API's create writes it, by the job.
    const history = await t.call('GET', `/api/v1/comps/${sales[0]!.id}/history`);
    expect(history.body.data).toMatchObject([
      {
        actor: `import:${job.id}`,
        action: 'create',
        record_type: 'comp',
        changes: { kind: { old: null, new: 'sale' }, price: { old: null, new: 5_400_000 } },
      },
    ]);
    const seller = await t.call('GET', `/api/v1/entities/${sales[0]!.seller_id}/history`);
    expect(seller.body.data).toMatchObject([{ actor: `import:${job.id}`, action: 'create' }]);

    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    const lines = errors.body.trim().split('\r\n').slice(1);
    expect(lines.map((l) => l.split(',').slice(-2).join(','))).toEqual([
      '5,cap_rate: Cap rate must be a percentage from 0 to 100',
      '6,rent_per_sqft: A lease comp needs its rent per square foot',
    ]);
  });

  it('a second run skips the comps already there; fill completes one, overwrite replaces its fields', async () => {
    await runImport(t, BROKER, { kind: 'comps' });
    const again = await runImport(t, BROKER, { kind: 'comps' });
    expect(again).toMatchObject({ status: 'done', created: 0, skipped: 5, failed: 2 });
    expect([
      await rowCount(t, 'comps'),
      await rowCount(t, 'entities'),
      await rowCount(t, 'addresses'),
    ]).toEqual([4, 3, 3]);
    const dry = await postImport(t, BROKER, { kind: 'comps', dry_run: 'true' });
    expect(dry.body.totals).toEqual({ create: 0, update: 0, skip: 5, fail: 2 });
    expect(dry.body.new_records).toEqual({
      addresses: [],
      addresses_total: 0,
      contacts: [],
      contacts_total: 0,
    });

    // The same deal (kind, address, day, area, price) with notes, another source and buyer.
    const file = Buffer.from(
      'Comp Type,Address,Sale Date,Building SF,Sale Price,Source,Notes,Buyer\n' +
        'Sale,"100 Rue King, Montréal, QC",2025-11-03,20000,8250000,Registry,Portfolio deal,New Buyer Co\n',
    );
    const kingSale = async () => (await comps(t, 'sale')).find((c) => c.address_id === king.uuid);
    // Fill keeps the buyer the comp has: no contact to create for it.
    const fillDry = await postImport(t, file, { kind: 'comps', policy: 'fill', dry_run: 'true' });
    expect(fillDry.body.totals).toEqual({ create: 0, update: 1, skip: 0, fail: 0 });
    expect(fillDry.body.new_records.contacts_total).toBe(0);
    const filled = await runImport(t, file, { kind: 'comps', policy: 'fill' });
    expect(filled).toMatchObject({ created: 0, updated: 1 });
    expect(await kingSale()).toMatchObject({
      source: 'CoStar',
      notes: 'Portfolio deal',
      property_type: 'industrial',
      buyer_name: 'Acme Holdings Inc.',
    });
    expect(await rowCount(t, 'entities')).toBe(3);
    const overwriteDry = await postImport(t, file, { kind: 'comps', policy: 'overwrite', dry_run: 'true' });
    expect(overwriteDry.body.new_records.contacts).toEqual(['New Buyer Co']);
    const overwritten = await runImport(t, file, { kind: 'comps', policy: 'overwrite' });
    expect(overwritten).toMatchObject({ updated: 1 });
    // No column gives a property type: the "other" a new comp would take replaces nothing.
    expect(await kingSale()).toMatchObject({
      source: 'Registry',
      notes: 'Portfolio deal',
      cap_rate: 5.5,
      property_type: 'industrial',
      buyer_name: 'New Buyer Co',
    });
    expect(await rowCount(t, 'comps')).toBe(4);
  });

  it('an XLSX of lease comps in French, dates as Excel stores them, no kind column', async () => {
    await createEntity(t, { name: 'Boutique Lumière' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Comparables');
    sheet.addRow([
      'Adresse',
      'Ville',
      'Province',
      'Date de signature',
      'Superficie louée',
      'Type de propriété',
      'Locataire',
      'Loyer net',
      'Durée (mois)',
      'Mois gratuits',
      'Source',
    ]);
    sheet.addRow([
      '10 Rue Comp',
      'Laval',
      'QC',
      new Date(Date.UTC(2025, 8, 1)),
      4200,
      'Bureau',
      'BOUTIQUE LUMIÈRE',
      22.75,
      120,
      6,
      'Altus',
    ]);
    sheet.addRow([
      '12 Rue Comp',
      'Laval',
      'QC',
      new Date(Date.UTC(2025, 9, 1)),
      1500,
      'Commerce',
      'Café Nord',
      null,
      60,
      0,
      'Altus',
    ]);
    sheet.addRow([
      '10 Rue Comp',
      'Laval',
      'QC',
      '2025-09-15',
      '2 000 pi²',
      'Entrepôt',
      'Café Nord',
      '18,50 $',
      36,
      2,
      'Altus',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const job = await runImport(t, bytes, { kind: 'comps' });
    expect(job).toMatchObject({ status: 'done', total: 3, created: 2, failed: 1 });
    const leases = await comps(t, 'lease');
    expect(
      leases.map((c) => [c.date_on, c.area_sqft, c.property_type, c.rent_per_sqft, c.tenant_name]),
    ).toEqual([
      ['2025-09-15', 2000, 'industrial', 18.5, 'Café Nord'],
      ['2025-09-01', 4200, 'office', 22.75, 'Boutique Lumière'],
    ]);
    expect(leases[0]!.address_id).toBe(leases[1]!.address_id);
    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    // The lease without its rent fails; its tenant was created by the later row, not by it.
    expect(errors.body).toContain('3,rent_per_sqft: A lease comp needs its rent per square foot');
    expect(await names(t, 'entities')).toEqual(['Acme Holdings Inc.', 'Boutique Lumière', 'Café Nord']);
  });
});

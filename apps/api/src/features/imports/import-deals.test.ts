// The deals import (issue 27) through HTTP on both databases: a broker's deal sheet (a sale at a
// new property with its buyer and a stored seller, a tenant rep search without a property, a lost
// deal without its reason, a lost lease with it, an unknown pipeline), previewed and run; the deals
// read back through GET /deals; the lost row without its reason fails with the API's message and
// nothing of it is kept; a second run skips, overwrite changes the deal found by name + pipeline +
// property; an XLSX in French with Excel's dates.
import { messageText } from '@crm/shared';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN, userWithRole } from '../../test/auth.js';
import { createEntity } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { fixture, multipartBody, postImport, runImport } from '../../test/imports.js';

const SHEET = fixture('deals-pipeline.csv');
const LOST_MESSAGE = messageText('deals.val.lostReason');
type DealRow = Record<string, unknown> & { name: string };

describe.each(DIALECTS)('import of deals (%s)', (dialect) => {
  let t: TestApp;
  let acme: { uuid: string };
  let broker: { id: string; cookie: string };
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
    acme = await createEntity(t, { name: 'Acme Holdings Inc.' });
    broker = await userWithRole(t, 'broker@example.com', 'staff');
  });
  afterEach(() => t.close());

  async function deals(): Promise<DealRow[]> {
    const res = await t.call('GET', '/api/v1/deals?limit=100');
    expect(res.status).toBe(200);
    return res.body.data;
  }
  const contactNamed = (name: string) =>
    t.database.db.selectFrom('entities').select('uuid').where('name', '=', name).executeTakeFirst();
  async function errorLines(id: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    const rows: string[][] = parse(res.body.replace(/^\uFEFF/, ''));
    return rows.slice(1).map((r) => r.slice(-2).join(' '));
  }

  it('dry run: the columns by their spreadsheet names, each deal as saved, what it would create', async () => {
    const res = await postImport(t, SHEET, { kind: 'deals', dry_run: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'name',
      'pipeline',
      'stage',
      'address',
      'locality',
      'value',
      'commission_pct',
      'commission_amount',
      'probability',
      'expected_close_on',
      'owner',
      'buyer',
      'seller',
      'tenant',
      'landlord',
      'loi_on',
      'lost_reason',
    ]);
    expect(res.body.totals).toEqual({ create: 3, update: 0, skip: 0, fail: 2 });
    const [sale, search, lost, , widget] = res.body.preview;
    expect(sale).toMatchObject({
      row: 2,
      action: 'create',
      address: { address: '1200 Boulevard Industriel, Laval', locality: 'Laval' },
      deal: {
        name: '1200 Industriel sale',
        pipeline: 'Investment sale',
        stage: 'Offers',
        value: 4_500_000,
        commission_pct: 2.5,
        expected_close_on: '2027-03-31',
        owner: 'broker@example.com',
        parties: [
          { role: 'seller', name: 'Acme Holdings Inc.' },
          { role: 'buyer', name: 'Northwind Capital' },
        ],
      },
    });
    expect(search).toMatchObject({
      action: 'create',
      address: null,
      deal: { pipeline: 'Tenant representation', stage: 'Tours', commission_amount: 45_000, probability: 60 },
    });
    expect(lost).toMatchObject({
      row: 4,
      action: 'fail',
      errors: { lost_reason: LOST_MESSAGE },
    });
    expect(widget).toMatchObject({
      action: 'fail',
      errors: { pipeline: 'No pipeline has this name or deal type' },
    });
    // Only what the saved rows need: not the lost row's seller nor its property.
    expect(res.body.new_records).toEqual({
      addresses: ['1200 Boulevard Industriel, Laval', '10 Harbour Street, Toronto'],
      addresses_total: 2,
      contacts: ['Northwind Capital', 'Lumen Labs', 'Blue Finch Ltd'],
      contacts_total: 3,
    });
    expect(await deals()).toEqual([]);
    // Without an owner column, a deal is its importer's: an API key has no one to own it.
    const ownerless = Buffer.from('Deal Name,Type\nNo owner sale,Investment sale\n');
    const alone = await postImport(t, ownerless, { kind: 'deals', dry_run: 'true' });
    expect(alone.body.preview[0]).toMatchObject({
      action: 'fail',
      error_keys: { owner_id: 'deals.val.ownerRequired' },
    });
    const job = await runImport(t, ownerless, { kind: 'deals' });
    expect(job).toMatchObject({ created: 0, failed: 1 });
    // A staff member's import: the deal is theirs.
    const { payload, contentType } = multipartBody(ownerless, { kind: 'deals' });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      headers: { cookie: broker.cookie, origin: ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(started.statusCode, started.body).toBe(202);
    await t.app.importRunner.settled(started.json().id);
    expect((await deals()).map((d) => [d.name, d.owner_id])).toEqual([['No owner sale', broker.id]]);
  });

  it('runs each row through the deals’ own create; a lost row without its reason keeps nothing', async () => {
    const job = await runImport(t, SHEET, { kind: 'deals' });
    expect(job).toMatchObject({ status: 'done', total: 5, created: 3, failed: 2 });
    const stored = await deals();
    const byName = Object.fromEntries(stored.map((d) => [d.name, d]));
    expect(Object.keys(byName).sort()).toEqual([
      '1200 Industriel sale',
      'Harbour Tower lease',
      'Lumen Labs HQ search',
    ]);
    const northwind = (await contactNamed('Northwind Capital'))!.uuid;
    expect(byName['1200 Industriel sale']).toMatchObject({
      type: 'investment_sale',
      stage_name: 'Offers',
      outcome: 'open',
      address: '1200 Boulevard Industriel, Laval',
      city: 'Laval',
      value: 4_500_000,
      commission_pct: 2.5,
      commission: 112_500,
      // The stage's probability: no override.
      probability: 50,
      probability_overridden: false,
      weighted_commission: 56_250,
      expected_close_on: '2027-03-31',
      dates: { loi_on: '2027-01-15' },
      owner_id: broker.id,
      parties: [
        { entity_id: acme.uuid, role: 'seller', name: 'Acme Holdings Inc.' },
        { entity_id: northwind, role: 'buyer', name: 'Northwind Capital' },
      ],
    });
    expect(byName['Lumen Labs HQ search']).toMatchObject({
      type: 'tenant_representation',
      stage_name: 'Tours',
      address_id: null,
      commission_amount: 45_000,
      probability: 60,
      probability_overridden: true,
      weighted_commission: 27_000,
      parties: [{ role: 'tenant', name: 'Lumen Labs' }],
    });
    expect(byName['Harbour Tower lease']).toMatchObject({
      type: 'landlord_leasing',
      outcome: 'lost',
      lost_reason: 'price',
      closed_on: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      parties: [
        { role: 'landlord', name: 'Acme Holdings Inc.' },
        { role: 'tenant', name: 'Blue Finch Ltd' },
      ],
    });
    // Entering its stage made its playbook's tasks, as a deal created in the portal would.
    const changes = await t.call('GET', `/api/v1/deals/${byName['1200 Industriel sale']!.id}/stage-changes`);
    expect(changes.body.data).toHaveLength(1);
    // The lost row's seller and property were never kept.
    expect(await contactNamed('Brand New Seller Co')).toBeUndefined();
    const mill = await t.database.db
      .selectFrom('addresses')
      .select('uuid')
      .where('address', 'like', '55 Rue du Moulin%')
      .executeTakeFirst();
    expect(mill).toBeUndefined();
    expect(await errorLines(job.id)).toEqual([
      `4 lost_reason: ${LOST_MESSAGE}`,
      '6 pipeline: No pipeline has this name or deal type',
    ]);
  });

  it('a second run finds each deal by name, pipeline and property: skip, then overwrite', async () => {
    await runImport(t, SHEET, { kind: 'deals' });
    const again = await runImport(t, SHEET, { kind: 'deals' });
    expect(again).toMatchObject({ created: 0, skipped: 3, failed: 2 });
    const changed = Buffer.from(
      SHEET.toString('utf8')
        .replace('"$4,500,000",2.5%', '"$4,800,000",3%')
        .replace('01/15/2027', '01/20/2027'),
    );
    const preview = await postImport(t, changed, { kind: 'deals', policy: 'overwrite', dry_run: 'true' });
    expect(preview.body.totals).toEqual({ create: 0, update: 3, skip: 0, fail: 2 });
    const overwrite = await runImport(t, changed, { kind: 'deals', policy: 'overwrite' });
    expect(overwrite).toMatchObject({ created: 0, updated: 3, failed: 2 });
    const sale = (await deals()).find((d) => d.name === '1200 Industriel sale')!;
    expect(sale).toMatchObject({ value: 4_800_000, commission_pct: 3, dates: { loi_on: '2027-01-20' } });
    expect(await deals()).toHaveLength(3);
  });

  it('a deals export imports back as the same deals into another database', async () => {
    await runImport(t, SHEET, { kind: 'deals' });
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/v1/deals/export',
      headers: { 'api-key': API_KEY },
    });
    expect(file.statusCode).toBe(200);
    const exported = await deals();
    const other = await createTestApp(dialect, { demoData: false });
    try {
      await userWithRole(other, 'broker@example.com', 'staff');
      const job = await runImport(other, file.rawPayload, { kind: 'deals' });
      expect(job).toMatchObject({ status: 'done', total: 3, created: 3, failed: 0 });
      const res = await other.call('GET', '/api/v1/deals?limit=100');
      const keep = (d: DealRow) => {
        const {
          id,
          pipeline_id,
          stage_id,
          owner_id,
          address_id,
          created_at,
          updated_at,
          stage_entered_at,
          ...rest
        } = d;
        return {
          ...rest,
          parties: (d.parties as { role: string; name: string }[]).map((p) => [p.role, p.name]),
        };
      };
      expect(res.body.data.map(keep)).toEqual(exported.map(keep));
    } finally {
      await other.close();
    }
  });

  it('an XLSX in French, dates as Excel stores them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Transactions');
    sheet.addRow([
      'Nom de la transaction',
      'Type de transaction',
      'Étape',
      'Adresse de la propriété',
      'Ville',
      'Prix',
      'Taux de commission',
      'Probabilité',
      'Date de clôture prévue',
      'Courriel du courtier',
      'Acheteur',
      'Vendeur',
      'Motif de perte',
    ]);
    sheet.addRow([
      'Vente du 400 Saint-Laurent',
      'Vente d’immeuble de placement',
      'Vérification diligente',
      '400 Boulevard Saint-Laurent',
      'Montréal',
      '3 250 000 $',
      0.02,
      null,
      new Date(Date.UTC(2027, 4, 15)),
      'broker@example.com',
      'Capital Boréal',
      'Acme Holdings Inc.',
      null,
    ]);
    sheet.addRow([
      'Acquisition Laval',
      'Acquisition',
      'Perdue',
      null,
      null,
      null,
      null,
      null,
      null,
      'broker@example.com',
      null,
      null,
      'Concurrent',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const job = await runImport(t, bytes, { kind: 'deals' });
    expect(job).toMatchObject({ status: 'done', total: 2, created: 2, failed: 0 });
    const byName = Object.fromEntries((await deals()).map((d) => [d.name, d]));
    expect(byName['Vente du 400 Saint-Laurent']).toMatchObject({
      stage_name: 'Due diligence',
      value: 3_250_000,
      commission_pct: 2,
      probability: 85,
      expected_close_on: '2027-05-15',
      address: '400 Boulevard Saint-Laurent, Montréal',
      parties: [
        { role: 'seller', name: 'Acme Holdings Inc.' },
        { role: 'buyer', name: 'Capital Boréal' },
      ],
    });
    expect(byName['Acquisition Laval']).toMatchObject({
      type: 'acquisition',
      outcome: 'lost',
      lost_reason: 'lost_to_competitor',
    });
  });
});

// Spreadsheet import through HTTP on both databases: the messy fixture (BOM, semicolons, French
// headers, accents, quoted newlines, duplicates, bad emails and numbers, formula guards) under each
// policy, the dry run, and the job's failed rows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, fixture, postImport, runImport } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';

const MESSY = fixture('contacts-messy.csv');

async function entityByName(t: TestApp, name: string) {
  const row = await t.database.db
    .selectFrom('entities')
    .select('uuid')
    .where('name', '=', name)
    .executeTakeFirst();
  expect(row, name).toBeDefined();
  return (await t.call('GET', `/api/v1/entities/${row!.uuid}/complete`)).body;
}

describe.each(DIALECTS)('import of contacts (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
  });
  afterEach(() => t.close());

  it('dry run matches the French headers, previews the rows and writes nothing', async () => {
    const res = await postImport(t, MESSY, { kind: 'contacts', dry_run: 'true' });
    expect(res.status).toBe(200);
    expect(res.body.columns.map((c: { field: string | null }) => c.field)).toEqual([
      'name',
      'company_name',
      'email',
      'phone_number',
      'phone_type',
      'address',
      'locality',
      'administrative_area_level_1',
      'postal_code',
      'country',
      'address_role',
      'investor',
      'owner',
      'notes',
      null,
    ]);
    expect(res.body.totals).toEqual({ create: 6, update: 0, skip: 2, fail: 1 });
    expect(res.body.columns.at(-1)).toEqual({ header: 'Colonne inconnue', field: null, left_behind: 1 });
    const [first, , duplicate, badEmail, badPhone, shortName] = res.body.preview;
    expect(first).toMatchObject({
      row: 2,
      action: 'create',
      entity: { name: 'Émilie Tremblay', company_name: 'Gestion Côté inc.', investor: true, owner: false },
      emails: [{ email: 'emilie@cote.ca', type: 'OTHER' }],
      numbers: [{ phone_number: '+15145550101', type: 'WORK' }],
      address: {
        address: '1200 rue Sainte-Catherine O',
        locality: 'Montréal',
        country: 'CA',
        role: 'OFFICE',
      },
      errors: {},
    });
    expect(first.entity.notes).toBe('Première ligne\r\nDeuxième ligne');
    expect(duplicate).toMatchObject({ row: 4, action: 'skip', entity: { notes: '=SUM(A1)' } });
    // A refused cell leaves the contact and its other values in, and is listed.
    expect(badEmail).toMatchObject({
      row: 5,
      action: 'create',
      entity: { name: 'Bad Email' },
      emails: [],
      numbers: [{ phone_number: '+15145550103' }],
      errors: {},
      refused: [
        {
          row: 5,
          column: 'Courriel',
          value: 'not-an-email',
          reason: 'Please enter a valid email address.',
          key: 'emails.val.invalid',
        },
      ],
    });
    expect(badPhone).toMatchObject({
      action: 'create',
      emails: [{ email: 'bad@acme.com' }],
      refused: [{ column: 'Téléphone', value: '12345', key: 'numbers.val.minLen' }],
    });
    expect(res.body.refused_total).toBe(2);
    expect(res.body.refused.map((r: { row: number }) => r.row)).toEqual([5, 6]);
    expect(shortName).toMatchObject({
      action: 'fail',
      errors: { name: 'Name must be longer then 3 characters' },
    });
    for (const table of ['entities', 'emails', 'phone_numbers', 'addresses'] as const)
      expect(await rowCount(t, table)).toBe(0);
    const jobs = await t.database.db.selectFrom('import_jobs').selectAll().execute();
    expect(jobs).toHaveLength(0);
  });

  it('policy skip: creates the new contacts with their links and counters, skips duplicates, lists failed rows', async () => {
    const job = await runImport(t, MESSY, { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({
      status: 'done',
      total: 9,
      done: 9,
      created: 6,
      updated: 0,
      skipped: 2,
      failed: 1,
    });
    expect(job.started_at).toEqual(expect.any(String));
    expect(job.finished_at).toEqual(expect.any(String));
    expect(await rowCount(t, 'entities')).toBe(6);
    expect(await rowCount(t, 'emails')).toBe(5);
    expect(await rowCount(t, 'phone_numbers')).toBe(4);
    expect(await rowCount(t, 'addresses')).toBe(2);

    const emilie = await entityByName(t, 'Émilie Tremblay');
    expect(emilie).toMatchObject({
      investor: true,
      owner: false,
      notes: 'Première ligne\r\nDeuxième ligne',
      n_linked_emails: 1,
      n_linked_numbers: 1,
      n_linked_addresses: 1,
    });
    expect(emilie.links.numbers).toEqual([{ phone_number: '+15145550101', type: 'WORK' }]);
    expect(emilie.links.addresses[0]).toMatchObject({
      role: 'OFFICE',
      address: '1200 rue Sainte-Catherine O',
    });
    const marie = await entityByName(t, 'Marie "la patronne" Roy');
    expect(marie).toMatchObject({ owner: true, n_linked_addresses: 1 });
    expect(marie.links.addresses[0].role).toBe('HEADQUARTERS');
    const jean = await entityByName(t, 'Jean Dupont');
    expect(jean.links.emails).toEqual([{ email: 'jean@dupont.ca', type: 'OTHER' }]);
    expect(jean.notes).toBeNull();
    expect((await entityByName(t, 'Formula Guy')).company_name).toBe('@Corp');

    const audit = await t.database.db.selectFrom('audit_log').select('actor').distinct().execute();
    expect(audit.map((a) => a.actor)).toEqual([`import:${job.id}`]);

    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': 'test-key-0123456789' },
    });
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toContain('text/csv');
    const lines = errors.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Nom,Société,Courriel,Téléphone,Type de téléphone,Adresse,Ville,Province,Code postal,Pays,Rôle,Investisseur,Propriétaire,Notes,Colonne inconnue,row,reason',
    );
    expect(lines.slice(1)).toEqual([
      'Bad Email,Acme,not-an-email,514 555 0103,,,,,,,,,,,,5,"Imported without these cells: Courriel ""not-an-email"": Please enter a valid email address."',
      'Bad Phone,Acme,bad@acme.com,12345,,,,,,,,,,,,6,"Imported without these cells: Téléphone ""12345"": Number must be longer then 10 digits"',
      'Al,,,,,,,,,,,,,,,7,name: Name must be longer then 3 characters',
    ]);
  });

  it('policy fill: a duplicate fills only empty fields and adds its links', async () => {
    const job = await runImport(t, MESSY, { kind: 'contacts', policy: 'fill' });
    expect(job).toMatchObject({ status: 'done', created: 6, updated: 2, skipped: 0, failed: 1 });
    const emilie = await entityByName(t, 'Émilie Tremblay');
    expect(emilie.notes).toBe('Première ligne\r\nDeuxième ligne');
    expect(emilie.n_linked_emails).toBe(2);
    expect(emilie.links.emails.map((e: { email: string }) => e.email).sort()).toEqual([
      'emilie.t@cote.ca',
      'emilie@cote.ca',
    ]);
    expect((await entityByName(t, 'Jean Dupont')).notes).toBe('+appel');
    expect(await rowCount(t, 'entities')).toBe(6);
  });

  it('policy overwrite: a duplicate overwrites the fields it gives', async () => {
    const job = await runImport(t, MESSY, { kind: 'contacts', policy: 'overwrite' });
    expect(job).toMatchObject({ status: 'done', created: 6, updated: 2, failed: 1 });
    const emilie = await entityByName(t, 'émilie  tremblay');
    expect(emilie).toMatchObject({ company_name: 'GESTION CÔTÉ INC.', notes: '=SUM(A1)', investor: true });
    expect(await rowCount(t, 'entities')).toBe(6);
  });

  it('a second run of the same file with skip creates nothing more', async () => {
    await runImport(t, MESSY, { kind: 'contacts' });
    const again = await runImport(t, MESSY, { kind: 'contacts' });
    expect(again).toMatchObject({ created: 0, skipped: 8, failed: 1 });
    expect(await rowCount(t, 'entities')).toBe(6);
  });

  it('a uuid column names the contact: a stored one is updated, a new one keeps it, a bad one fails the row', async () => {
    const stored = (await t.call('POST', '/api/v1/entities', { name: 'Ida Stored' })).body;
    const fresh = '01931a2b-3c4d-7e5f-8a6b-7c8d9e0f1a2b';
    const file = csv(
      `uuid,name,job_title\n${stored.uuid},Ida Renamed,Broker\n${fresh.toUpperCase()},Noa New,\nnot-an-id,Bad Id,\n`,
    );
    const job = await runImport(t, file, { kind: 'contacts', policy: 'overwrite' });
    expect(job).toMatchObject({ created: 1, updated: 1, failed: 1 });
    expect(await entityByName(t, 'Ida Renamed')).toMatchObject({ uuid: stored.uuid, job_title: 'Broker' });
    expect(await entityByName(t, 'Noa New')).toMatchObject({ uuid: fresh });
    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': API_KEY },
    });
    expect(errors.body).toContain('uuid: Must be a record id (UUID)');
  });
});

describe.each(DIALECTS)('import of addresses with their contacts (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
  });
  afterEach(() => t.close());

  it('links each address to the contacts its entity_ids name; a contact that does not exist fails the row', async () => {
    const owner = (await t.call('POST', '/api/v1/entities', { name: 'Lia Owner' })).body;
    const missing = '01931a2b-3c4d-7e5f-8a6b-000000000000';
    const file = csv(
      'address,entity_ids\n' +
        `"1 Linked Street, Montréal, QC","${owner.uuid} (OWNER)"\n` +
        `"2 Orphan Street, Montréal, QC","${missing} (OWNER)"\n`,
    );
    const job = await runImport(t, file, { kind: 'addresses' });
    expect(job).toMatchObject({ created: 1, failed: 1 });
    const complete = (await t.call('GET', `/api/v1/entities/${owner.uuid}/complete`)).body;
    expect(complete.links.addresses).toMatchObject([{ role: 'OWNER' }]);
    // The refused row left nothing behind: no address without its link.
    expect(await rowCount(t, 'addresses')).toBe(1);
  });
});

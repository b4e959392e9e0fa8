// The exports firms bring, imported with no mapping on both databases: a file per tool built from
// its documented header layout (fixtures/layouts, rows of our own), each contact checked with its
// name, emails and numbers with their link types, addresses with their roles, and the cells left out.
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { csv, fixture, postImport, runImport } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';

const layout = (name: string) => fixture(`layouts/${name}`);

/** A contact as a user sees it: its fields and its links, each "value TYPE", sorted. */
async function contact(t: TestApp, name: string) {
  const row = await t.database.db
    .selectFrom('entities')
    .select('uuid')
    .where('name', '=', name)
    .executeTakeFirst();
  expect(row, name).toBeDefined();
  const c = (await t.call('GET', `/api/v1/entities/${row!.uuid}/complete`)).body;
  return {
    name: c.name,
    company_name: c.company_name,
    job_title: c.job_title,
    emails: c.links.emails.map((e: { email: string; type: string }) => `${e.email} ${e.type}`).sort(),
    numbers: c.links.numbers
      .map((n: { phone_number: string; type: string }) => `${n.phone_number} ${n.type}`)
      .sort(),
    addresses: c.links.addresses
      .map((a: { address: string; role: string }) => `${a.address} ${a.role}`)
      .sort(),
  };
}

/** The errors file's rows: row number → reason. */
async function errorReasons(t: TestApp, jobId: string): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/imports/${jobId}/errors`,
    headers: { 'api-key': API_KEY },
  });
  const records = parse(res.body.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[];
  return Object.fromEntries(records.map((r) => [r.row!, r.reason!]));
}

describe.each(DIALECTS)('import of the tools’ contact exports (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
  });
  afterEach(() => t.close());

  it('Google Contacts (current layout): names in parts, typed and ::: values, two addresses, refused cells listed', async () => {
    const job = await runImport(t, layout('google.csv'), { kind: 'contacts' });
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 1 });
    expect(await contact(t, 'Dr. Marie Anne Lavoie PhD')).toEqual({
      name: 'Dr. Marie Anne Lavoie PhD',
      company_name: 'Gestion Lavoie',
      job_title: 'Présidente',
      emails: ['m.lavoie@lavoie.ca WORK', 'marie.home@example.com HOME', 'marie@lavoie.ca WORK'],
      numbers: ['+13129076249 WORK', '+15145550111 MOBILE', '+15145550113 FAX'],
      addresses: [
        '1200 rue Sainte-Catherine O, Montréal QC H3B 1K9, Canada OFFICE',
        '45 av. des Pins, Montréal, QC, H2W 1R5 HOME',
      ],
    });
    // The words beside a number are the number's note; the department joins the contact's notes.
    const mike = await t.database.db
      .selectFrom('phone_numbers')
      .select('notes')
      .where('phone_number', '=', '+13129076249')
      .executeTakeFirstOrThrow();
    expect(mike.notes).toBe('Mike');
    const marie = await t.database.db
      .selectFrom('entities')
      .select(['notes', 'nickname', 'website'])
      .where('name', '=', 'Dr. Marie Anne Lavoie PhD')
      .executeTakeFirstOrThrow();
    expect(marie).toEqual({
      notes: 'Investisseuse\nOrganization Department: Direction',
      nickname: 'Mimi',
      website: 'https://lavoie.ca',
    });
    // A bad email and a bad number leave Jean in, with his good number and his city.
    expect(await contact(t, 'Jean Roy')).toMatchObject({
      emails: [],
      numbers: ['+14185550114 WORK'],
      addresses: ['Québec OFFICE'],
    });
    expect(await errorReasons(t, job.id)).toEqual({
      '3':
        'Imported without these cells: E-mail 1 - Value "not-an-email": Please enter a valid email address.; ' +
        'Phone 1 - Value "12345": Number must be longer then 10 digits',
      '4': expect.stringMatching(/^name: /),
    });
    // The row without a name failed whole: its email was not stored.
    expect(await rowCount(t, 'emails')).toBe(3);
  });

  it('Google Contacts (old layout): the display name wins over its parts; INTERNET and * are no types', async () => {
    const job = await runImport(t, layout('google-old.csv'), { kind: 'contacts' });
    expect(job).toMatchObject({ created: 1, failed: 0 });
    expect(await contact(t, 'Paulo Tremblay')).toEqual({
      name: 'Paulo Tremblay',
      company_name: 'Tremblay & fils',
      job_title: 'Courtier',
      emails: ['p.t@example.com OTHER', 'paul@tremblay.ca OTHER'],
      numbers: ['+15145550131 MOBILE', '+15145550132 OTHER'],
      addresses: ['8 rue du Fort, Québec, QC, G1R 3Z8 HOME'],
    });
  });

  it('Outlook: Title is the name prefix, Private is not ours, every phone column typed, home and business addresses', async () => {
    const job = await runImport(t, layout('outlook.csv'), { kind: 'contacts' });
    expect(job).toMatchObject({ created: 1, failed: 0 });
    expect(await contact(t, 'Mrs. Sophie Gagnon')).toEqual({
      name: 'Mrs. Sophie Gagnon',
      company_name: 'Gagnon Immobilier',
      job_title: 'Directrice',
      emails: ['sg@example.com OTHER', 'sophie@gagnon.ca OTHER'],
      numbers: [
        '+14385550123 MOBILE',
        '+14505550124 HOME',
        '+15145550121 WORK',
        '+15145550122 WORK',
        '+15145550125 FAX',
        '+15145550126 OTHER',
        '+15145550127 OTHER',
      ],
      addresses: [
        '12 rue Principale, Laval, QC, H7N 1A1 HOME',
        '500 boul. René-Lévesque O, Montréal, QC, H2Z 1W7 OFFICE',
      ],
    });
    const sophie = await t.database.db
      .selectFrom('entities')
      .select(['private', 'n_linked_numbers', 'n_linked_addresses'])
      .where('name', '=', 'Mrs. Sophie Gagnon')
      .executeTakeFirstOrThrow();
    expect(sophie).toMatchObject({ n_linked_numbers: 7, n_linked_addresses: 2 });
    expect(Boolean(sophie.private)).toBe(false);
    const office = await t.database.db
      .selectFrom('addresses')
      .select('subpremise')
      .where('route', '=', '500 boul. René-Lévesque O')
      .executeTakeFirstOrThrow();
    expect(office.subpremise).toBe('1200');
  });

  it('Thunderbird: display name, primary and secondary emails, five typed numbers, home and work addresses', async () => {
    await runImport(t, layout('thunderbird.csv'), { kind: 'contacts' });
    expect(await contact(t, 'Luc B. Bergeron')).toEqual({
      name: 'Luc B. Bergeron',
      company_name: 'Bergeron Design',
      job_title: 'Architecte',
      emails: ['luc.b@example.com OTHER', 'luc@bergeron.ca OTHER'],
      numbers: [
        '+18195550151 WORK',
        '+18195550152 HOME',
        '+18195550153 FAX',
        '+18195550154 OTHER',
        '+18195550155 MOBILE',
      ],
      addresses: [
        '25 rue Laurier, Gatineau, QC, J8X 4C8 OFFICE',
        '3 rue des Lilas, Gatineau, QC, J8T 1A1 HOME',
      ],
    });
  });

  it('LinkedIn: the Notes preamble is skipped, the header row found, Connected On counted as left behind', async () => {
    const dry = await postImport(t, layout('linkedin.csv'), { kind: 'contacts', dry_run: 'true' });
    expect(dry.status).toBe(200);
    expect(dry.body.columns).toEqual([
      { header: 'First Name', field: 'first_name' },
      { header: 'Last Name', field: 'last_name' },
      { header: 'URL', field: 'website' },
      { header: 'Email Address', field: 'email' },
      { header: 'Company', field: 'company_name' },
      { header: 'Position', field: 'job_title' },
      { header: 'Connected On', field: null, left_behind: 2 },
    ]);
    const job = await runImport(t, layout('linkedin.csv'), { kind: 'contacts' });
    expect(job).toMatchObject({ created: 2, failed: 0 });
    expect(await contact(t, 'Nadia Haddad')).toEqual({
      name: 'Nadia Haddad',
      company_name: 'Haddad Capital',
      job_title: 'Associée',
      emails: ['nadia@haddad.ca OTHER'],
      numbers: [],
      addresses: [],
    });
  });

  it('HubSpot: mobile typed, the street address composed with its city', async () => {
    await runImport(t, layout('hubspot.csv'), { kind: 'contacts' });
    expect(await contact(t, 'Émile Côté')).toEqual({
      name: 'Émile Côté',
      company_name: 'Côté Capital',
      job_title: 'Analyste',
      emails: ['emile@cote.ca OTHER'],
      numbers: ['+15145550161 OTHER', '+15145550162 MOBILE'],
      addresses: ['1 Place Ville Marie, Montréal, QC, H3B 2B6 OFFICE'],
    });
  });

  it('Salesforce: Salutation prefixes the name, Title is the job title, mailing and other addresses', async () => {
    await runImport(t, layout('salesforce.csv'), { kind: 'contacts' });
    expect(await contact(t, 'Mr. Robert Smith')).toEqual({
      name: 'Mr. Robert Smith',
      company_name: 'Smith REIT',
      job_title: 'VP Acquisitions',
      emails: ['rsmith@smithreit.com OTHER'],
      numbers: [
        '+12125550171 OTHER',
        '+12125550172 MOBILE',
        '+12125550173 FAX',
        '+12125550174 HOME',
        '+12125550175 OTHER',
      ],
      addresses: ['100 Park Ave, New York, NY, 10017 OFFICE', '9 Elm St, Albany, NY, 12207 OFFICE'],
    });
  });

  it('Twenty: composite name columns, additional emails as a list, a city alone kept', async () => {
    await runImport(t, layout('twenty.csv'), { kind: 'contacts' });
    expect(await contact(t, 'Chloé Martin')).toEqual({
      name: 'Chloé Martin',
      company_name: 'Martin Gestion',
      job_title: 'Gestionnaire',
      emails: ['c.martin@example.com OTHER', 'chloe.m@example.com OTHER', 'chloe@martin.ca OTHER'],
      numbers: ['+18195550181 OTHER'],
      addresses: ['Sherbrooke OFFICE'],
    });
  });

  it('EspoCRM: salutation, account, title and the Address group', async () => {
    await runImport(t, layout('espocrm.csv'), { kind: 'contacts' });
    expect(await contact(t, 'Ms. Julie Pelletier')).toEqual({
      name: 'Ms. Julie Pelletier',
      company_name: 'Pelletier Immeubles',
      job_title: 'Propriétaire',
      emails: ['julie@pelletier.ca OTHER'],
      numbers: ['+14185550191 OTHER'],
      addresses: ['77 rue Saint-Jean, Québec, QC, G1R 1N4 OFFICE'],
    });
  });

  it('French headers: Nom beside Prénom is the family name, typed phones, Rue and Ville', async () => {
    await runImport(t, layout('french.csv'), { kind: 'contacts' });
    expect(await contact(t, 'Mme Élise Marie Dubois')).toEqual({
      name: 'Mme Élise Marie Dubois',
      company_name: 'Dubois Placements',
      job_title: 'Gestionnaire de portefeuille',
      emails: ['e.dubois@example.com OTHER', 'elise@dubois.ca OTHER'],
      numbers: ['+15145550201 MOBILE', '+15145550202 WORK', '+15145550203 HOME', '+15145550204 FAX'],
      addresses: ['300 rue Saint-Paul O, Montréal, QC, H2Y 2A3 OFFICE'],
    });
  });

  it('twelve emails and twelve numbers on one row, in columns and in one ::: cell', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `p${i + 1}@many.ca`);
    const numbers = Array.from({ length: 12 }, (_, i) => `514 555 ${String(300 + i).padStart(4, '0')}`);
    const headers = [
      'Name',
      ...emails.slice(0, 6).map((_, i) => `Email ${i + 1}`),
      'E-mail 7 - Value',
      'Phone',
    ];
    const row = ['Many Values', ...emails.slice(0, 6), emails.slice(6).join(' ::: '), numbers.join(' ::: ')];
    const job = await runImport(t, csv(`${headers.join(',')}\n${row.join(',')}\n`), { kind: 'contacts' });
    expect(job).toMatchObject({ created: 1, failed: 0 });
    const many = await contact(t, 'Many Values');
    expect(many.emails).toHaveLength(12);
    expect(many.numbers).toHaveLength(12);
  });

  it('a mapping sends several columns to name, composed in column order', async () => {
    const file = csv('Last,First,Mail\nBeaulieu,Anne,anne@beaulieu.ca\n');
    const job = await runImport(t, file, {
      kind: 'contacts',
      mapping: JSON.stringify({ First: 'name', Last: 'name', Mail: 'email' }),
    });
    expect(job).toMatchObject({ created: 1 });
    expect((await contact(t, 'Beaulieu Anne')).emails).toEqual(['anne@beaulieu.ca OTHER']);
  });
});

// vCard files of each version through POST /imports on both databases: every card becomes a
// contact with its name, company, title, notes, every email and number with its link type, and its
// home and work addresses with their roles. The columns are Google Contacts' layout (parse-vcard).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { fixture, postImport, runImport } from '../../test/imports.js';
import { rowCount } from '../../test/records.js';

async function contact(t: TestApp, name: string) {
  const row = await t.database.db
    .selectFrom('entities')
    .select('uuid')
    .where('name', '=', name)
    .executeTakeFirst();
  expect(row, name).toBeDefined();
  return (await t.call('GET', `/api/v1/entities/${row!.uuid}/complete`)).body;
}

interface Seen {
  company_name: string | null;
  job_title: string | null;
  notes: string | null;
  emails: unknown[];
  numbers: unknown[];
  addresses: unknown[];
}

/** Links in one order on both sides: the order of a contact's links is not what is tested. */
const sorted = (c: Seen): Seen => {
  const order = (list: unknown[]) =>
    [...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return { ...c, emails: order(c.emails), numbers: order(c.numbers), addresses: order(c.addresses) };
};

/** The contact as a user sees it on its page: fields, then emails, numbers and addresses. */
async function seen(t: TestApp, name: string): Promise<Seen> {
  const c = await contact(t, name);
  return sorted({
    company_name: c.company_name,
    job_title: c.job_title,
    notes: c.notes,
    emails: c.links.emails,
    numbers: c.links.numbers,
    addresses: c.links.addresses.map((a: { address: string; role: string }) => ({
      address: a.address,
      role: a.role,
    })),
  });
}

describe.each(DIALECTS)('vCard import (%s)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(dialect, { demoData: false });
  });
  afterEach(() => t.close());

  it('the dry run of a .vcf previews one contact a card, whatever the file is named', async () => {
    const res = await postImport(t, fixture('contacts-3.0.vcf'), { kind: 'contacts', dry_run: 'true' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.preview.map((p: { entity: { name: string } }) => p.entity.name)).toEqual([
      'M. Jean-Philippe Tremblay CPA',
      'Marie Roy',
      'Hydro-Québec',
    ]);
    expect(await rowCount(t, 'entities')).toBe(0);
  });

  it('vCard 2.1 (Outlook, Android): accents from Windows-1252 and quoted-printable, typed numbers', async () => {
    const job = await runImport(t, fixture('contacts-2.1.vcf'), { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 0 });
    expect(await seen(t, 'Émilie Côté')).toEqual(
      sorted({
        company_name: 'Gestion Lafleur inc.',
        job_title: 'Directrice, investissements',
        notes: 'Rencontrée au salon\nTrès intéressée par le Plateau\nOrganization Department: Acquisitions',
        emails: [
          { email: 'emilie@lafleur.example', type: 'OTHER' },
          { email: 'emilie.cote@perso.example', type: 'OTHER' },
        ],
        numbers: [
          { phone_number: '+15145550101', type: 'WORK' },
          { phone_number: '+15145550102', type: 'MOBILE' },
          { phone_number: '+15145550103', type: 'FAX' },
        ],
        addresses: [
          {
            address: '1200 rue Sainte-Catherine O, Bureau 400, Montréal, QC H3B 1K9, Canada',
            role: 'OFFICE',
          },
        ],
      }),
    );
    expect(await seen(t, 'François Gagné')).toEqual(
      sorted({
        company_name: null,
        job_title: null,
        notes: 'Investisseur européen, fonds privé',
        emails: [
          { email: 'francois@gagne.example', type: 'HOME' },
          { email: 'fg@bureau.example', type: 'OTHER' },
        ],
        numbers: [
          { phone_number: '+33612345678', type: 'MOBILE' },
          { phone_number: '+442079460958', type: 'HOME' },
          { phone_number: '+15145550188', type: 'OTHER' },
        ],
        // A Paris home is outside the spec's allowed countries: left out, listed in the errors file.
        addresses: [],
      }),
    );
  });

  it('vCard 3.0 (Apple, Google): grouped emails, Apple labels, a company card', async () => {
    const job = await runImport(t, fixture('contacts-3.0.vcf'), { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 3, failed: 0 });
    expect(await seen(t, 'M. Jean-Philippe Tremblay CPA')).toEqual(
      sorted({
        company_name: 'Immeubles Côté',
        job_title: "Gestionnaire d'immeubles",
        notes:
          'Préfère les appels le matin, jamais le vendredi.\nAcheteur sérieux.\nOrganization Department: Location',
        emails: [
          { email: 'jp@cote.example', type: 'OTHER' },
          { email: 'jp.tremblay@cote.example', type: 'WORK' },
        ],
        numbers: [
          { phone_number: '+14385550111', type: 'MOBILE' },
          { phone_number: '+14505550112', type: 'MOBILE' },
          { phone_number: '+15145550113;ext=204', type: 'WORK' },
          { phone_number: '+15145550114', type: 'FAX' },
        ],
        addresses: [
          { address: '350 Rue Saint-Paul E, Montréal, QC H2Y 1H2, Canada', role: 'HOME' },
          { address: '1 Place Ville Marie, bureau 2100, Montréal, QC H3B 2C4, Canada', role: 'OFFICE' },
        ],
      }),
    );
    expect(await seen(t, 'Marie Roy')).toMatchObject({
      company_name: 'Roy Holdings',
      job_title: 'Présidente',
      emails: [
        { email: 'marie.roy@mail.example', type: 'HOME' },
        { email: 'marie@autre.example', type: 'OTHER' },
        { email: 'mroy@roy-holdings.example', type: 'WORK' },
      ],
      numbers: [
        { phone_number: '+15145550121', type: 'MOBILE' },
        { phone_number: '+15145550122', type: 'HOME' },
        { phone_number: '+15145550123', type: 'WORK' },
        { phone_number: '+15145550124', type: 'OTHER' },
      ],
      addresses: [
        { address: '2000 boulevard Robert-Bourassa, Montréal, QC H3A 2T8, Canada', role: 'OFFICE' },
      ],
    });
    expect((await contact(t, 'Marie Roy')).website).toBe('https://roy-holdings.example');
    expect(await seen(t, 'Hydro-Québec')).toMatchObject({
      emails: [{ email: 'immobilier@hydro.example', type: 'WORK' }],
      numbers: [{ phone_number: '+18005550130', type: 'WORK' }],
    });
  });

  it('vCard 4.0 (Thunderbird): tel: URIs with an extension and outside North America, two addresses', async () => {
    const job = await runImport(t, fixture('contacts-4.0.vcf'), { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 0 });
    expect(await seen(t, 'Camille Martin')).toEqual(
      sorted({
        company_name: 'Fonds Martin SA',
        job_title: 'Associée',
        notes: 'Investit au Québec, surtout en bureaux.',
        emails: [
          { email: 'camille@martin.example', type: 'OTHER' },
          { email: 'c.martin@fonds.example', type: 'WORK' },
        ],
        numbers: [
          { phone_number: '+33698765432', type: 'MOBILE' },
          { phone_number: '+13129076249;ext=12', type: 'WORK' },
          { phone_number: '+33142685300', type: 'FAX' },
          { phone_number: '+15145550141', type: 'HOME' },
        ],
        // The Paris office is outside the spec's allowed countries (Canada and the USA): left out,
        // and listed in the errors file with its reason.
        addresses: [{ address: '4200 rue Saint-Denis, Montréal, QC H2J 2K8, Canada', role: 'HOME' }],
      }),
    );
    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/v1/imports/${job.id}/errors`,
      headers: { 'api-key': 'test-key-0123456789' },
    });
    expect(errors.body).toContain('55 avenue des Champs-Élysées');
    expect(await seen(t, 'Olivier Bélanger')).toMatchObject({
      emails: [{ email: 'olivier@belanger.example', type: 'HOME' }],
      numbers: [
        { phone_number: '+15145550150', type: 'OTHER' },
        { phone_number: '+15145550151', type: 'OTHER' },
      ],
    });
  });

  it('a card that cannot be read answers 400 with its line, and nothing is kept', async () => {
    const bad = Buffer.from('BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Lee\r\nN;=x:Lee\r\nEND:VCARD\r\n');
    const res = await postImport(t, bad, { kind: 'contacts' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      key: 'import.err.vcard',
      field_keys: { 'line.1': 'import.err.vcard' },
    });
    expect(await rowCount(t, 'import_jobs')).toBe(0);
  });
});

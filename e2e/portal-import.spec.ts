// The portal's import page (/admin/import, issues 13 and 23): upload a spreadsheet, remap a column,
// read the preview with a row's errors and the cells left out, run it with the progress bar,
// download the failed rows; a Google Contacts export with the columns it leaves behind, run, and the
// contact opened with every email and number, in English and French; axe.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { nationalNumber, randomNumber } from './support/factories.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

/** A small contacts file: two good rows, one with an email that is not one (the contact is kept
 * without it); a column no header word names. */
function contactsCsv(u: string) {
  return [
    'Name;Company;E-mail;Phone;Remarks',
    `Ann ${u};Acme;ann.${u}@example.com;${randomNumber()};Met at the fair`,
    `Bob ${u};Acme;bob.${u}@example.com;;Call back`,
    `Cid ${u};Acme;not-an-email;;`,
  ].join('\n');
}

async function upload(page: Page, name: string, text: string) {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test.describe('import page', () => {
  test('upload, remap a column, preview with errors, run, and download the failed rows', async ({
    staffPage: page,
    crm,
  }) => {
    const u = unique();
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import a spreadsheet' })).toBeVisible();
    await expect(page).toHaveTitle(/Import/);
    await upload(page, `contacts-${u}.csv`, contactsCsv(u));

    // The headers found their fields; the unknown one is ignored until it is mapped.
    await expect(page.getByRole('combobox', { name: 'Field of E-mail' })).toContainText('Email (email)');
    await expect(page.getByRole('combobox', { name: 'Field of Remarks' })).toContainText(
      'Ignore this column',
    );
    const totals = page.getByTestId('import-totals');
    await expect(totals).toContainText('create 3');
    await expect(totals).toContainText('fail 0');
    const refused = page.getByRole('row').filter({ hasText: 'Please enter a valid email address.' });
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('E-mail “not-an-email”');
    await expect(refused).toContainText('Create');
    await expect(page.getByTestId('import-refused-total')).toContainText('1 cell will be left out');

    await page.getByRole('combobox', { name: 'Field of Remarks' }).click();
    await page.getByRole('option', { name: 'Notes (notes)', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Field of Remarks' })).toContainText('Notes (notes)');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Run the import' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByTestId('import-result')).toContainText(
      'Created 3, updated 0, skipped 0, failed 0.',
    );
    await expect(page.getByTestId('import-progress')).toContainText('3 of 3 rows');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the failed rows' }).click();
    const failed = readFileSync((await (await downloading).path())!, 'utf8');
    expect(failed).toContain('reason');
    expect(failed).toContain(`Cid ${u}`);
    expect(failed).toContain('Imported without these cells');
    expect(failed).not.toContain(`Ann ${u}`);

    // What was saved, through the API: the remapped column is the contact's notes.
    const found = await crm.get('entities/query', { params: { name: `Ann ${u}` } });
    const { data } = (await found.json()) as { data: { name: string; notes: string | null }[] };
    expect(data).toHaveLength(1);
    expect(data[0]?.notes).toBe('Met at the fair');
  });

  test('a file that is not a spreadsheet is refused with the reason', async ({ staffPage: page }) => {
    await page.goto('/admin/import');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'picture.png',
      mimeType: 'image/png',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
    });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run the import' })).toHaveCount(0);
  });

  test('in French', async ({ staffPage: page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Importer un tableur' })).toBeVisible();
    await upload(page, 'contacts.csv', contactsCsv(unique()));
    await expect(page.getByTestId('import-totals')).toContainText('créerait 3');
    // Fields by their French labels, each with the API name an exported file uses as its header.
    await expect(page.getByRole('combobox', { name: 'Champ de E-mail' })).toContainText('Courriel (email)');
    await expect(page.getByRole('combobox', { name: 'Champ de Company' })).toContainText(
      'Nom de l’entreprise (company_name)',
    );
    await expect(page.getByRole('row').filter({ hasText: 'Veuillez' })).toContainText(
      'E-mail « not-an-email » :',
    );
    await expect(page.getByRole('button', { name: 'Lancer l’importation' })).toBeEnabled();
    await expectAccessible(page);
  });
});

const GOOGLE_HEADER = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Name Prefix',
  'Name Suffix',
  'Nickname',
  'Organization Name',
  'Organization Title',
  'Organization Department',
  'Birthday',
  'Notes',
  'Labels',
  'E-mail 1 - Label',
  'E-mail 1 - Value',
  'E-mail 2 - Label',
  'E-mail 2 - Value',
  'Phone 1 - Label',
  'Phone 1 - Value',
  'Phone 2 - Label',
  'Phone 2 - Value',
  'Address 1 - Label',
  'Address 1 - Street',
  'Address 1 - City',
  'Address 1 - Region',
  'Address 1 - Postal Code',
  'Address 1 - Country',
  'Website 1 - Value',
];

/** A Google Contacts export (current layout): Gail with two work emails in one ::: cell, a home
 * email, a mobile and a work number (the work one with a name beside it); Hugo with an email that
 * is not one. Birthday and Labels are columns no field takes. */
function googleCsv(u: string, mobile: string, work: string) {
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const row = (cells: Record<string, string>) => GOOGLE_HEADER.map((h) => quote(cells[h] ?? '')).join(',');
  return [
    GOOGLE_HEADER.join(','),
    row({
      'First Name': 'Gail',
      'Last Name': `Google ${u}`,
      'Organization Name': 'Gail Holdings',
      Birthday: '1975-04-03',
      Labels: '* myContacts',
      'E-mail 1 - Label': '* Work',
      'E-mail 1 - Value': `gail.${u}@example.com ::: g.${u}@example.com`,
      'E-mail 2 - Label': 'Home',
      'E-mail 2 - Value': `gail.home.${u}@example.com`,
      'Phone 1 - Label': 'Mobile',
      'Phone 1 - Value': nationalNumber(mobile),
      'Phone 2 - Label': 'Work',
      'Phone 2 - Value': `${nationalNumber(work)} Mike`,
      'Address 1 - Label': 'Work',
      'Address 1 - Street': `${u} rue Sherbrooke O`,
      'Address 1 - City': 'Montréal',
      'Address 1 - Region': 'QC',
      'Address 1 - Country': 'Canada',
    }),
    row({
      'First Name': 'Hugo',
      'Last Name': `Google ${u}`,
      Labels: '* myContacts',
      'E-mail 1 - Value': 'not-an-email',
    }),
  ].join('\n');
}

const GOOGLE_WORDS = {
  en: {
    heading: 'Import a spreadsheet',
    leftBehind: ['Birthday (1 value)', 'Labels (2 values)'],
    refused: '1 cell will be left out',
    totals: 'create 2',
    run: 'Run the import',
    result: 'Created 2, updated 0, skipped 0, failed 0.',
    emails: 'Linked emails (3)',
    numbers: 'Linked numbers (2)',
  },
  fr: {
    heading: 'Importer un tableur',
    leftBehind: ['Birthday (1 valeur)', 'Labels (2 valeurs)'],
    refused: '1 cellule sera laissée',
    totals: 'créerait 2',
    run: 'Lancer l’importation',
    result: '2 créées',
    emails: 'Courriels liés (3)',
    numbers: 'Numéros liés (2)',
  },
} as const;

for (const language of ['en', 'fr'] as const) {
  test(`a Google Contacts export: the columns it leaves behind, run, every email and number on the contact (${language})`, async ({
    staffPage: page,
    crm,
  }) => {
    // An upload, a run and a contact page in one test.
    test.slow();
    const words = GOOGLE_WORDS[language];
    const u = unique();
    const [mobile, work] = [randomNumber(), randomNumber()];
    if (language === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await page.goto('/admin/import');
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await upload(page, `google-${u}.csv`, googleCsv(u, mobile, work));

    // Before the run: which columns leave values behind, and the cell left out.
    const notice = page.getByTestId('import-left-behind-notice');
    for (const item of words.leftBehind) await expect(notice).toContainText(item);
    await expect(page.getByTestId('import-refused-total')).toContainText(words.refused);
    await expect(page.getByTestId('import-totals')).toContainText(words.totals);
    await expectAccessible(page);

    await page.getByRole('button', { name: words.run }).click();
    await expect(page.getByTestId('import-result')).toContainText(words.result);

    const found = await crm.get('entities/query', { params: { name: `Gail Google ${u}` } });
    const { data } = (await found.json()) as { data: { uuid: string }[] };
    expect(data).toHaveLength(1);
    await page.goto(`/admin/contacts/${data[0]!.uuid}`);
    // The contact page loads its sections one after the other: the first may take a while.
    await expect(page.getByRole('heading', { name: words.emails })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: words.numbers })).toBeVisible();
    for (const email of [`gail.${u}@example.com`, `g.${u}@example.com`, `gail.home.${u}@example.com`])
      await expect(page.getByText(email, { exact: true }).first()).toBeVisible();
    for (const number of [mobile, work])
      await expect(page.getByText(nationalNumber(number), { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });
}

// The portal's import page (/admin/import, issue 13): upload a spreadsheet, remap a column, read
// the preview with a row's errors, run it with the progress bar, download the failed rows; the page
// in French; axe.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { randomNumber } from './support/factories.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

/** A small contacts file: two good rows, one with an email that is not one; a column no header
 * word names. */
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
    await expect(totals).toContainText('create 2');
    await expect(totals).toContainText('fail 1');
    const refused = page.getByRole('row').filter({ hasText: 'Please enter a valid email address.' });
    await expect(refused).toHaveCount(1);
    await expect(refused).toContainText('Fail');

    await page.getByRole('combobox', { name: 'Field of Remarks' }).click();
    await page.getByRole('option', { name: 'Notes (notes)', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Field of Remarks' })).toContainText('Notes (notes)');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Run the import' }).click();
    await expect(page.getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    await expect(page.getByTestId('import-result')).toContainText(
      'Created 2, updated 0, skipped 0, failed 1.',
    );
    await expect(page.getByTestId('import-progress')).toContainText('3 of 3 rows');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the failed rows' }).click();
    const failed = readFileSync((await (await downloading).path())!, 'utf8');
    expect(failed).toContain('reason');
    expect(failed).toContain(`Cid ${u}`);
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
    await expect(page.getByTestId('import-totals')).toContainText('créerait 2');
    // Fields by their French labels, each with the API name an exported file uses as its header.
    await expect(page.getByRole('combobox', { name: 'Champ de E-mail' })).toContainText('Courriel (email)');
    await expect(page.getByRole('combobox', { name: 'Champ de Company' })).toContainText(
      'Nom de l’entreprise (company_name)',
    );
    await expect(page.getByRole('row').filter({ hasText: 'Veuillez' })).toContainText('Courriel (email) :');
    await expect(page.getByRole('button', { name: 'Lancer l’importation' })).toBeEnabled();
    await expectAccessible(page);
  });
});

// Issue 24, edits never overwrite each other: two staff members edit one contact in two browsers.
// The second save is refused; the conflict dialog shows, field by field, what the other person saved
// and what this user typed; the user keeps a mix and saves, and the stored contact holds exactly
// the values chosen (a field only this user changed is kept without asking). English and French.
import type { Entity } from '@crm/shared';
import type { Page } from '@playwright/test';
import { createEntity } from './support/factories.js';
import { expect, test, unique } from './support/fixtures.js';

// As in the other portal specs: the public site's service worker stays out of the portal's way.
test.use({ serviceWorkers: 'block' });

const WORDS = {
  en: {
    jobTitle: 'Job title',
    company: 'Company name',
    nickname: 'Nickname',
    update: 'Update',
    confirm: 'Confirm changes',
    save: 'Save',
    saved: 'Changes saved',
    conflict: 'Someone else changed this record',
    theirs: (value: string) => `Their value: ${value}`,
    mine: (value: string) => `Your value: ${value}`,
    keep: 'Keep these values',
  },
  fr: {
    jobTitle: 'Titre du poste',
    company: 'Nom de l’entreprise',
    nickname: 'Surnom',
    update: 'Mettre à jour',
    confirm: 'Confirmer les modifications',
    save: 'Enregistrer',
    saved: 'Modifications enregistrées',
    conflict: 'Quelqu’un d’autre a modifié cette fiche',
    theirs: (value: string) => `Sa valeur : ${value}`,
    mine: (value: string) => `Votre valeur : ${value}`,
    keep: 'Garder ces valeurs',
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Update, then Save in the confirm dialog. */
async function save(page: Page, words: Words) {
  await page.getByRole('button', { name: words.update }).click();
  const confirm = page.getByRole('dialog', { name: words.confirm });
  await confirm.getByRole('button', { name: words.save }).click();
}

for (const language of ['en', 'fr'] as const) {
  test(`a second save over another's shows both values and keeps the mix chosen (${language})`, async ({
    staffPage: first,
    staffCookies,
    browser,
    baseURL,
    crm,
  }) => {
    // Two browsers, each loading the portal and saving twice: more than one page's usual budget.
    test.slow();
    const words = WORDS[language];
    const contact = await createEntity(crm, { job_title: 'Analyst', company_name: 'Old Co' });
    const path = `/admin/contacts/${contact.uuid}`;
    const other = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    await other.addCookies(staffCookies);
    const second = await other.newPage();
    for (const page of [first, second]) {
      if (language === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
      await page.goto(path);
      // A second browser starting on a busy machine may take longer than one step's default wait.
      await expect(field(page, words.jobTitle)).toHaveValue('Analyst', { timeout: 20_000 });
    }

    // The first user saves a new job title and company.
    const theirTitle = `Director ${unique()}`;
    await field(first, words.jobTitle).fill(theirTitle);
    await field(first, words.company).fill('A Corp');
    await save(first, words);
    await expect(first.getByText(words.saved)).toBeVisible();

    // The second user, still on the page they loaded before, changes the same two fields and one
    // the first did not touch.
    await field(second, words.jobTitle).fill('Manager');
    await field(second, words.company).fill('B Corp');
    await field(second, words.nickname).fill('Bee');
    await save(second, words);

    const conflict = second.getByRole('dialog', { name: words.conflict });
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('radio', { name: words.theirs(theirTitle) })).toBeVisible();
    await expect(conflict.getByRole('radio', { name: words.mine('Manager') })).toBeChecked();
    await expect(conflict.getByRole('radio', { name: words.theirs('A Corp') })).toBeVisible();
    await expect(conflict.getByRole('radio', { name: words.mine('B Corp') })).toBeChecked();
    // Only the fields the other person changed are asked about.
    await expect(conflict.getByRole('radio')).toHaveCount(4);

    // Keep their job title and this user's company.
    await conflict.getByRole('radio', { name: words.theirs(theirTitle) }).check();
    await conflict.getByRole('button', { name: words.keep }).click();
    await expect(conflict).toBeHidden();
    await expect(field(second, words.jobTitle)).toHaveValue(theirTitle);
    await expect(field(second, words.company)).toHaveValue('B Corp');
    await expect(field(second, words.nickname)).toHaveValue('Bee');
    await save(second, words);
    await expect(second.getByText(words.saved)).toBeVisible();

    const stored = (await (await crm.get(`entities/${contact.uuid}/complete`)).json()) as Entity;
    expect(stored).toMatchObject({ job_title: theirTitle, company_name: 'B Corp', nickname: 'Bee' });
    await other.close();
  });
}

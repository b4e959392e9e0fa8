// Each record's History section (issue 14), as staff read it: an edit on the page shows at once as
// the newest entry (field label, old and new value, who), a link shows on both records, older
// entries page in 20 at a time; in English and French, with the keyboard alone, axe clean.
import type { HistoryPage } from '@crm/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createEmail, createEntity, createLink } from './support/factories.js';
import { expect, expectAccessible, test } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

// The portal's first page in a worker loads its chunks and namespaces: on a busy machine that took
// longer than the default 7 s.
const FIRST_LOAD = 20_000;
const contactPath = (uuid: string) => `/admin/contacts/${uuid}`;
const history = (page: Page) => page.getByTestId('history-section');
const entries = (page: Page) => history(page).getByTestId('history-entry');

/** The staff member's name as the API answers it (the administrator the e2e server starts with). */
async function staffName(crm: APIRequestContext, uuid: string) {
  const response = await crm.get(`entities/${uuid}/history`);
  expect(response.status()).toBe(200);
  const page = (await response.json()) as HistoryPage;
  return page.data[0]?.actor_name ?? '';
}

async function saveThroughDialog(page: Page, update: string, dialogName: string, save: string) {
  await page.getByRole('button', { name: update }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('button', { name: save }).click();
  await expect(dialog).toBeHidden();
}

/** The contact's page, once its form shows (the History section loads after it). */
async function openContact(page: Page, contact: { uuid: string; name: string }) {
  await page.goto(contactPath(contact.uuid));
  await expect(page.getByRole('heading', { level: 1, name: contact.name })).toBeVisible({
    timeout: FIRST_LOAD,
  });
  await expect(entries(page).first()).toBeVisible();
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

test('an edit shows in the contact’s History: the field, old and new value, who and when', async ({
  staffPage: page,
  crm,
}) => {
  const contact = await createEntity(crm, { job_title: 'Analyst' });
  await openContact(page, contact);
  await expect(history(page).getByRole('heading', { level: 2, name: 'History' })).toBeVisible();
  await expect(entries(page)).toHaveCount(1);
  await expect(entries(page).first()).toContainText('Created');
  await expect(entries(page).first()).toContainText('API key e2e');

  await page.getByRole('textbox', { name: 'Job title', exact: true }).fill('Countess');
  await page.getByRole('checkbox', { name: 'Investor', exact: true }).check();
  await saveThroughDialog(page, 'Update', 'Confirm changes', 'Save');

  await expect(entries(page)).toHaveCount(2);
  const newest = entries(page).first();
  await expect(newest).toContainText('Changed');
  await expect(newest).toContainText('Job title: Analyst → Countess');
  await expect(newest).toContainText('Investor: No → Yes');
  await expect(newest).toContainText(await staffName(crm, contact.uuid));
  // The time as the portal writes dates, in the user's language.
  await expect(newest.locator('time')).toHaveText(/\d{4}/);
  await expectAccessible(page);
});

test('a link shows on both records’ History, naming the other record and its tag', async ({
  staffPage: page,
  crm,
}) => {
  const contact = await createEntity(crm);
  const { email } = await createEmail(crm);
  await createLink(crm, 'entities_emails', { entity_id: contact.uuid, email, type: 'WORK' });
  await openContact(page, contact);
  const linked = entries(page).first();
  await expect(linked).toContainText(`Linked to ${email} (Work)`);
  await linked.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  await expect(entries(page).first()).toContainText(`Linked to ${contact.name} (Work)`);
  await expectAccessible(page);
});

test('keyboard only: edit an email, read the new entry, then page in the older ones', async ({
  staffPage: page,
  crm,
}) => {
  // 21 writes, Tab through the form, then axe over 23 entries: more than the default 30 s here.
  test.slow();
  const { email } = await createEmail(crm);
  // 21 changes and the creation: two pages of 20.
  for (let n = 1; n <= 21; n++) {
    const response = await crm.put(`emails/${encodeURIComponent(email)}`, { data: { notes: `Note ${n}` } });
    expect(response.status()).toBe(200);
  }
  await page.goto(`/admin/emails/${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible({ timeout: FIRST_LOAD });
  await expect(entries(page)).toHaveCount(20);

  await tabTo(page, page.getByRole('textbox', { name: 'Notes', exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Typed');
  const update = page.getByRole('button', { name: 'Update', exact: true });
  await tabTo(page, update);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm changes' });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 5 && !(await save.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(entries(page).first()).toContainText('Notes: Note 21 → Typed');

  const more = history(page).getByRole('button', { name: 'Show older changes' });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(entries(page)).toHaveCount(23);
  await expect(entries(page).last()).toContainText('Created');
  await expect(more).toBeHidden();
  await expectAccessible(page);
});

test('in French: the History section, its labels, values and dates', async ({ staffPage: page, crm }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const contact = await createEntity(crm, { job_title: 'Analyste', revenue: 1000 });
  await openContact(page, contact);
  await expect(history(page).getByRole('heading', { level: 2, name: 'Historique' })).toBeVisible();
  await expect(entries(page).first()).toContainText('Création');
  await page.getByRole('textbox', { name: 'Titre du poste', exact: true }).fill('Comtesse');
  await page.getByRole('textbox', { name: 'Revenus', exact: true }).fill('1234,5');
  await saveThroughDialog(page, 'Mettre à jour', 'Confirmer les modifications', 'Enregistrer');
  const newest = entries(page).first();
  await expect(newest).toContainText('Modification');
  await expect(newest).toContainText('Titre du poste : Analyste → Comtesse');
  // French number notation (a narrow no-break space groups thousands).
  await expect(newest).toContainText(/Revenus : 1\s?000 → 1\s?234,5/);
  await expectAccessible(page);
});

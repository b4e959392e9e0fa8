// Duplicates and merge (issue 14) as staff use them: find two near-duplicate contacts on
// /admin/duplicates, compare them, choose a field from each, confirm, land on the survivor, whose
// History tells of the merge and shows what the merged contact held; the merged contact's old URL
// leads there with a notice (an address's too); "Not duplicates" hides a pair. In English and
// French, with the keyboard alone, and axe on each new page.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAddress, createEmail, createEntity, createLink } from './support/factories.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });
// Each journey crosses three portal pages and runs axe on each: more than the default 30 s on a
// busy two-core machine.
test.describe.configure({ timeout: 60_000 });

/** Two contacts that share an email, a name (typed differently) and a company: the strongest kind
 * of pair, so it is on the list's first page whatever else the other tests create. */
async function twins(crm: APIRequestContext, tag: string) {
  const company = `Vantongeren ${tag}`;
  const a = await createEntity(crm, {
    name: `Ysolde Merge ${tag}`,
    company_name: company,
    job_title: 'Broker',
  });
  const b = await createEntity(crm, {
    name: `ysolde merge ${tag}.`,
    company_name: company,
    notes: `Notes of the twin ${tag}`,
  });
  const { email } = await createEmail(crm);
  for (const contact of [a, b])
    await createLink(crm, 'entities_emails', { entity_id: contact.uuid, email, type: 'WORK' });
  const labels = { a: `${a.name} (${company})`, b: `${b.name} (${company})` };
  return { a, b, email, labels };
}

type Twins = Awaited<ReturnType<typeof twins>>;
/** The pair's item, by its exact heading (other tests' twins are alike in name too). */
const pairItem = (page: Page, { labels }: Twins, and = 'and') =>
  page
    .getByTestId('duplicate-pair')
    .filter({ has: page.getByRole('heading', { name: `${labels.a} ${and} ${labels.b}`, exact: true }) });

const SHOW = 'Show the merged record’s values';
const HIDE = 'Hide the merged record’s values';

/** The survivor's newest History entry: the merge. */
const mergeEntry = (page: Page) => page.getByTestId('history-section').getByTestId('history-entry').first();

/** Opens the merged records' values under the merge entry and returns them. */
async function showMergedValues(entry: Locator, show: string, hide: string) {
  await entry.getByRole('button', { name: show, expanded: false }).click();
  await expect(entry.getByRole('button', { name: hide, expanded: true })).toBeVisible();
  const values = entry.getByTestId('merged-values');
  await expect(values).toBeVisible();
  return values;
}

async function complete(crm: APIRequestContext, uuid: string) {
  const response = await crm.get(`entities/${uuid}/complete`);
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

test('finds two duplicate contacts and merges them, choosing a field from each', async ({
  staffPage: page,
  crm,
}) => {
  const tag = unique();
  const pair = await twins(crm, tag);
  const { a, b } = pair;
  await page.goto('/admin/duplicates');
  await expect(page.getByRole('heading', { level: 1, name: 'Duplicates' })).toBeVisible();
  const item = pairItem(page, pair);
  await expect(item).toBeVisible();
  await expect(item.getByText('Same email')).toBeVisible();
  await expect(item.getByText('Same name and company')).toBeVisible();
  await expectAccessible(page);

  await item.getByRole('link', { name: /Compare and merge/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merge two records' })).toBeVisible();
  const survivor = page.getByRole('radiogroup', { name: 'Record that stays' });
  await expect(survivor.getByRole('radio', { name: a.name, exact: true })).toBeChecked();
  // The survivor keeps its name and job title by default; its notes come from the other.
  const notes = page.getByRole('radiogroup', { name: 'Notes' });
  await expect(notes.getByRole('radio', { name: '(empty)' })).toBeChecked();
  await notes.getByRole('radio', { name: `Notes of the twin ${tag}` }).check();
  await expect(
    page.getByRole('radiogroup', { name: 'Job title' }).getByRole('radio', { name: 'Broker' }),
  ).toBeChecked();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm the merge' });
  await expect(dialog).toContainText(a.name);
  await expect(dialog).toContainText(b.name);
  await expect(dialog.getByTestId('merge-changes')).toHaveText(`Notes${`Notes of the twin ${tag}`}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Merge' }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${a.uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toHaveValue(
    `Notes of the twin ${tag}`,
  );
  await expect(page.getByRole('textbox', { name: 'Job title', exact: true })).toHaveValue('Broker');
  const survivorRecord = await complete(crm, a.uuid);
  expect(survivorRecord.body).toMatchObject({ name: a.name, job_title: 'Broker', n_linked_emails: 1 });
  expect((await complete(crm, b.uuid)).status).toBe(404);

  // The survivor's History: the merge, the value it took, and on demand what the merged one held.
  const merge = mergeEntry(page);
  await expect(merge).toContainText('Merged 1 record into this one');
  await expect(merge).toContainText(`Notes: (empty) → Notes of the twin ${tag}`);
  const values = await showMergedValues(merge, SHOW, HIDE);
  await expect(
    values.getByRole('heading', { level: 3, name: `${b.name}, as it was when merged` }),
  ).toBeVisible();
  await expect(values).toContainText(`Name: ${b.name}`);
  await expect(values).toContainText(`Company name: Vantongeren ${tag}`);
  await expect(values).toContainText(`Notes: Notes of the twin ${tag}`);
  await expectAccessible(page);

  // The merged contact's old URL leads to the survivor and says why.
  await page.goto(`/admin/contacts/${b.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${a.uuid}$`));
  // Three answers in a row (the miss, the merged lookup, the survivor): more than the default
  // wait on a busy machine.
  await expect(page.getByTestId('merged-notice')).toHaveText(
    `The contact you opened (${b.uuid}) was merged into this one.`,
    { timeout: 15_000 },
  );
  await expectAccessible(page);
  const listed = page.waitForResponse((r) => r.url().includes('/api/v1/duplicates?'));
  await page.goto('/admin/duplicates');
  await listed;
  await expect(page.getByRole('status').filter({ hasText: 'Looking for duplicates' })).toHaveCount(0);
  await expect(pairItem(page, pair)).toHaveCount(0);
});

test('"Not duplicates" hides the pair for good', async ({ staffPage: page, crm }) => {
  const pair = await twins(crm, unique());
  await page.goto('/admin/duplicates');
  await pairItem(page, pair)
    .getByRole('button', { name: /not duplicates/i })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The pair will not be listed again.' }),
  ).toBeVisible();
  await expect(pairItem(page, pair)).toHaveCount(0);
  const listed = page.waitForResponse((r) => r.url().includes('/api/v1/duplicates?'));
  await page.reload();
  await listed;
  await expect(page.getByRole('status').filter({ hasText: 'Looking for duplicates' })).toHaveCount(0);
  await expect(pairItem(page, pair)).toHaveCount(0);
});

test('in French: the list, the merge view, the confirm step and the notice', async ({
  staffPage: page,
  crm,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const tag = unique();
  const pair = await twins(crm, tag);
  const { a, b } = pair;
  await page.goto('/admin/duplicates?kind=addresses');
  await expect(page.getByRole('tab', { name: 'Adresses', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Contacts' }).click();
  const item = pairItem(page, pair, 'et');
  await expect(item.getByText('Même courriel')).toBeVisible();
  await expect(item.getByText('Même nom et même entreprise')).toBeVisible();
  await expectAccessible(page);
  await item.getByRole('link', { name: /Comparer et fusionner/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fusionner deux fiches' })).toBeVisible();
  // The second contact stays; it takes the first one's job title and keeps its own notes.
  await page
    .getByRole('radiogroup', { name: 'Fiche conservée' })
    .getByRole('radio', { name: b.name, exact: true })
    .check();
  await page
    .getByRole('radiogroup', { name: 'Titre du poste' })
    .getByRole('radio', { name: 'Broker' })
    .check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Fusionner', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer la fusion' });
  await expect(dialog.getByTestId('merge-changes')).toContainText('Broker');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Fusionner' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${b.uuid}$`));
  expect((await complete(crm, b.uuid)).body).toMatchObject({
    job_title: 'Broker',
    notes: `Notes of the twin ${tag}`,
  });
  const merge = mergeEntry(page);
  await expect(merge).toContainText('1 fiche fusionnée dans celle-ci');
  await expect(merge).toContainText('Titre du poste : (vide) → Broker');
  const values = await showMergedValues(
    merge,
    'Afficher les valeurs de la fiche fusionnée',
    'Masquer les valeurs de la fiche fusionnée',
  );
  await expect(
    values.getByRole('heading', { level: 3, name: `${a.name}, telle qu’elle était à la fusion` }),
  ).toBeVisible();
  await expect(values).toContainText('Titre du poste : Broker');
  await expectAccessible(page);
  await page.goto(`/admin/contacts/${a.uuid}`);
  await expect(page.getByTestId('merged-notice')).toHaveText(
    `Le contact que vous avez ouvert (${a.uuid}) a été fusionné dans celui-ci.`,
    { timeout: 15_000 },
  );
});

test('keyboard only: open the pair, choose the survivor and a field, confirm', async ({
  staffPage: page,
  crm,
}) => {
  const tag = unique();
  const pair = await twins(crm, tag);
  const { a, b } = pair;
  await page.goto('/admin/duplicates');
  await expect(pairItem(page, pair)).toBeVisible();
  const tabUntil = async (test: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      if (await test()) return;
    }
    throw new Error(`Tab never reached ${what}`);
  };
  const focusedLabel = () =>
    page.evaluate(
      () =>
        `${document.activeElement?.getAttribute('aria-label') ?? ''}|${document.activeElement?.textContent ?? ''}`,
    );
  await tabUntil(
    async () => (await focusedLabel()).startsWith(`Compare and merge ${pair.labels.a} and ${pair.labels.b}|`),
    'the pair',
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Merge two records' })).toBeVisible();

  // Into the survivor group (on the checked radio), then the arrow picks the other record.
  const survivor = page.getByRole('radiogroup', { name: 'Record that stays' });
  await tabUntil(
    () => survivor.getByRole('radio', { checked: true }).evaluate((el) => el === document.activeElement),
    'the survivor',
  );
  await page.keyboard.press('ArrowDown');
  const other = survivor.getByRole('radio', { checked: true });
  const survivorName = await other.evaluate((el) => el.closest('label')?.textContent ?? '');
  const [kept, removed] = survivorName === a.name ? [a, b] : [b, a];
  // Job title: the survivor's own by default; take the other's value with an arrow key.
  const jobTitle = page.getByRole('radiogroup', { name: 'Job title' });
  await tabUntil(
    () => jobTitle.getByRole('radio', { checked: true }).evaluate((el) => el === document.activeElement),
    'job title',
  );
  await page.keyboard.press('ArrowDown');
  await tabUntil(async () => (await focusedLabel()) === '|Merge', 'the Merge button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirm the merge' });
  await expect(dialog).toBeVisible();
  await tabUntil(async () => (await focusedLabel()) === '|Merge', 'the dialog’s Merge');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${kept.uuid}$`));
  const record = await complete(crm, kept.uuid);
  // Whichever stayed, the job title is the one the other held.
  expect(record.body.job_title).toBe(removed.job_title ?? null);
  expect((await complete(crm, removed.uuid)).status).toBe(404);
});

test('an address merged away: its old URL leads to the survivor, whose History keeps its values', async ({
  staffPage: page,
  crm,
}) => {
  const kept = await createAddress(crm);
  const gone = await createAddress(crm, { notes: `Gone address ${unique()}` });
  const merged = await crm.post('addresses/merge', {
    data: { into: kept.uuid, from: [gone.uuid], fields: { notes: gone.uuid } },
  });
  expect(merged.status()).toBe(200);

  await page.goto(`/admin/addresses/${gone.uuid}`);
  await expect(page).toHaveURL(new RegExp(`/admin/addresses/${kept.uuid}$`));
  await expect(page.getByTestId('merged-notice')).toHaveText(
    `The address you opened (${gone.uuid}) was merged into this one.`,
    { timeout: 15_000 },
  );
  const merge = mergeEntry(page);
  await expect(merge).toContainText('Merged 1 record into this one');
  await expect(merge).toContainText(`Notes: (empty) → ${gone.notes}`);
  const values = await showMergedValues(merge, SHOW, HIDE);
  await expect(
    values.getByRole('heading', { level: 3, name: `${gone.address}, as it was when merged` }),
  ).toBeVisible();
  await expect(values).toContainText(`Full address: ${gone.address}`);
  await expectAccessible(page);
});

// The portal's search page (/admin, issue 5): each tab's filters and results, the minimum-count
// messages, the pager's limits, the empty state, the search kept in the URL (reload, back, a shared
// link), tabs clearing filters, no request without text, a failed search, French, axe, keyboard,
// and the export of a search (issue 13).
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { createAddress, createEmail, createEntity, createLink, createNumber } from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';

// The public site's service worker would take the page's requests out of page.route's reach (the
// failure tests fake API answers); the portal never uses it.
test.use({ serviceWorkers: 'block' });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link');
const status = (page: Page) => page.getByRole('tabpanel').getByRole('status');

/** Clicks an export link and reads the CSV it downloads: its file name and rows of cells. */
async function downloadCsv(page: Page, label: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: label }).click(),
  ]);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF'), 'UTF-8 BOM').toBe(true);
  // These names hold no comma, quote or line break: splitting is enough here.
  const rows = text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  return { name: download.suggestedFilename(), header: rows[0] ?? [], rows: rows.slice(1) };
}

/** Counts the /query calls the page makes from now on. */
function watchQueries(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/\w+\/query/.test(request.url())) seen.push(request);
  });
  return seen;
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('portal search', () => {
  test('contacts: name search, linked counts, minimum filters, link to the detail page', async ({
    staffPage: page,
    crm,
  }) => {
    const u = unique();
    const linked = await createEntity(crm, { name: `Ann ${u}`, job_title: 'Broker', company_name: 'Acme' });
    await createEntity(crm, { name: `Bob ${u}` });
    const email = `ann.${u}@example.com`;
    await createEmail(crm, { email });
    await createLink(crm, 'entities_emails', { entity_id: linked.uuid, email, type: 'WORK' });

    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    for (const card of ['addresses', 'contacts', 'emails', 'numbers'])
      await expect(page.getByTestId(`count-${card}`)).toContainText(/\d/);
    await openTab(page, 'Contacts');
    await field(page, 'Name').fill(u);
    await expect(results(page)).toHaveCount(2);
    await expect(status(page)).toHaveText('Results 1–2');
    const ann = results(page).filter({ hasText: `Ann ${u}` });
    await expect(ann).toContainText('Broker · Acme');
    await expect(ann).toContainText('Emails: 1');
    await expect(ann).toContainText('Numbers: 0');

    await field(page, 'Min emails').fill('1');
    await expect(results(page)).toHaveCount(1);
    await expect(page).toHaveURL(/min_emails=1/);
    await results(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${linked.uuid}$`));
  });

  test(
    'contacts: the contact named exactly as typed comes first, then names starting with it (issue 14)',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      // Created before the exact match, so creation order alone would list it last.
      const word = `Smith${unique()}`;
      await createEntity(crm, { name: `${word}son` });
      await createEntity(crm, { name: `Aaron ${word}` });
      await createEntity(crm, { name: word });

      await page.goto('/admin?tab=contacts');
      await field(page, 'Name').focus();
      await page.keyboard.type(word.toLowerCase());
      await expect(results(page)).toHaveCount(3);
      await expect(results(page).nth(0).locator('p').first()).toHaveText(word);
      await expect(results(page).nth(1).locator('p').first()).toHaveText(`${word}son`);
      await expect(results(page).nth(2).locator('p').first()).toHaveText(`Aaron ${word}`);
    },
  );

  test('addresses: city filter, headline and subheading, empty state with create and Back to Search', async ({
    staffPage: page,
    crm,
  }) => {
    const u = unique();
    const city = `Ville${u}`;
    const address = await createAddress(crm, {
      address: `12 Rue ${u}, ${city}, QC H2X 1Y4, Canada`,
      locality: city,
      country: 'CA',
    });
    await page.goto('/admin');
    await expect(page.getByRole('tab', { name: 'Addresses' })).toHaveAttribute('aria-selected', 'true');
    await field(page, 'City').fill(city);
    const row = results(page);
    await expect(row).toHaveCount(1);
    await expect(row.locator('p').first()).toHaveText(`12 Rue ${u}`);
    await expect(row).toContainText(`${city}, QC H2X 1Y4, Canada`);
    await expect(row).toContainText('Contacts: 0');
    await expect(row).toHaveAttribute('href', `/admin/addresses/${address.uuid}`);

    // Nothing has a linked contact: the spec's empty state, offering to create an address.
    await field(page, 'Min contacts').fill('1');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria or create new')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/addresses/new');
    await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
    await page.getByRole('button', { name: 'Back to Search' }).click();
    await expect(field(page, 'City')).toHaveValue('');
    await expect(field(page, 'Min contacts')).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\?tab=addresses$/);
    await expect(page.getByText('Type an address, city, postal code or country to search.')).toBeVisible();
  });

  test('emails and numbers: search, formatted number, empty state without create', async ({
    staffPage: page,
    crm,
  }) => {
    const u = unique();
    const email = `eve.${u}@${u}.example.com`;
    await createEmail(crm, { email });
    const { phone_number: number } = await createNumber(crm);

    await page.goto('/admin');
    await openTab(page, 'Emails');
    await field(page, 'Domain').fill(`${u}.example`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page)).toContainText(email);
    await expect(results(page)).toHaveAttribute('href', `/admin/emails/${encodeURIComponent(email)}`);

    await field(page, 'Email').fill(`nobody.${u}`);
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search criteria', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);

    await openTab(page, 'Numbers');
    // Digits in any format find the number; it shows in its national form.
    const digits = number.slice(2);
    await field(page, 'Number').fill(`(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`);
    await expect(results(page)).toHaveCount(1);
    await expect(results(page)).toContainText(
      `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
    );
    await expect(results(page)).toHaveAttribute('href', `/admin/numbers/${encodeURIComponent(number)}`);
  });

  test(
    "minimum counts below 0 get the spec's messages and run no search",
    DESKTOP_ONLY,
    async ({ staffPage: page }) => {
      const queries = watchQueries(page);
      await page.goto('/admin?tab=contacts&name=nobody-at-all');
      await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
      const before = queries.length;
      for (const label of ['Min addresses', 'Min emails', 'Min numbers', 'Min contacts'])
        await field(page, label).fill('-1');
      for (const message of [
        'Min addresses cannot be less than 0',
        'Min emails cannot be less than 0',
        'Min numbers cannot be less than 0',
        'Min contacts cannot be less than 0',
      ])
        await expect(page.getByText(message)).toBeVisible();
      await expect(field(page, 'Min emails')).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(/min_entities=-1/);
      expect(queries.length).toBe(before);

      await openTab(page, 'Addresses');
      await field(page, 'Address').fill('nowhere');
      await field(page, 'Min contacts').fill('-3');
      await expect(page.getByText('Min contacts cannot be less than 0')).toBeVisible();
    },
  );

  test(
    'the pager: pages of 10, Previous disabled at 0, Next disabled on a short page',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const u = unique();
      for (let i = 1; i <= 11; i++)
        await createEntity(crm, { name: `Pager ${u} ${String(i).padStart(2, '0')}` });

      await page.goto(`/admin?tab=contacts&name=Pager+${u}`);
      const previous = page.getByRole('button', { name: 'Previous' });
      const next = page.getByRole('button', { name: 'Next' });
      await expect(results(page)).toHaveCount(10);
      await expect(status(page)).toHaveText('Results 1–10');
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();

      await next.click();
      await expect(status(page)).toHaveText('Results 11–11');
      await expect(results(page)).toHaveCount(1);
      await expect(page).toHaveURL(/offset=10/);
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      // The focus does not fall off the disabled button.
      await expect(previous).toBeFocused();

      // Back in history returns to the first page; so does Previous.
      await page.goBack();
      await expect(status(page)).toHaveText('Results 1–10');
      await page.goForward();
      await expect(status(page)).toHaveText('Results 11–11');
      await previous.click();
      await expect(status(page)).toHaveText('Results 1–10');
      await expect(previous).toBeDisabled();
    },
  );

  test('Next is disabled from offset 100', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
    const u = unique();
    // A full page at offset 100 needs 110 matches; a page of 10 at 100 is enough to check the limit.
    for (let i = 0; i < 110; i += 10)
      await Promise.all(
        Array.from({ length: 10 }, (_, j) => createEntity(crm, { name: `Deep ${u} ${i + j}` })),
      );
    await page.goto(`/admin?tab=contacts&name=Deep+${u}&offset=90`);
    await expect(status(page)).toHaveText('Results 91–100');
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(status(page)).toHaveText('Results 101–110');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  test(
    'the search lives in the URL: reload, back from a result and a shared link restore it',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const u = unique();
      const contact = await createEntity(crm, { name: `Url ${u}` });
      const queries = watchQueries(page);
      await page.goto('/admin');
      await openTab(page, 'Contacts');
      await field(page, 'Name').fill(`Url ${u}`);
      await field(page, 'Min addresses').fill('0');
      await expect(results(page)).toHaveCount(1);
      await expect(page).toHaveURL(/tab=contacts&name=Url\+.*&min_addresses=0/);
      // Spec §9: a minimum of 0 stays in the URL as typed but is not sent.
      const sent = new URL(queries.at(-1)!.url()).searchParams;
      expect([sent.get('name'), sent.get('min_addresses'), sent.get('limit')]).toEqual([
        `Url ${u}`,
        null,
        '10',
      ]);

      await page.reload();
      await expect(page.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
      await expect(field(page, 'Name')).toHaveValue(`Url ${u}`);
      await expect(field(page, 'Min addresses')).toHaveValue('0');
      await expect(results(page)).toHaveCount(1);

      await results(page).click();
      await expect(page).toHaveURL(new RegExp(`/admin/contacts/${contact.uuid}$`));
      await page.goBack();
      await expect(field(page, 'Name')).toHaveValue(`Url ${u}`);
      await expect(results(page)).toHaveCount(1);

      // A bare /admin (the portal bar's Search, a detail page's way back) reopens the last search.
      const shared = page.url();
      await page.goto('/admin');
      await expect(page).toHaveURL(shared);
      await expect(field(page, 'Name')).toHaveValue(`Url ${u}`);
      await expect(results(page)).toHaveCount(1);

      // A link shared with someone else opens the same search.
      const other = await page.context().newPage();
      await other.goto(shared);
      await expect(other.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
      await expect(other.getByLabel('Name', { exact: true })).toHaveValue(`Url ${u}`);
      await expect(other.getByRole('list', { name: 'Results' }).getByRole('link')).toHaveCount(1);
      await other.close();
    },
  );

  test(
    'switching tabs clears the filters; no request while the text filters are empty',
    DESKTOP_ONLY,
    async ({ staffPage: page }) => {
      const queries = watchQueries(page);
      await page.goto('/admin');
      await field(page, 'Address').fill('somewhere');
      await field(page, 'Min contacts').fill('2');
      await expect(page).toHaveURL(/address=somewhere/);
      await openTab(page, 'Emails');
      await expect(field(page, 'Email')).toHaveValue('');
      await expect(field(page, 'Min contacts')).toHaveValue('');
      await expect(page).toHaveURL(/\/admin\?tab=emails$/);
      await openTab(page, 'Addresses');
      await expect(field(page, 'Address')).toHaveValue('');

      // Only a minimum, no text: nothing is searched, and the page says what is missing.
      const before = queries.length;
      await field(page, 'Min contacts').fill('1');
      await expect(page.getByText('Address is required')).toBeVisible();
      await expect(page).toHaveURL(/min_entities=1/);
      await openTab(page, 'Numbers');
      await field(page, 'Min contacts').fill('1');
      await expect(page.getByText('Phone number is required')).toBeVisible();
      await expect(page).toHaveURL(/tab=numbers&min_entities=1/);
      expect(queries.length).toBe(before);
    },
  );

  test('typing searches once it pauses, not at each key', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
    const u = unique();
    await createEntity(crm, { name: `Typist ${u}` });
    const queries = watchQueries(page);
    await page.goto('/admin?tab=contacts');
    const text = `Typist ${u}`;
    await field(page, 'Name').pressSequentially(text);
    await expect(results(page)).toHaveCount(1);
    expect(queries.length).toBeGreaterThan(0);
    // Per keystroke would be one call per character; a pause-debounced search makes far fewer.
    expect(queries.length).toBeLessThan(text.length);
  });

  test('a newer search aborts the request it supersedes', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
    const u = unique();
    await createEntity(crm, { name: `Abort ${u} two` });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first search's answer is held back, so only its abort can end it.
    await page.route('**/api/v1/entities/query**', async (route) => {
      if (!route.request().url().includes('two')) await held;
      await route.continue().catch(() => {});
    });
    await page.goto('/admin?tab=contacts');
    const first = page.waitForRequest((r) => r.url().includes('/entities/query'));
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('/entities/query'));
    await field(page, 'Name').fill(`Abort ${u}`);
    await first;
    await field(page, 'Name').fill(`Abort ${u} two`);
    expect((await aborted).url()).not.toContain('two');
    await expect(results(page)).toHaveCount(1);
    release();
  });

  test('a failed search says so and keeps the filters', DESKTOP_ONLY, async ({ staffPage: page }) => {
    await page.route('**/api/v1/emails/query**', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal', message: 'internal', key: 'err.internal' } },
      }),
    );
    await page.goto('/admin?tab=emails');
    await field(page, 'Email').fill('will-fail');
    await expect(page.getByRole('alert')).toHaveText('The search could not be run. Try again.');
    await expect(field(page, 'Email')).toHaveValue('will-fail');
  });

  test('in French, from the portal bar', async ({ staffPage: page, crm }) => {
    const u = unique();
    await createEntity(crm, { name: `Élodie ${u}` });
    await page.goto('/admin?tab=contacts');
    await page.getByTestId('language-toggle').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Courriels' })).toBeVisible();
    await field(page, 'Nom').fill(`elodie ${u}`);
    await expect(page.getByRole('list', { name: 'Résultats' }).getByRole('link')).toHaveCount(1);
    await expect(status(page)).toHaveText('Résultats 1 à 1');
    await field(page, 'Courriels min.').fill('-1');
    await expect(page.getByText('Le minimum de courriels ne peut pas être inférieur à 0')).toBeVisible();
    await field(page, 'Nom').fill(`personne ${u}`);
    await field(page, 'Courriels min.').fill('');
    await expect(page.getByRole('heading', { name: 'Aucun résultat trouvé' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retour à la recherche' })).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('language-toggle').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test(
    'exports every contact the search finds as CSV, in English and in French',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const u = unique();
      await createEntity(crm, { name: `Ann Exported ${u}` });
      await createEntity(crm, { name: `Bob Exported ${u}` });
      await createEntity(crm, { name: `Carl Kept ${u}` });
      await page.goto('/admin?tab=contacts');
      await field(page, 'Name').fill(`exported ${u}`);
      await expect(results(page)).toHaveCount(2);

      const csv = await downloadCsv(page, 'Export CSV');
      expect(csv.name).toMatch(/^contacts-\d{4}-\d\d-\d\d\.csv$/);
      expect(csv.header.slice(0, 2)).toEqual(['uuid', 'name']);
      expect(csv.header.slice(-2)).toEqual(['emails', 'numbers']);
      expect(csv.header).not.toContain('seq');
      expect(csv.rows.map((row) => row[1])).toEqual([`Ann Exported ${u}`, `Bob Exported ${u}`]);
      await expect(page.getByRole('link', { name: 'Export XLSX' })).toHaveAttribute(
        'href',
        `/api/v1/entities/export?name=exported+${u}&format=xlsx`,
      );

      await page.getByTestId('language-toggle').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
      const french = await downloadCsv(page, 'Exporter en CSV');
      expect(french.rows.map((row) => row[1])).toEqual([`Ann Exported ${u}`, `Bob Exported ${u}`]);
      await expect(page.getByRole('link', { name: 'Exporter en XLSX' })).toBeVisible();
      await page.getByTestId('language-toggle').click();
      await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    },
  );

  test('accessible: axe-clean with results, and usable with the keyboard alone', async ({
    staffPage: page,
    crm,
  }) => {
    const u = unique();
    const contact = await createEntity(crm, { name: `Keys ${u}` });
    await page.goto('/admin');
    await expect(page.getByTestId('count-contacts')).toContainText(/\d/);
    await expectAccessible(page);

    // Tabs move with the arrow keys; Tab walks into the filters, Enter opens a result.
    await page.getByRole('tab', { name: 'Addresses' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Contacts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name: 'Contacts' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Tab');
    await expect(field(page, 'Name')).toBeFocused();
    await page.keyboard.type(`Keys ${u}`);
    await expect(results(page)).toHaveCount(1);
    // The last keystroke's search done: while one runs, the previous results are shown dimmed.
    await expect(page.getByRole('progressbar', { name: 'Searching…' })).toBeHidden();
    await expectAccessible(page);
    const link = results(page).first();
    // Past the name, the contact filters (roles, user types, city, province, representative, has
    // email or phone) and the list and export buttons.
    for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${contact.uuid}$`));
  });
});

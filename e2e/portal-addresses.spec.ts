// The portal's address pages (issue 5): the detail page and its form (city merge, confirmation
// levels, importance and distance formats, confirm dialog, unsaved changes) and the new-address
// flow through the address pipeline (search, verify, correct, create; 'exists!').
import type { APIRequestContext, Page } from '@playwright/test';
import { createAddress, streetNumber } from './support/factories.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';

// The public site's service worker would take the page's requests out of page.route's reach (the
// failure tests fake API answers); the portal never uses it.
test.use({ serviceWorkers: 'block' });

async function stored(crm: APIRequestContext, uuid: string) {
  const response = await crm.get(`addresses/${uuid}/complete`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function openAddress(page: Page, uuid: string) {
  await page.goto(`/admin/addresses/${uuid}`);
  await expect(page.getByLabel('Street', { exact: true })).toBeVisible();
}

const updateButtons = (page: Page) => page.getByRole('button', { name: 'Update', exact: true });
const dialogRows = (page: Page) => page.getByTestId('changed-fields');
/** The geocoder's internals are folded under "Address details" (issue 25); this unfolds them. */
async function openDetails(page: Page, name = 'Address details') {
  const toggle = page.getByRole('button', { name });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.describe('address detail page', () => {
  test('loads the address with every field, a way back to search and no accessibility issue', async ({
    staffPage: page,
    crm,
  }) => {
    const note = `Corner lot ${unique()}`;
    const { uuid, address } = await createAddress(crm, {
      property_type: 'Office',
      street_number: '1234',
      route: 'Rue Saint-Denis',
      locality: 'Montréal',
      administrative_area_level_1: 'QC',
      postal_code: 'H2X 3K8',
      place_type: ['street_address', 'premise'],
      liq_osm_type: 'way',
      liq_class: 'building',
      rba: 12500,
      pct_leased: 87.5,
      notes: note,
    });
    await openAddress(page, uuid);
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(address.slice(0, 10)));
    await expect(page.getByLabel('Property Type')).toHaveValue('Office');
    await expect(page.getByLabel('Street Number')).toHaveValue('1234');
    await expect(page.getByLabel('City')).toHaveValue('Montréal');
    await expect(page.getByLabel('Province/State')).toHaveValue('QC');
    await expect(page.getByLabel('Postal Code', { exact: true })).toHaveValue('H2X 3K8');
    // The property first; the map data folded until asked for.
    await expect(page.getByTestId('property-summary')).toContainText('Property typeOffice');
    await expect(page.getByTestId('property-summary')).toContainText('Leased87.5%');
    await expect(page.getByLabel('Map Class')).toBeHidden();
    await openDetails(page);
    await expect(page.getByLabel('Place Types')).toContainText('Street address, Premise');
    await expect(page.getByLabel('Map Object Type')).toContainText('Way');
    await expect(page.getByLabel('Map Class')).toHaveValue('building');
    await expect(page.getByLabel('Rentable Building Area (sq ft)')).toHaveValue('12500');
    await expect(page.getByLabel('Leased (%)')).toHaveValue('87.5');
    await expect(page.getByLabel('Notes')).toHaveValue(note);
    await expect(page.getByText(`${note.length}/500`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Linked contacts' })).toHaveValue('0');
    // The full text is the heading; the form does not offer it for editing.
    await expect(page.getByLabel('Full address')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'To search' }).click();
    // The search page (a bare /admin) writes its default tab to the URL once settled.
    await expect(page).toHaveURL(/\/admin(\?tab=addresses)?$/);
  });

  test('a missing id shows the not-found card', async ({ staffPage: page }) => {
    const id = '01900000-0000-7000-8000-000000000000';
    await page.goto(`/admin/addresses/${id}`);
    const card = page.getByTestId('not-found-card');
    await expect(card.getByRole('heading', { name: 'Could not find address' })).toBeVisible();
    await expect(card).toContainText(id);
    await expect(card.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/admin');
  });

  test('Update shows top and bottom, disabled until the form differs from the original', async ({
    staffPage: page,
    crm,
  }) => {
    const { uuid } = await createAddress(crm, { route: 'Rue Saint-Denis' });
    await openAddress(page, uuid);
    await expect(updateButtons(page)).toHaveCount(2);
    for (const button of await updateButtons(page).all()) await expect(button).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Create' })).toHaveCount(0);
    const street = page.getByLabel('Street', { exact: true });
    await street.fill('Rue Berri');
    for (const button of await updateButtons(page).all()) await expect(button).toBeEnabled();
    // Back to the original value: nothing to save any more.
    await street.fill('Rue Saint-Denis');
    for (const button of await updateButtons(page).all()) await expect(button).toBeDisabled();
    // Confidence is computed when an address is created, not edited.
    await expect(page.getByLabel('Confidence (%)')).toBeDisabled();
  });

  test('edit, confirm the diff, save; then edit again and discard', async ({ staffPage: page, crm }) => {
    const { uuid } = await createAddress(crm, {
      route: 'Rue Saint-Denis',
      route_confirmation_level: 'CONFIRMED',
      building_class: 'B',
    });
    await openAddress(page, uuid);
    const note = `Roof redone ${unique()}`;
    await page.getByLabel('Street', { exact: true }).fill('Rue Berri');
    await page.getByLabel('Notes').fill(note);
    await updateButtons(page).first().click();
    const dialog = page.getByRole('dialog', { name: 'Confirm changes' });
    await expect(dialog).toBeVisible();
    const rows = dialogRows(page);
    // The typed street is no longer what the pipeline confirmed: its level goes with it.
    await expect(rows.locator('dt')).toHaveText(['Street', 'Street: confirmation', 'Notes']);
    await expect(rows.locator('dd')).toHaveText(['Rue Berri', 'None', note]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await expect.poll(async () => (await stored(crm, uuid)).route).toBe('Rue Berri');
    const saved = await stored(crm, uuid);
    expect(saved).toMatchObject({ notes: note, route_confirmation_level: null, building_class: 'B' });
    // The saved values are the new original.
    for (const button of await updateButtons(page).all()) await expect(button).toBeDisabled();

    await page.getByLabel('Building Class').fill('A');
    await updateButtons(page).last().click();
    await expect(rows.locator('dt')).toHaveText(['Building Class']);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByLabel('Building Class')).toHaveValue('B');
    for (const button of await updateButtons(page).all()) await expect(button).toBeDisabled();
    expect((await stored(crm, uuid)).building_class).toBe('B');
    // Submitting never reloaded the page: the same document is still loaded.
    await expect(page.getByLabel('Notes')).toHaveValue(note);
  });

  test('City shows the merged parts; typing in it clears the five and stores locality', async ({
    staffPage: page,
    crm,
  }) => {
    const { uuid } = await createAddress(crm, {
      sublocality_level_1: 'Le Plateau',
      sublocality_level_1_confirmation_level: 'CONFIRMED',
      locality: 'Montréal',
      locality_confirmation_level: 'CONFIRMED',
      neighborhood: 'Mile End',
      postal_town: 'Montréal PT',
      administrative_area_level_3: 'Île de Montréal',
    });
    await openAddress(page, uuid);
    const city = page.getByLabel('City');
    await expect(city).toHaveValue('Le Plateau, Montréal');
    await city.fill('Laval');
    await updateButtons(page).first().click();
    await expect(dialogRows(page).locator('dt')).toContainText(['Locality', 'Sublocality', 'Neighbourhood']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored(crm, uuid)).locality).toBe('Laval');
    expect(await stored(crm, uuid)).toMatchObject({
      locality_confirmation_level: null,
      sublocality_level_1: null,
      sublocality_level_1_confirmation_level: null,
      neighborhood: null,
      postal_town: null,
      administrative_area_level_3: null,
    });
    await expect(city).toHaveValue('Laval');
  });

  test('importance is entered and shown as a whole percentage, distance with 3 decimals', async ({
    staffPage: page,
    crm,
  }) => {
    const { uuid } = await createAddress(crm, { liq_importance: 0.1234, liq_haversine_distance: 1.23456 });
    await openAddress(page, uuid);
    await openDetails(page);
    const importance = page.getByLabel('Importance (%)');
    await expect(importance).toHaveValue('12');
    await expect(page.getByLabel('Distance (km)')).toHaveValue('1.235');
    await importance.fill('42');
    await updateButtons(page).first().click();
    await expect(dialogRows(page).locator('dd')).toHaveText(['42']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await stored(crm, uuid)).liq_importance).toBe(0.42);
    await page.reload();
    await expect(page.getByLabel('Importance (%)')).toHaveValue('42');
    await openDetails(page);
    // A value that is not a number is kept as typed, with the reason, and cannot be saved.
    await page.getByLabel('Distance (km)').fill('far');
    await expect(page.getByLabel('Distance (km)')).toHaveValue('far');
    await expect(page.getByText('Must be a number')).toBeVisible();
    await updateButtons(page).first().click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByLabel('Distance (km)')).toBeFocused();
  });

  test('each component shows its confirmation level in colour and in words', async ({
    staffPage: page,
    crm,
  }) => {
    const { uuid } = await createAddress(crm, {
      route: 'Rue Saint-Denis',
      route_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      street_number: '99',
      street_number_confirmation_level: 'UNCONFIRMED_AND_SUSPICIOUS',
      postal_code: 'H2X 3K8',
      postal_code_confirmation_level: 'CONFIRMED',
      administrative_area_level_1: 'QC',
      country_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
    });
    await openAddress(page, uuid);
    const field = (name: string) => page.locator(`[data-level]:has(#address-${name})`);
    await expect(field('route')).toHaveAttribute('data-level', 'UNCONFIRMED_BUT_PLAUSIBLE');
    await expect(field('route')).toContainText('Unconfirmed but plausible');
    await expect(page.locator('#address-route')).toHaveCSS('color', 'rgb(74, 86, 104)');
    await expect(field('street_number')).toContainText('Unconfirmed and suspicious');
    await expect(page.locator('#address-street_number')).toHaveCSS('color', 'rgb(156, 74, 0)');
    await expect(field('postal_code')).toContainText('Confirmed');
    await expect(page.locator('#address-postal_code')).toHaveCSS('color', 'rgb(26, 36, 51)');
    await expect(field('administrative_area_level_1')).toHaveAttribute('data-level', 'none');
    // A select shows its level the same way.
    await expect(field('country')).toContainText('Unconfirmed but plausible');
    await expect(page.locator('#address-country')).toHaveCSS('color', 'rgb(74, 86, 104)');
    await expectAccessible(page);
  });

  test('a failed save says so and keeps the edits', async ({ staffPage: page, crm }) => {
    const { uuid } = await createAddress(crm, { route: 'Rue Saint-Denis' });
    await openAddress(page, uuid);
    await page.route(`**/api/v1/addresses/${uuid}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            json: { error: { code: 'internal', message: 'internal', key: 'err.internal' } },
          })
        : route.continue(),
    );
    await page.getByLabel('Street', { exact: true }).fill('Rue Berri');
    await updateButtons(page).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText('Could not save your changes');
    await expect(page.getByLabel('Street', { exact: true })).toHaveValue('Rue Berri');
    await expect(updateButtons(page).first()).toBeEnabled();
    expect((await stored(crm, uuid)).route).toBe('Rue Saint-Denis');
  });

  test('leaving a changed form asks first', async ({ staffPage: page, crm }) => {
    const { uuid } = await createAddress(crm);
    await openAddress(page, uuid);
    await page.getByLabel('PO Box').fill('PO 77');
    await page.getByRole('link', { name: 'To search' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirm Changes?' });
    await expect(prompt).toContainText('Return to search page?');
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('PO Box')).toHaveValue('PO 77');
    await page.getByRole('link', { name: 'To search' }).click();
    await prompt.getByRole('button', { name: 'Leave without saving' }).click();
    // The search page (a bare /admin) writes its default tab to the URL once settled.
    await expect(page).toHaveURL(/\/admin(\?tab=addresses)?$/);
  });

  test('in French', async ({ staffPage: page, crm }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    const { uuid } = await createAddress(crm, {
      route: 'Rue Saint-Denis',
      route_confirmation_level: 'UNCONFIRMED_BUT_PLAUSIBLE',
      liq_importance: 0.5,
    });
    await page.goto(`/admin/addresses/${uuid}`);
    await expect(page.getByLabel('Rue', { exact: true })).toHaveValue('Rue Saint-Denis');
    await expect(page.locator('[data-level]:has(#address-route)')).toContainText(
      'Non confirmé mais plausible',
    );
    await expect(page.getByLabel('Importance (%)')).toHaveValue('50');
    await page.getByLabel('Rue', { exact: true }).fill('Rue Berri');
    await page.getByRole('button', { name: 'Mettre à jour' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Rue : confirmation');
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    await expect(page.getByLabel('Rue', { exact: true })).toHaveValue('Rue Saint-Denis');
  });
});

/** An address the offline parser reads whole, at a street number no other test uses. */
const newAddressText = () => `${streetNumber()} Rue Sainte-Catherine Ouest, Montréal, QC H3B 1A7`;

const searchField = (page: Page) => page.getByRole('combobox', { name: 'Starting entering new address...' });

/** Types like a person (one key at a time, so the suggestions follow) and waits for the option. */
async function search(page: Page, text: string) {
  // The suggestions of the whole text, not of a part: on a loaded machine the search may run while
  // typing pauses midway, and a part's first suggestion names the same street.
  const answered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/addresses/places/street_address' &&
      new URL(r.url()).searchParams.get('address') === text,
  );
  await searchField(page).pressSequentially(text);
  const { data } = (await (await answered).json()) as { data: { description: string }[] };
  // The option shows the street apart from the rest: its name holds both, with no comma between.
  const parts = data[0]!.description.split(', ').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const name = new RegExp(`${parts[0]}.*${parts.at(-1)}`);
  const option = page.getByRole('option', { name }).first();
  await expect(option).toBeVisible();
  return option;
}

/** What the pipeline answers for the first suggestion of `text`: what the page fills in. */
async function validated(crm: APIRequestContext, text: string) {
  const suggestions = await crm.get('addresses/places/street_address', { params: { address: text } });
  expect(suggestions.ok(), await suggestions.text()).toBe(true);
  const [first] = ((await suggestions.json()) as { data: { description: string }[] }).data;
  const response = await crm.get(`ext/all/validate/${encodeURIComponent(first!.description)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

async function tabTo(page: Page, target: ReturnType<Page['locator']>) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

test.describe('new address', () => {
  test('search, pick, verify, correct a component, create, land on its page', async ({
    staffPage: page,
    crm,
  }) => {
    const text = newAddressText();
    const expected = await validated(crm, text);
    await page.goto('/admin/addresses/new');
    await expect(page).toHaveTitle(/New Address/);
    await expect(page.getByText('Select address from results')).toBeVisible();
    await (await search(page, text)).click();

    const verify = page.getByRole('region', { name: 'Verify address details' });
    await expect(verify).toContainText('Try searching again if incorrect address');
    await expect(page.getByLabel('Full address')).toBeDisabled();
    await expect(page.getByLabel('Full address')).toHaveValue(expected.address as string);
    await expect(page.getByLabel('Street Number')).toHaveValue(expected.street_number as string);
    await expect(page.getByLabel('Street', { exact: true })).toHaveValue(expected.route as string);
    // Each component carries the pipeline's confirmation level.
    await expect(page.locator('[data-level]:has(#address-route)')).toHaveAttribute(
      'data-level',
      (expected.route_confirmation_level as string | null) ?? 'none',
    );
    await expect(page.getByLabel('Confidence (%)')).toHaveAttribute('placeholder', 'Autocalculated');
    await expect(page.getByLabel('Confidence (%)')).toBeEnabled();
    // New: no top button, the bottom one reads Create.
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expectAccessible(page);

    const unit = `${Math.floor(Math.random() * 900) + 100}`;
    await page.getByLabel('Unit').fill(unit);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/admin\/addresses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: expected.address as string })).toBeVisible();
    await expect(page.getByLabel('Unit')).toHaveValue(unit);
    const uuid = page.url().split('/').pop()!;
    expect(await stored(crm, uuid)).toMatchObject({
      address: expected.address,
      subpremise: unit,
      subpremise_confirmation_level: null,
      street_number: expected.street_number,
      route: expected.route,
      route_confirmation_level: expected.route_confirmation_level,
    });
  });

  test('an address already stored shows exists! and cannot be created again', async ({
    staffPage: page,
    crm,
  }) => {
    const { uuid, address } = await createAddress(crm);
    await page.goto('/admin/addresses/new');
    const option = await search(page, address);
    await expect(option).toContainText('exists!');
    await option.click();
    const flag = page.getByTestId('exists-flag');
    await expect(flag).toHaveAttribute('href', `/admin/addresses/${uuid}`);
    await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
    await flag.click();
    await expect(page).toHaveURL(`/admin/addresses/${uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: address })).toBeVisible();
  });

  test('a duplicate refused on Create says so and keeps the form', async ({ staffPage: page, crm }) => {
    const text = newAddressText();
    await page.goto('/admin/addresses/new');
    await (await search(page, text)).click();
    await expect(page.getByRole('button', { name: 'Create' })).toBeEnabled();
    // Someone else stores the same address meanwhile.
    const twin = await validated(crm, text);
    await createAddress(crm, { address: twin.address as string, country: 'CA' });
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('alert')).toContainText('This address already exists');
    await expect(page).toHaveURL(/\/admin\/addresses\/new$/);
    await expect(page.getByLabel('Full address')).toHaveValue(twin.address as string);
  });

  test('an address read offline says so', async ({ staffPage: page }) => {
    // The outside providers failing is simulated: the pipeline's own answer, marked as a fallback.
    await page.route('**/api/v1/ext/all/validate/**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), fallback: true } });
    });
    await page.goto('/admin/addresses/new');
    await (await search(page, newAddressText())).click();
    await expect(page.getByTestId('address-fallback')).toContainText('could not be verified online');
  });

  test('an address outside Canada and the USA is refused with the reason', async ({ staffPage: page }) => {
    await page.goto('/admin/addresses/new');
    await searchField(page).pressSequentially('10 Downing Street, London, UK');
    await expect(page.getByText('Only addresses in Canada and the USA are accepted')).toBeVisible();
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('another pick replaces the form; leaving after a correction asks first', async ({
    staffPage: page,
  }) => {
    await page.goto('/admin/addresses/new');
    await (await search(page, newAddressText())).click();
    await expect(page.getByLabel('Postal Code', { exact: true })).toHaveValue('H3B 1A7');
    await searchField(page).fill('');
    const second = `${streetNumber()} Broadway, New York, NY 10012`;
    await (await search(page, second)).click();
    await expect(page.getByLabel('Postal Code', { exact: true })).toHaveValue('10012');
    await expect(page.getByLabel('Country')).toContainText('USA');
    await page.getByLabel('Unit').fill('4');
    await page.getByRole('link', { name: 'To search' }).click();
    const prompt = page.getByRole('dialog', { name: 'Confirm Changes?' });
    await prompt.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Unit')).toHaveValue('4');
  });

  test('the whole flow works from the keyboard alone', async ({ staffPage: page, crm }) => {
    const text = newAddressText();
    await page.goto('/admin/addresses/new');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type(text);
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Verify address details' })).toBeVisible();
    await tabTo(page, page.getByLabel('Unit'));
    await page.keyboard.type('7B');
    await tabTo(page, page.getByRole('button', { name: 'Create' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/addresses\/[0-9a-f-]{36}$/);
    const uuid = page.url().split('/').pop()!;
    expect((await stored(crm, uuid)).subpremise).toBe('7B');
  });
});

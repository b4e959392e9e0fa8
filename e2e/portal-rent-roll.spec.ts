// A building as an asset (issue 26), as a broker records it: on a new building's page, three spaces
// added and two of them leased, with the keyboard alone; the rent roll's totals and its expiry
// chart, whose figures are also a table; then the owner's holding company, two tiers up, and its
// portfolio rent roll. In French, on the desktop and the phone, the same pages read in French. axe:
// no violation on either page.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAddress, createEntity, createLink } from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

/** A building owned by an LLC, itself owned by a holding company, and two tenants. */
async function arrange(crm: APIRequestContext) {
  const u = unique();
  const building = await createAddress(crm, {
    address: `${4000 + Math.floor(Math.random() * 999)} Rue Hickmore ${u}, Saint-Laurent, QC H4T 1K2`,
    locality: 'Saint-Laurent',
  });
  const [llc, holding, acme, bolt] = await Promise.all([
    createEntity(crm, { name: `Hickmore ${u} LLC` }),
    createEntity(crm, { name: `Crest Holdings ${u}` }),
    createEntity(crm, { name: `Acme Logistics ${u}` }),
    createEntity(crm, { name: `Bolt Freight ${u}` }),
  ]);
  await createLink(crm, 'addresses_entities', {
    address_id: building.uuid,
    entity_id: llc.uuid,
    role: 'RECORDED_OWNER',
  });
  await createLink(crm, 'entities_entities', {
    entity_id: holding.uuid,
    entity_id2: llc.uuid,
    relationship: 'OWNER',
  });
  return { u, building, holding, acme, bolt };
}

const year = new Date().getFullYear();

/** Tab until `target` holds the focus (a date field's calendar button is a stop of its own). */
async function tabTo(page: Page, target: Locator, limit = 6) {
  for (let i = 0; i < limit && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

async function addSpace(page: Page, unit: string, rba: string) {
  await page.getByRole('button', { name: 'Add space' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New space' });
  await expect(dialog.getByLabel(/^Unit/)).toBeFocused();
  await page.keyboard.type(unit);
  await page.keyboard.press('Tab');
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await page.keyboard.type(rba);
  // Enter in a field sends the form.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** A lease of one space by the keyboard: tenant picked from the list, space ticked, term and rent. */
async function leaseSpace(page: Page, tenant: string, unit: string, end: string, rent: string) {
  await page.getByRole('button', { name: 'Add lease' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New lease' });
  await expect(dialog.getByRole('combobox', { name: /^Tenant/ })).toBeFocused();
  await page.keyboard.type(tenant);
  await expect(page.getByRole('option', { name: tenant })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const space = dialog.getByRole('checkbox', { name: unit });
  await tabTo(page, space);
  await page.keyboard.press('Space');
  await expect(space).toBeChecked();
  await tabTo(page, dialog.getByLabel(/^Start date/));
  // Chromium's date field, month / day / year in English.
  await page.keyboard.type(`0101${year - 1}`);
  await tabTo(page, dialog.getByLabel(/^End date/));
  await page.keyboard.type(end);
  await tabTo(page, dialog.getByLabel(/^Base rent/));
  await page.keyboard.type(rent);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test(
  'keyboard only: three spaces, two leases, the rent roll and the owner’s portfolio',
  DESKTOP_ONLY,
  async ({ staffPage: page, crm }) => {
    // Three dialogs for spaces and two for leases, typed key by key: a long journey.
    test.setTimeout(180_000);
    const { building, holding, acme, bolt } = await arrange(crm);
    await page.goto(`/admin/addresses/${building.uuid}`);
    await expect(page.getByRole('heading', { level: 1, name: building.address })).toBeVisible({
      timeout: 20_000,
    });
    await addSpace(page, '100', '10000');
    await addSpace(page, '200', '15000');
    await addSpace(page, '300', '5000');
    const spaces = page.getByRole('region', { name: 'Spaces' });
    await expect(spaces.getByTestId('space-row')).toHaveCount(3);

    await leaseSpace(page, acme.name, '100', `1231${year + 3}`, '15');
    await leaseSpace(page, bolt.name, '200', `0630${year + 5}`, '12');
    const leases = page.getByRole('region', { name: 'Leases' });
    await expect(leases.getByTestId('lease-row')).toHaveCount(2);

    const roll = page.getByRole('region', { name: 'Rent roll' });
    const totals = roll.getByTestId('rent-roll-totals');
    await expect(totals).toContainText('Rentable area30,000 sq ft');
    await expect(totals).toContainText('Leased area25,000 sq ft');
    await expect(totals).toContainText('Occupancy83.33%');
    await expect(totals).toContainText('Annual base rent$330,000.00');
    await expect(roll.getByTestId('rent-roll-row')).toHaveCount(3);
    await expect(roll.getByRole('row', { name: /300/ })).toContainText('Vacant');
    await expect(roll.getByTestId('expiry-chart').locator('svg').first()).toBeVisible();
    // The chart's figures as a table, on request.
    const toggle = roll.getByRole('button', { name: 'Show as a table' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const expiries = roll.getByRole('table', { name: 'Area and rent expiring each year' });
    await expect(expiries).toBeVisible();
    await expect(expiries.getByRole('row', { name: String(year + 3) })).toContainText('10,000$150,000.00');
    await expect(expiries.getByRole('row', { name: String(year + 5) })).toContainText('15,000$180,000.00');
    await expectAccessible(page);

    // The owner's owner: its portfolio rent roll, from its Ownership section.
    await page.goto(`/admin/contacts/${holding.uuid}`);
    const rentRoll = page.getByRole('link', { name: 'Portfolio rent roll' });
    await rentRoll.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${holding.uuid}/rent-roll$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Rent roll of ${holding.name}’s portfolio`,
    );
    await expect(page.getByTestId('portfolio-building')).toHaveCount(1);
    await expect(page.getByTestId('rent-roll-totals')).toContainText('Occupancy83.33%');
    await expectAccessible(page);
  },
);

test('the rent roll and the portfolio in French', async ({ staffPage: page, crm }) => {
  // Two full record pages checked by axe.
  test.setTimeout(120_000);
  const { building, holding, acme } = await arrange(crm);
  const unit = await createAddress(crm, {
    address: building.address.replace(' Rue', ' #100 Rue'),
    subpremise: '100',
    parent_address_id: building.uuid,
    rba: 8000,
  });
  await createAddress(crm, {
    address: building.address.replace(' Rue', ' #200 Rue'),
    subpremise: '200',
    parent_address_id: building.uuid,
    rba: 2000,
  });
  const lease = await crm.post('leases', {
    data: {
      tenant_id: acme.uuid,
      space_ids: [unit.uuid],
      start_on: `${year - 1}-01-01`,
      end_on: `${year + 2}-12-31`,
      base_rent: 20,
      rent_basis: 'per_sqft_year',
      status: 'active',
    },
  });
  expect(lease.status(), await lease.text()).toBe(201);

  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto(`/admin/addresses/${building.uuid}`);
  const roll = page.getByRole('region', { name: 'État locatif' });
  const totals = roll.getByTestId('rent-roll-totals');
  await expect(totals).toContainText('Superficie locative10 000 pi²', { timeout: 20_000 });
  await expect(totals).toContainText('Taux d’occupation80 %');
  await expect(totals).toContainText('Loyer de base annuel160 000,00 $');
  await expect(page.getByRole('region', { name: 'Locaux' }).getByTestId('space-row')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Baux' }).getByTestId('lease-row')).toContainText(acme.name);
  await expect(roll.getByTestId('expiry-chart').locator('svg').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/admin/contacts/${holding.uuid}/rent-roll`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `État locatif du portefeuille de ${holding.name}`,
  );
  await expect(page.getByTestId('portfolio-building')).toContainText('80 %');
  await expectAccessible(page);
});

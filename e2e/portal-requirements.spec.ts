// "Who wants industrial over 20,000 sq ft in Montréal?" (issue 25), asked on /admin/requirements
// with the keyboard alone: the contact whose requirement fits is found and opened; one whose size
// range is too small and one who wants another city are not. The search is kept in the URL. axe:
// no violation. Desktop only: the page is one form and a table on both.
import type { APIRequestContext } from '@playwright/test';
import { createEntity } from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

async function wants(crm: APIRequestContext, name: string, requirement: object) {
  const contact = await createEntity(crm, { name });
  const response = await crm.post(`entities/${contact.uuid}/requirements`, {
    data: { deal: 'buy', property_types: ['industrial'], notes: null, ...requirement },
  });
  expect(response.status(), await response.text()).toBe(201);
  return contact;
}

test(
  'keyboard only: who wants industrial over 20,000 sq ft in Montréal',
  DESKTOP_ONLY,
  async ({ staffPage: page, crm }) => {
    const u = unique();
    // A city no other test writes, so the results are these contacts only.
    const city = `Montréal-${u}`;
    const fits = await wants(crm, `Fits ${u}`, { min_sqft: 20_000, max_sqft: 50_000, cities: [city] });
    await wants(crm, `Too small ${u}`, { min_sqft: 5_000, max_sqft: 10_000, cities: [city] });
    await wants(crm, `Elsewhere ${u}`, { min_sqft: 20_000, max_sqft: 50_000, cities: ['Laval'] });

    await page.goto('/admin/requirements');
    await expect(page.getByRole('heading', { level: 1, name: 'Who wants what' })).toBeVisible({
      timeout: 20_000,
    });
    const type = page.getByRole('combobox', { name: 'Property type' });
    await type.focus();
    // The menu opens on the arrow; typing a letter moves to the first type it starts.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('i');
    await expect(page.getByRole('option', { name: 'Industrial' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(type).toHaveText('Industrial');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Size (sq ft)')).toBeFocused();
    await page.keyboard.type('25000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('City')).toBeFocused();
    // Case and accents folded: the contact wrote "Montréal-…".
    await page.keyboard.type(city.toLowerCase().replace('é', 'e'));
    await page.keyboard.press('Enter');

    const table = page.getByRole('table', { name: 'Matching requirements' });
    const link = table.getByRole('link', { name: `Fits ${u}` });
    await expect(link).toBeVisible();
    await expect(table.getByRole('link')).toHaveCount(1);
    await expect(page).toHaveURL(/type=industrial/);
    await expect(page).toHaveURL(/size=25000/);
    await expectAccessible(page);

    for (let i = 0; i < 20 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${fits.uuid}$`));
  },
);

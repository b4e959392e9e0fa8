import { expect, expectAccessible, test } from './support/fixtures.js';

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the spec text and a link home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
    await expect(page.getByText('This page could not be found -- maybe check out our')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown showcase slug answers 404 and shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-property');
    expect(response?.status()).toBe(404);
    // Not prerendered: the app starts, then asks the API for the property (slow on a busy machine).
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible({
      timeout: 15_000,
    });
  });

  test('in French under /fr', async ({ page }) => {
    const response = await page.goto('/fr/pas/de/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable !' })).toBeVisible();
    await page.getByRole('link', { name: 'accueil', exact: true }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });
});

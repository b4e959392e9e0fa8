// The count of new inbox items beside the portal's navigation (issue 14) follows the inbox: one more
// after a visitor sends the contact form, one fewer once staff mark it handled. The count is the
// whole server's, which every other inbox, contact-form and showcase test changes: so this file runs
// alone, after them (playwright.config.ts, project `exclusive`), where an exact rise and fall can
// be expected.
import type { Page } from '@playwright/test';
import { sendContactForm } from './support/contact-form.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

/** The badge's number: none is shown when nothing is new. */
async function expectCount(page: Page, count: number) {
  const link = page.getByRole('navigation').getByRole('link', { name: /^Inbox/ });
  if (count === 0) {
    await expect(link.getByTestId('inbox-count')).toHaveCount(0);
    await expect(link).toHaveAccessibleName('Inbox');
  } else {
    // The number shown (screen readers hear the sentence instead).
    await expect(link.getByTestId('inbox-count').locator('[aria-hidden="true"]')).toHaveText(
      count > 99 ? '99+' : String(count),
    );
    await expect(link).toHaveAccessibleName(
      new RegExp(`^Inbox\\s*${count} new ${count === 1 ? 'item' : 'items'}$`),
    );
  }
}

test('the count of new items rises with a new lead and falls once it is handled', async ({
  staffPage: page,
  crm,
}) => {
  test.slow();
  const newItems = async () => Number(await (await crm.get('inbox/count?status=new')).text());
  const before = await newItems();
  await page.goto('/admin/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expectCount(page, before);

  const u = unique();
  const subject = `Counted lead ${u}`;
  await sendContactForm(page, 'en', {
    sender: `Count Visitor ${u}`,
    email: `count.${u}@inbox.e2e.test`,
    subject,
  });
  // The badge asks again every minute; coming back to the portal asks at once.
  await page.goto('/admin/inbox');
  await expectCount(page, before + 1);
  await expectAccessible(page);

  await page.getByTestId('inbox-item').filter({ hasText: subject }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expectCount(page, before + 1);
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByTestId('inbox-status')).toHaveText('Handled');
  // Without leaving the page: the change refreshes the count.
  await expectCount(page, before);
  await page.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByTestId('inbox-status')).toHaveText('New');
  await expectCount(page, before + 1);
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expectCount(page, before);
  expect(await newItems()).toBe(before);
});

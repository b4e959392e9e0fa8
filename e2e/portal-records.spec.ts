// The contact, email and phone-number detail pages and the new-contact page (issue 5), as staff
// use them: loading each record, the not-found card, editing through the confirm dialog (Save
// persists only the changes, Discard restores), the leave prompt, the spec's validation messages,
// a failed save that keeps the edits, creating a contact and the 'exists!' flag, French, the
// keyboard and axe.
import type { Entity } from '@crm/shared';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  createEmail,
  createEntity,
  createLink,
  createNumber,
  nationalNumber,
  randomNumber,
} from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';

// The public site's service worker would take the page's requests out of page.route's reach (the
// failure tests fake API answers); the portal never uses it.
test.use({ serviceWorkers: 'block' });

const contactPath = (uuid: string) => `/admin/contacts/${uuid}`;
const emailPath = (email: string) => `/admin/emails/${encodeURIComponent(email)}`;
const numberPath = (phone: string) => `/admin/numbers/${encodeURIComponent(phone)}`;

// By role: sections are named by their headings too ('Notes'), and MUI puts the required asterisk
// in the label's text.
const field = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm changes' });
const update = (page: Page) => page.getByRole('button', { name: 'Update', exact: true });

/** The confirm dialog's lines, as [label, value]. */
async function changedFields(dialog: Locator): Promise<[string, string][]> {
  await expect(dialog.getByTestId('changed-fields')).toBeVisible();
  return dialog
    .getByTestId('changed-fields')
    .locator('div')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    );
}

async function complete(crm: APIRequestContext, path: string) {
  const response = await crm.get(`${path}/complete`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

test.describe('contact page', () => {
  test('loads the contact with every section, its counters and a way back to search', async ({
    staffPage: page,
    crm,
  }) => {
    const contact = await createEntity(crm, {
      job_title: 'Asset manager',
      investor: true,
      private: true,
      revenue: 2500000.5,
      n_sales: 12,
      pct_leased: 87.5,
      sunset: true,
      notes: 'Met at the fall conference.',
    });
    await page.goto(contactPath(contact.uuid));
    await expect(page.getByRole('heading', { level: 1, name: contact.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${contact.name} \\|`));
    await expect(field(page, 'Name')).toHaveValue(contact.name);
    await expect(field(page, 'Job title')).toHaveValue('Asset manager');
    await expect(field(page, 'Revenue')).toHaveValue('2500000.5');
    await expect(field(page, 'Number of sales')).toHaveValue('12');
    await expect(field(page, 'Leased (%)')).toHaveValue('87.5');
    await expect(page.getByRole('checkbox', { name: 'Investor', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Capital Investor' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Private', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Sunset' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'REOC' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Institution' })).toBeVisible();
    await expect(field(page, 'Notes')).toHaveValue('Met at the fall conference.');
    await expect(page.getByTestId('entity-notes-counter')).toHaveText('27/500');
    await expect(page.getByTestId('linked-counters')).toContainText('Linked emails0');
    for (const section of ['Identity', 'Roles and user types', 'Portfolio', 'Notes'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'User types' })).toBeVisible();
    await expect(update(page)).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'To search' }).click();
    await expect(page).toHaveURL(/\/admin(\?|$)/);
  });

  test('the summary comes first: on a 390 px phone the number to call is on the first screen', async ({
    staffPage: page,
    crm,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const contact = await createEntity(crm, {
      is_person: true,
      investor: true,
      developer: true,
      owner: true,
      job_title: 'Broker',
      company_name: 'Acme Realty',
    });
    const { phone_number } = await createNumber(crm);
    const { email } = await createEmail(crm);
    await createLink(crm, 'entities_numbers', { entity_id: contact.uuid, phone_number, type: 'MOBILE' });
    await createLink(crm, 'entities_emails', { entity_id: contact.uuid, email, type: 'WORK' });
    await page.goto(contactPath(contact.uuid));
    const summary = page.getByTestId('contact-summary');
    await expect(summary).toContainText('Broker · Acme Realty');
    await expect(summary.getByTestId('summary-phone')).toHaveAttribute('href', `tel:${phone_number}`);
    await expect(summary.getByTestId('summary-phone')).toBeInViewport();
    await expect(summary.getByTestId('summary-email')).toHaveAttribute('href', `mailto:${email}`);
    await expect(summary.getByTestId('summary-roles')).toContainText('PersonInvestorDeveloperOwner');
    await page.getByRole('button', { name: 'Edit all fields' }).click();
    await expect(field(page, 'Name')).toBeFocused();
    await expectAccessible(page);
  });

  test('saves only the changed fields after the confirm dialog, then Update is disabled again', async ({
    staffPage: page,
    crm,
  }) => {
    const contact = await createEntity(crm, { job_title: 'Broker', notes: 'keep me' });
    await page.goto(contactPath(contact.uuid));
    await expect(update(page)).toBeDisabled();

    const renamed = `${contact.name} Holdings`;
    await field(page, 'Name').fill(renamed);
    await expect(update(page)).toBeEnabled();
    await field(page, 'Job title').fill('');
    await page.getByRole('checkbox', { name: 'Capital Investor' }).check();
    await field(page, 'Revenue').fill('1500000');
    await update(page).click();

    const dialog = confirmDialog(page);
    expect(await changedFields(dialog)).toEqual([
      ['Name', renamed],
      ['Job title', '(empty)'],
      ['Capital Investor', 'Yes'],
      ['Revenue', '1,500,000'],
    ]);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(update(page)).toBeDisabled();

    const saved = await complete(crm, `entities/${contact.uuid}`);
    expect(saved).toMatchObject({
      name: renamed,
      job_title: null,
      capital_investor: true,
      revenue: 1500000,
      notes: 'keep me',
    });

    // The saved values are the new original: changing a field back is a change again.
    await page.getByRole('checkbox', { name: 'Capital Investor' }).uncheck();
    await expect(update(page)).toBeEnabled();
    await page.getByRole('checkbox', { name: 'Capital Investor' }).check();
    await expect(update(page)).toBeDisabled();
  });

  test(
    'Discard restores the original; closing the dialog keeps the edits',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const contact = await createEntity(crm, { notes: 'original notes' });
      await page.goto(contactPath(contact.uuid));
      await field(page, 'Notes').fill('changed notes');
      await page.getByRole('checkbox', { name: 'Bank' }).check();
      await update(page).click();
      await expect(confirmDialog(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(confirmDialog(page)).toBeHidden();
      await expect(field(page, 'Notes')).toHaveValue('changed notes');

      await update(page).click();
      await confirmDialog(page).getByRole('button', { name: 'Discard' }).click();
      await expect(confirmDialog(page)).toBeHidden();
      await expect(field(page, 'Notes')).toHaveValue('original notes');
      await expect(page.getByRole('checkbox', { name: 'Bank' })).not.toBeChecked();
      await expect(update(page)).toBeDisabled();
      await expect
        .poll(() => complete(crm, `entities/${contact.uuid}`))
        .toMatchObject({
          notes: 'original notes',
          bank: false,
        });
    },
  );

  test(
    'asks before leaving a changed form: stay keeps the edits, leave goes',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const contact = await createEntity(crm);
      await page.goto(contactPath(contact.uuid));
      // Unchanged, the page is left without a question.
      await page.getByRole('link', { name: 'To search' }).click();
      await expect(page).toHaveURL(/\/admin(\?|$)/);
      await page.goto(contactPath(contact.uuid));

      await field(page, 'Nickname').fill('Skip');
      await page.getByRole('link', { name: 'To search' }).click();
      const prompt = page.getByRole('dialog', { name: 'Confirm Changes?' });
      await expect(prompt).toContainText('Return to search page?');
      await prompt.getByRole('button', { name: 'Keep editing' }).click();
      await expect(prompt).toBeHidden();
      await expect(page).toHaveURL(contactPath(contact.uuid));
      await expect(field(page, 'Nickname')).toHaveValue('Skip');

      await page.getByRole('link', { name: 'To search' }).click();
      await prompt.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL(/\/admin(\?|$)/);
      await expect.poll(() => complete(crm, `entities/${contact.uuid}`)).toMatchObject({ nickname: null });
    },
  );

  test(
    'closing or reloading the tab with unsaved changes gets the browser’s prompt; saved, it does not',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const contact = await createEntity(crm);
      await page.goto(contactPath(contact.uuid));
      await field(page, 'Nickname').fill('Unsaved');
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.type());
        void dialog.dismiss(); // stay on the page
      });
      // Dismissed, the prompt cancels the reload, so that navigation never completes.
      const reload = page.reload({ timeout: 5_000 }).catch(() => undefined);
      await expect.poll(() => prompts).toEqual(['beforeunload']);
      await reload;
      await expect(field(page, 'Nickname')).toHaveValue('Unsaved');

      // Once the form matches the saved record again, reloading asks nothing.
      await field(page, 'Nickname').fill('');
      await page.reload();
      await expect(field(page, 'Nickname')).toHaveValue('');
      expect(prompts).toEqual(['beforeunload']);
    },
  );

  test(
    'shows the spec’s messages and refuses to submit bad input',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const contact = await createEntity(crm);
      await page.goto(contactPath(contact.uuid));
      const name = field(page, 'Name');
      // The form is filled once the record loads; typing before that would be replaced.
      await expect(name).toHaveValue(contact.name);
      await name.fill('ab');
      await name.blur();
      await expect(page.getByText('Name must be longer then 3 characters')).toBeVisible();
      await name.fill('');
      await expect(page.getByText('Name is required')).toBeVisible();
      await name.fill(contact.name);
      await expect(page.getByText('Name is required')).toBeHidden();

      await field(page, 'Notes').fill('n'.repeat(501));
      await field(page, 'Notes').blur();
      await expect(page.getByTestId('entity-notes-counter')).toHaveText('501/500');
      await expect(page.getByText('Notes cannot be longer than 500 characters')).toBeVisible();
      await field(page, 'Number of sales').fill('2.5');
      await field(page, 'Revenue').fill('a lot');
      await update(page).click();
      await expect(confirmDialog(page)).toBeHidden();
      await expect(page.getByText('Must be a whole number')).toBeVisible();
      await expect(page.getByText('Must be a number', { exact: true })).toBeVisible();
      // Nothing typed is cut: all 501 characters are still there to shorten.
      await expect(field(page, 'Notes')).toHaveValue('n'.repeat(501));
      await field(page, 'Notes').press('Backspace');
      await expect(page.getByTestId('entity-notes-counter')).toHaveText('500/500');
      await expect(page.getByText('Notes cannot be longer than 500 characters')).toBeHidden();
    },
  );

  test(
    'a failed save keeps the edits, says so, and a retry saves',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const contact = await createEntity(crm);
      await page.goto(contactPath(contact.uuid));
      await page.route('**/api/v1/entities/*', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({
                error: { code: 'internal', message: 'Internal server error', key: 'err.internal' },
              }),
            })
          : route.fallback(),
      );
      await field(page, 'Company name').fill('Northwind');
      await update(page).click();
      await confirmDialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Could not save your changes' })).toBeVisible();
      await expect(confirmDialog(page)).toBeHidden();
      await expect(field(page, 'Company name')).toHaveValue('Northwind');
      await expect(update(page)).toBeEnabled();
      await expect
        .poll(() => complete(crm, `entities/${contact.uuid}`))
        .toMatchObject({ company_name: null });

      await page.unroute('**/api/v1/entities/*');
      await update(page).click();
      await confirmDialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(update(page)).toBeDisabled();
      await expect
        .poll(() => complete(crm, `entities/${contact.uuid}`))
        .toMatchObject({ company_name: 'Northwind' });
    },
  );

  test('an unknown id shows the not-found card with the id', DESKTOP_ONLY, async ({ staffPage: page }) => {
    const id = '0190f0e0-0000-7000-8000-000000000000';
    await page.goto(contactPath(id));
    const card = page.getByTestId('not-found-card');
    await expect(card.getByRole('heading', { name: 'Could not find contact' })).toBeVisible();
    await expect(card).toContainText(id);
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Back to Search' }).click();
    await expect(page).toHaveURL(/\/admin(\?|$)/);

    // Not even a UUID: the same card, not an error.
    await page.goto(contactPath('not-a-uuid'));
    await expect(page.getByTestId('not-found-card')).toContainText('not-a-uuid');
  });
});

test.describe('email page', () => {
  test('loads by its URL-encoded address and saves status, type and do-not-contact', async ({
    staffPage: page,
    crm,
  }) => {
    const { email } = await createEmail(crm, { status: 'NEW', default_type: 'WORK' });
    await page.goto(emailPath(email));
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${email.replace(/[.+]/g, '\\$&')} \\|`));
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Email')).toBeDisabled();
    await expect(field(page, 'Domain')).toHaveValue('records.e2e.test');
    await expect(page.getByRole('combobox', { name: 'Default type' })).toHaveText('Work');
    await expectAccessible(page);

    await field(page, 'Status').fill('VERIFIED');
    await page.getByRole('combobox', { name: 'Default type' }).click();
    await page.getByRole('option', { name: 'Personal' }).click();
    await page.getByRole('checkbox', { name: 'Do not contact' }).check();
    await update(page).click();
    expect(await changedFields(confirmDialog(page))).toEqual([
      ['Status', 'VERIFIED'],
      ['Default type', 'Personal'],
      ['Do not contact', 'Yes'],
    ]);
    await confirmDialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(update(page)).toBeDisabled();
    expect(await complete(crm, `emails/${encodeURIComponent(email)}`)).toMatchObject({
      status: 'VERIFIED',
      default_type: 'PERSONAL',
      do_not_contact: true,
    });
  });

  test('refuses a status over 15 characters', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
    const { email } = await createEmail(crm);
    await page.goto(emailPath(email));
    await field(page, 'Status').fill('S'.repeat(16));
    await field(page, 'Status').blur();
    await expect(page.getByText('Status cannot be longer than 15 characters')).toBeVisible();
    await update(page).click();
    await expect(confirmDialog(page)).toBeHidden();
    await field(page, 'Status').press('Backspace');
    await expect(page.getByText('Status cannot be longer than 15 characters')).toBeHidden();
  });

  test(
    'a refusal from the server shows its message on the field',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const { email } = await createEmail(crm);
      await page.goto(emailPath(email));
      await page.route('**/api/v1/emails/*', (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                error: {
                  code: 'validation',
                  message: 'Invalid input',
                  key: 'err.validation',
                  fields: { status: 'Status cannot be longer than 15 characters' },
                  field_keys: { status: 'val.status' },
                },
              }),
            })
          : route.fallback(),
      );
      // The form is filled once the record loads; typing before that would be replaced.
      await expect(field(page, 'Email')).toHaveValue(email);
      await field(page, 'Status').fill('HELD');
      await update(page).click();
      await confirmDialog(page).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Could not save your changes' })).toBeVisible();
      await expect(field(page, 'Status')).toHaveAccessibleDescription(
        'Status cannot be longer than 15 characters',
      );
      await expect(field(page, 'Status')).toHaveValue('HELD');
    },
  );

  test('an unknown address shows the not-found card', DESKTOP_ONLY, async ({ staffPage: page }) => {
    const email = `nobody+${unique()}@records.e2e.test`;
    await page.goto(emailPath(email));
    const card = page.getByTestId('not-found-card');
    await expect(card.getByRole('heading', { name: 'Could not find email' })).toBeVisible();
    await expect(card).toContainText(email);
  });

  test(
    'keyboard only: reach the form, change every field, confirm and save',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const { email } = await createEmail(crm);
      await page.goto(emailPath(email));
      await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();

      const tabTo = async (id: string) => {
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press('Tab');
          if (await page.evaluate((want) => document.activeElement?.id === want, id)) return;
        }
        throw new Error(`Tab never reached #${id}`);
      };
      await tabTo('email-status');
      await page.keyboard.type('BOUNCED');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', { name: 'Default type' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: 'None' })).toBeFocused();
      for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option', { name: 'Fax' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: 'Default type' })).toHaveText('Fax');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await expect(page.getByRole('checkbox', { name: 'Do not contact' })).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.type('Typed without a mouse.');
      await page.keyboard.press('Tab');
      await expect(update(page)).toBeFocused();
      await page.keyboard.press('Enter');

      const dialog = confirmDialog(page);
      await expect(dialog).toBeVisible();
      for (let i = 0; i < 5; i++) {
        if (await page.evaluate(() => document.activeElement?.textContent === 'Save')) break;
        await page.keyboard.press('Tab');
      }
      await expect(dialog.getByRole('button', { name: 'Save' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(update(page)).toBeDisabled();
      expect(await complete(crm, `emails/${encodeURIComponent(email)}`)).toMatchObject({
        status: 'BOUNCED',
        default_type: 'FAX',
        do_not_contact: true,
        notes: 'Typed without a mouse.',
      });
    },
  );
});

test.describe('phone-number page', () => {
  test('shows the formatted number and its linked contacts counter, and saves notes', async ({
    staffPage: page,
    crm,
  }) => {
    const { phone_number: phone } = await createNumber(crm, { default_type: 'MOBILE' });
    const contact = await createEntity(crm);
    await createLink(crm, 'entities_numbers', {
      entity_id: contact.uuid,
      phone_number: phone,
      type: 'MOBILE',
    });
    const formatted = nationalNumber(phone);

    await page.goto(numberPath(phone));
    await expect(page.getByRole('heading', { level: 1, name: formatted })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(${phone.slice(2, 5)}\\) `));
    await expect(field(page, 'Linked contacts')).toHaveValue('1');
    await expect(page.getByRole('combobox', { name: 'Default type' })).toHaveText('Mobile');
    await expectAccessible(page);

    await field(page, 'Notes').fill('Call after 5 pm');
    await expect(page.getByTestId('number-notes-counter')).toHaveText('15/500');
    await update(page).click();
    expect(await changedFields(confirmDialog(page))).toEqual([['Notes', 'Call after 5 pm']]);
    await confirmDialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(update(page)).toBeDisabled();
    expect(await complete(crm, `numbers/${encodeURIComponent(phone)}`)).toMatchObject({
      notes: 'Call after 5 pm',
      n_linked_entities: 1,
    });
  });

  test(
    'shows a spinner while loading, and a failed load shows the failure view, whose Reload asks again',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const { phone_number: phone } = await createNumber(crm);
      const heading = page.getByRole('heading', { level: 1, name: /^\(514\)/ });
      const spinner = page.getByRole('status', { name: 'Loading…' });
      // The record's answer is held back until the spinner has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v1/numbers/*/complete', async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto(numberPath(phone));
      await expect(spinner).toBeVisible();
      release();
      await expect(heading).toBeVisible();
      await expect(spinner).toBeHidden();
      await page.unrouteAll();

      await page.route('**/api/v1/numbers/*/complete', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal"}}',
        }),
      );
      await page.reload();
      // The failure view every failed page shows: the cause in plain words and the ways on.
      const failure = page.getByTestId('failure-view');
      await expect(failure.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
      await expect(failure).toContainText('The server ran into a problem.');
      await expect(failure.getByRole('link', { name: 'Back to search' })).toHaveAttribute('href', '/admin');
      await page.unrouteAll();
      await failure.getByRole('button', { name: 'Reload' }).click();
      await expect(heading).toBeVisible();
    },
  );

  test('an unknown number shows the not-found card', DESKTOP_ONLY, async ({ staffPage: page }) => {
    const phone = randomNumber();
    await page.goto(numberPath(phone));
    const card = page.getByTestId('not-found-card');
    await expect(card.getByRole('heading', { name: 'Could not find number' })).toBeVisible();
    await expect(card).toContainText(phone);
    await expectAccessible(page);
  });
});

test.describe('new contact', () => {
  test('creates a contact and opens its page', async ({ staffPage: page, crm }) => {
    await page.goto('/admin/contacts/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
    await expect(page).toHaveTitle(/^New contact \|/);
    const create = page.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await expectAccessible(page);

    await field(page, 'Name').fill('Ab');
    await field(page, 'Name').blur();
    await expect(page.getByText('Name must be longer then 3 characters')).toBeVisible();
    const name = `Created ${unique()}`;
    await field(page, 'Name').fill(name);
    await field(page, 'Job title').fill('Developer');
    await page.getByRole('checkbox', { name: 'Developer' }).check();
    await create.click();

    await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const uuid = page.url().split('/').pop() ?? '';
    await expect
      .poll(() => complete(crm, `entities/${uuid}`))
      .toMatchObject({
        name,
        job_title: 'Developer',
        developer: true,
        investor: false,
      });
  });

  test(
    'flags a name that exists with a link to it, and will not create the duplicate',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const existing = await createEntity(crm, { name: `Existing ${unique()}` });
      await page.goto('/admin/contacts/new');
      await field(page, 'Name').fill(`  ${existing.name.toUpperCase()} `);
      const flag = page.getByTestId('exists-flag');
      await expect(flag).toHaveText('exists!');
      await expect(page.getByText('A contact with this name already exists.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
      await expectAccessible(page);

      // A longer name is another contact: the flag goes and Create comes back.
      await field(page, 'Name').fill(`${existing.name} Jr`);
      await expect(flag).toBeHidden();
      await expect(page.getByRole('button', { name: 'Create' })).toBeEnabled();

      await field(page, 'Name').fill(existing.name);
      await flag.click();
      // The form holds a name: leaving asks first.
      await page
        .getByRole('dialog', { name: 'Confirm Changes?' })
        .getByRole('button', { name: 'Leave' })
        .click();
      await expect(page).toHaveURL(contactPath(existing.uuid));
      await expect(page.getByRole('heading', { level: 1, name: existing.name })).toBeVisible();
    },
  );
  test(
    'checks the name again at Create, so a fast typist cannot save a duplicate',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const existing = await createEntity(crm, { name: `Raced ${unique()}` });
      // Every name lookup waits until Create has been pressed.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/v1/entities/query?*', async (route) => {
        await held;
        await route.fallback();
      });
      await page.goto('/admin/contacts/new');
      await field(page, 'Name').fill(existing.name.toLowerCase());
      await page.getByRole('button', { name: 'Create' }).click();
      release();
      await expect(page.getByText('This contact already exists')).toBeVisible();
      await expect(page.getByTestId('exists-flag')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create' })).toBeDisabled();
      await expect(page).toHaveURL(/\/admin\/contacts\/new$/);
      const response = await crm.get('entities/query', { params: { name: existing.name, limit: 100 } });
      const { data } = (await response.json()) as { data: Entity[] };
      expect(data.filter((entity) => entity.name.toLowerCase() === existing.name.toLowerCase())).toHaveLength(
        1,
      );
    },
  );
});

test('in French: labels, messages, the confirm dialog and the not-found card', async ({
  staffPage: page,
  crm,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const contact = await createEntity(crm);
  await page.goto(contactPath(contact.uuid));
  await expect(page.getByRole('heading', { level: 1, name: contact.name })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Identité' })).toBeVisible();
  await field(page, 'Nom').fill('ab');
  await field(page, 'Nom').blur();
  await expect(page.getByText('Le nom doit compter au moins 3 caractères')).toBeVisible();
  await field(page, 'Nom').fill(contact.name);
  await page.getByRole('checkbox', { name: 'Caisse de retraite' }).check();
  await field(page, 'Revenus').fill('1234,5');
  await page.getByRole('button', { name: 'Mettre à jour' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmer les modifications' });
  const lines = await changedFields(dialog);
  expect(lines.map(([label, value]) => [label, value.replace(/\s/g, ' ')])).toEqual([
    ['Caisse de retraite', 'Oui'],
    ['Revenus', '1 234,5'],
  ]);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modifications enregistrées' })).toBeVisible();
  await expect
    .poll(() => complete(crm, `entities/${contact.uuid}`))
    .toMatchObject({
      pension_fund: true,
      revenue: 1234.5,
    });

  await page.goto(emailPath(`absent+${unique()}@records.e2e.test`));
  await expect(page.getByRole('heading', { name: 'Courriel introuvable' })).toBeVisible();
});

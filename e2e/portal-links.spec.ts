// Linked records on the real detail pages (spec §2-§4, §7, §8): the add/… picker (search, create,
// the exists! flag, the tag), counters on both sides, one row in edit mode at a time, retag,
// remove, the API's duplicate-link message, a failed save that keeps the input, French, axe and a
// keyboard-only flow. Records are arranged through the api-key (`crm`) and checked there too.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  createAddress,
  createEmail,
  createEntity,
  createLink,
  createNumber,
  nationalNumber,
} from './support/factories.js';
import { DESKTOP_ONLY, expect, expectAccessible, test, unique } from './support/fixtures.js';

// The public site's service worker would take the page's requests out of page.route's reach (the
// failure tests fake API answers); the portal never uses it.
test.use({ serviceWorkers: 'block' });

const json = async <T>(response: { ok(): boolean; json(): Promise<unknown>; status(): number }) => {
  expect(response.ok(), `status ${response.status()}`).toBe(true);
  return (await response.json()) as T;
};

const complete = (crm: APIRequestContext, path: string) =>
  crm
    .get(`${path}/complete`)
    .then((r) => json<Record<string, unknown> & { links: Record<string, unknown[]> }>(r));

const section = (page: Page, kind: 'entity' | 'address' | 'email' | 'number') =>
  page.getByTestId(`links-${kind}`);
const picker = (page: Page) => page.getByRole('dialog');

/** Opens the picker from a list's plus button and checks the plus buttons hide meanwhile. */
async function openPicker(page: Page, kind: 'entity' | 'address' | 'email' | 'number', name: string) {
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/add/${kind}$`));
  await expect(picker(page)).toBeVisible();
  await expect(page.getByTestId(/^link-add-/)).toHaveCount(0);
}

test.describe('linked records', () => {
  // Each test walks several pages and pickers; on a busy machine that outlasts the default 30 s.
  test.describe.configure({ timeout: 90_000 });

  test(
    'the contact picker lists the contact named exactly as typed first (issue 14)',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const word = `Smith${unique()}`;
      await createEntity(crm, { name: `${word}son` });
      await createEntity(crm, { name: `Aaron ${word}` });
      await createEntity(crm, { name: word });
      const { phone_number: e164 } = await createNumber(crm);
      await page.goto(`/admin/numbers/${encodeURIComponent(e164)}`);
      await openPicker(page, 'entity', 'Link a contact');
      await picker(page).getByLabel('Contact name').fill(word.toLowerCase());
      await expect(picker(page).getByRole('radio', { name: `Aaron ${word}` })).toBeVisible();
      const names = await picker(page)
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((r) => r.getAttribute('aria-label') ?? r.closest('label')?.textContent ?? ''),
        );
      const found = names.map((n) => n.trim()).filter((n) => n.includes(word) && !n.startsWith('New'));
      expect(found).toEqual([word, `${word}son`, `Aaron ${word}`]);
    },
  );

  test('a contact links a new email, an existing number, an address and a contact; counters rise on both sides', async ({
    staffPage: page,
    crm,
  }) => {
    const owner = await createEntity(crm);
    const other = await createEntity(crm);
    const { phone_number: e164 } = await createNumber(crm);
    const typed = nationalNumber(e164);
    const street = `${unique()} Links Street`;
    const address = await createAddress(crm, { address: `${street}, Montréal, QC H2X 1Y4, Canada` });
    const email = `new.${unique()}@example.com`;
    await page.goto(`/admin/contacts/${owner.uuid}`);
    for (const heading of [
      'Linked contacts (0)',
      'Linked addresses (0)',
      'Linked emails (0)',
      'Linked numbers (0)',
    ])
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();

    // A new email: typed, offered as "New email", created with the link's type as its default.
    await openPicker(page, 'email', 'Link an email');
    await expect(picker(page).getByRole('heading', { name: `Link an email to ${owner.name}` })).toBeVisible();
    await picker(page).getByLabel('Email address').fill(email);
    await picker(page)
      .getByRole('radio', { name: `New email: ${email}` })
      .check();
    await picker(page).getByLabel('Type').selectOption({ label: 'Work' });
    await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
    await expect(picker(page)).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/contacts/${owner.uuid}$`));
    await expect(page.getByRole('heading', { name: 'Linked emails (1)' })).toBeVisible();
    await expect(section(page, 'email').getByTestId('link-row')).toContainText(`${email}Work`);
    expect((await complete(crm, `emails/${encodeURIComponent(email)}`)).default_type).toBe('WORK');

    // An existing number typed in another format: exists! links to it, and the picker links it.
    await openPicker(page, 'number', 'Link a phone number');
    await picker(page).getByLabel('Phone number').fill(typed);
    const flag = picker(page).getByTestId('exists-flag');
    await expect(flag).toHaveText('exists!');
    await expect(flag).toHaveAttribute('href', `/admin/numbers/${encodeURIComponent(e164)}`);
    await expect(picker(page).getByRole('radio', { name: /^New number/ })).toHaveCount(0);
    await picker(page).getByRole('button', { name: 'Link the existing one' }).click();
    await expect(picker(page).getByRole('radio', { name: typed })).toBeChecked();
    await picker(page).getByLabel('Type').selectOption({ label: 'Mobile' });
    await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Linked numbers (1)' })).toBeVisible();
    await expect(section(page, 'number').getByRole('link', { name: typed, exact: true })).toHaveAttribute(
      'href',
      `/admin/numbers/${encodeURIComponent(e164)}`,
    );

    // An address found by part of its text, with a role.
    await openPicker(page, 'address', 'Link an address');
    await picker(page).getByLabel('Address').fill(street);
    await picker(page).getByRole('radio', { name: address.address }).check();
    await picker(page).getByLabel('Role').selectOption({ label: 'Headquarters' });
    await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Linked addresses (1)' })).toBeVisible();
    await expect(section(page, 'address').getByTestId('link-row')).toContainText('Headquarters');

    // Another contact, the direction chosen in the relationship and spelt out before saving.
    await openPicker(page, 'entity', 'Link a contact');
    await picker(page).getByLabel('Contact name').fill(other.name);
    await picker(page).getByRole('radio', { name: other.name, exact: true }).check();
    await picker(page).getByLabel('Relationship').selectOption({ label: 'Owner of' });
    await expect(picker(page)).toContainText(`${owner.name}: owner of ${other.name}`);
    await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
    await expect(section(page, 'entity').getByTestId('link-row')).toContainText(`Owner of${other.name}`);

    const saved = await complete(crm, `entities/${owner.uuid}`);
    expect([
      saved.n_linked_entities,
      saved.n_linked_addresses,
      saved.n_linked_emails,
      saved.n_linked_numbers,
    ]).toEqual([1, 1, 1, 1]);
    expect(saved.links.entities).toEqual([
      { entity_id: other.uuid, name: other.name, relationship: 'OWNER', direction: 'outgoing' },
    ]);

    // The other side: the contact reads "Owned by", the email lists the contact.
    await section(page, 'entity').getByRole('link', { name: other.name }).click();
    await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
    await expect(section(page, 'entity').getByTestId('link-row')).toContainText(`Owned by${owner.name}`);
    await page.goto(`/admin/emails/${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
    await expect(section(page, 'entity').getByRole('link', { name: owner.name })).toHaveAttribute(
      'href',
      `/admin/contacts/${owner.uuid}`,
    );
    await expect(section(page, 'entity').getByTestId('link-row')).toContainText('Work');
  });

  test(
    'rows edit one at a time; a tag is changed, a relationship turned round and a link removed',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const owner = await createEntity(crm);
      const other = await createEntity(crm);
      const { email } = await createEmail(crm);
      const { phone_number: e164 } = await createNumber(crm);
      await createLink(crm, 'entities_emails', { entity_id: owner.uuid, email, type: 'WORK' });
      await createLink(crm, 'entities_numbers', {
        entity_id: owner.uuid,
        phone_number: e164,
        type: 'MOBILE',
      });
      await createLink(crm, 'entities_entities', {
        entity_id: owner.uuid,
        entity_id2: other.uuid,
        relationship: 'EMPLOYER_EMPLOYEE',
      });
      await page.goto(`/admin/contacts/${owner.uuid}`);
      const emailRow = section(page, 'email').getByTestId('link-row');
      const numberRow = section(page, 'number').getByTestId('link-row');
      const selects = page.getByTestId('links-section').getByRole('combobox');

      await emailRow.getByRole('button', { name: `Change the type of the link to ${email}` }).click();
      await expect(emailRow.getByRole('combobox')).toHaveValue('WORK');
      await numberRow.getByRole('button', { name: /^Change the type/ }).click();
      await expect(selects).toHaveCount(1);
      await expect(numberRow.getByRole('combobox')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(selects).toHaveCount(0);
      await expect(numberRow.getByRole('button', { name: /^Change the type/ })).toBeFocused();

      await emailRow.getByRole('button', { name: /^Change the type/ }).click();
      await emailRow.getByRole('combobox').selectOption({ label: 'Personal' });
      await emailRow.getByRole('button', { name: 'Save' }).click();
      await expect(selects).toHaveCount(0);
      await expect(emailRow).toContainText('Personal');
      await expect
        .poll(async () => (await complete(crm, `entities/${owner.uuid}`)).links.emails)
        .toEqual([{ email, type: 'PERSONAL' }]);

      // "Employer of" → "Employee of": the pair is linked the other way round.
      const entityRow = section(page, 'entity').getByTestId('link-row');
      await expect(entityRow).toContainText('Employer of');
      await entityRow.getByRole('button', { name: /^Change the relationship/ }).click();
      await entityRow.getByRole('combobox').selectOption({ label: 'Employee of' });
      await entityRow.getByRole('button', { name: 'Save' }).click();
      await expect(entityRow.getByRole('combobox')).toBeHidden();
      await expect(entityRow).toContainText(`Employee of${other.name}`);
      await expect
        .poll(async () => (await complete(crm, `entities/${other.uuid}`)).links.entities)
        .toEqual([
          {
            entity_id: owner.uuid,
            name: owner.name,
            relationship: 'EMPLOYER_EMPLOYEE',
            direction: 'outgoing',
          },
        ]);

      // Removed from the email's page: its counter and the contact's drop.
      await page.goto(`/admin/emails/${encodeURIComponent(email)}`);
      await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
      await section(page, 'entity')
        .getByRole('button', { name: `Remove the link to ${owner.name}` })
        .click();
      const confirm = page.getByRole('dialog', { name: 'Remove this link?' });
      await expect(confirm).toContainText(`${owner.name} will no longer be linked to ${email}.`);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
      await section(page, 'entity')
        .getByRole('button', { name: `Remove the link to ${owner.name}` })
        .click();
      await confirm.getByRole('button', { name: 'Remove link' }).click();
      await expect(page.getByRole('heading', { name: 'Linked contacts (0)' })).toBeFocused();
      await expect(section(page, 'entity')).toContainText('No linked contacts.');
      await expect.poll(async () => (await complete(crm, `entities/${owner.uuid}`)).n_linked_emails).toBe(0);
      await page.goto(`/admin/contacts/${owner.uuid}`);
      await expect(page.getByRole('heading', { name: 'Linked emails (0)' })).toBeVisible();
    },
  );

  test('a failed retag keeps the row and says so', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
    const owner = await createEntity(crm);
    const { email } = await createEmail(crm);
    await createLink(crm, 'entities_emails', { entity_id: owner.uuid, email, type: 'WORK' });
    await page.goto(`/admin/contacts/${owner.uuid}`);
    const row = section(page, 'email').getByTestId('link-row');
    await page.route('**/api/v1/entities_emails/**', (r) =>
      r.fulfill({
        status: 500,
        json: {
          error: { code: 'internal', message: 'Something went wrong on our side', key: 'err.internal' },
        },
      }),
    );
    await row.getByRole('button', { name: /^Change the type/ }).click();
    await row.getByRole('combobox').selectOption({ label: 'Other' });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The link could not be changed; it is as it was. Try again.',
    );
    await expect(row.getByRole('combobox')).toHaveValue('OTHER');
    await page.unroute('**/api/v1/entities_emails/**');
    await row.getByRole('button', { name: 'Save' }).click();
    // Saved, the row leaves edit mode (while editing, its selector holds every type's name).
    await expect(row.getByRole('combobox')).toBeHidden();
    await expect(row).toContainText('Other');
    await expect
      .poll(async () => (await complete(crm, `entities/${owner.uuid}`)).links.emails)
      .toEqual([{ email, type: 'OTHER' }]);
  });

  test(
    'linking twice shows the API’s message; a failed save keeps what was typed',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const owner = await createEntity(crm);
      const { email } = await createEmail(crm);
      await createLink(crm, 'entities_emails', { entity_id: owner.uuid, email, type: 'WORK' });
      await page.goto(`/admin/contacts/${owner.uuid}/add/email`);
      await picker(page).getByLabel('Email address').fill(email.toUpperCase());
      await picker(page).getByRole('button', { name: 'Link the existing one' }).click();
      await expect(picker(page).getByRole('radio', { name: `${email} (already linked)` })).toBeChecked();
      await picker(page).getByLabel('Type').selectOption({ label: 'Home' });
      await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
      await expect(picker(page).getByRole('alert')).toHaveText('These records are already linked');
      await expect.poll(async () => (await complete(crm, `entities/${owner.uuid}`)).n_linked_emails).toBe(1);

      // The server fails: the picker stays open with the text, the choice and the type.
      const fresh = `fresh.${unique()}@example.com`;
      await picker(page).getByLabel('Email address').fill(fresh);
      await picker(page)
        .getByRole('radio', { name: `New email: ${fresh}` })
        .check();
      // The POST names the page's record in its query (If-Match's ?record=, ADR 0032).
      const linkPost = /\/api\/v1\/entities_emails(\?|$)/;
      await page.route(linkPost, (r) =>
        r.fulfill({
          status: 500,
          json: {
            error: { code: 'internal', message: 'Something went wrong on our side', key: 'err.internal' },
          },
        }),
      );
      await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
      await expect(picker(page).getByRole('alert')).toHaveText(
        'The link could not be saved. Nothing was lost; try again.',
      );
      await expect(picker(page).getByLabel('Email address')).toHaveValue(fresh);
      await expect(picker(page).getByLabel('Type')).toHaveValue('HOME');
      // The email was created before the link failed: the retry links it instead of creating it again.
      await expect(picker(page).getByRole('radio', { name: fresh, exact: true })).toBeChecked();
      await page.unroute(linkPost);
      await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
      await expect(picker(page)).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Linked emails (2)' })).toBeVisible();
    },
  );

  test(
    'the picker checks a new value with the shared rules and creates a contact by name',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const { phone_number: e164 } = await createNumber(crm);
      const name = `Picked ${unique()}`;
      await page.goto(`/admin/numbers/${encodeURIComponent(e164)}`);
      await expect(page.getByRole('heading', { name: 'Linked contacts (0)' })).toBeVisible();
      await openPicker(page, 'entity', 'Link a contact');
      const dialog = picker(page);
      await dialog.getByRole('button', { name: 'Link', exact: true }).click();
      await expect(dialog).toContainText('Choose a record from the list, or the new one.');
      await expect(dialog).toContainText('Choose a type');
      await dialog.getByLabel('Contact name').fill('Al');
      await dialog.getByRole('radio', { name: 'New contact: Al' }).check();
      await dialog.getByLabel('Type').selectOption({ label: 'Office' });
      await dialog.getByRole('button', { name: 'Link', exact: true }).click();
      await expect(dialog).toContainText('Name must be longer then 3 characters');
      // An office number says nothing of who is behind it: the picker asks.
      await expect(dialog).toContainText('Say whether the new contact is a person or a company.');
      await dialog.getByLabel('Contact name').fill(name);
      await dialog.getByRole('radio', { name: `New contact: ${name}` }).check();
      await dialog.getByRole('radio', { name: 'A person' }).check();
      await dialog.getByRole('button', { name: 'Link', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
      const row = section(page, 'entity').getByTestId('link-row');
      await expect(row).toContainText(`${name}Office`);
      const linked = (await complete(crm, `numbers/${encodeURIComponent(e164)}`)).links.entities as {
        entity_id: string;
      }[];
      await expect
        .poll(async () => (await complete(crm, `entities/${linked[0]!.entity_id}`)).name)
        .toBe(name);
      expect((await complete(crm, `entities/${linked[0]!.entity_id}`)).is_person).toBe(true);

      // A number page links only contacts: another kind goes back to the page.
      await page.goto(`/admin/numbers/${encodeURIComponent(e164)}/add/email`);
      await expect
        .poll(() => decodeURIComponent(new URL(page.url()).pathname))
        .toBe(`/admin/numbers/${e164}`);
      await expect(picker(page)).toHaveCount(0);
      await expect(page.getByTestId('link-add-entity')).toBeVisible();
    },
  );

  test('an address page links a contact by role; Cancel closes the picker', async ({
    staffPage: page,
    crm,
  }) => {
    const address = await createAddress(crm);
    const contact = await createEntity(crm);
    await page.goto(`/admin/addresses/${address.uuid}`);
    await openPicker(page, 'entity', 'Link a contact');
    await picker(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/addresses/${address.uuid}$`));
    await openPicker(page, 'entity', 'Link a contact');
    await picker(page).getByLabel('Contact name').fill(contact.name);
    await picker(page).getByRole('radio', { name: contact.name, exact: true }).check();
    await picker(page).getByLabel('Role').selectOption({ label: 'Recorded owner' });
    await picker(page).getByRole('button', { name: 'Link', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Linked contacts (1)' })).toBeVisible();
    await expect(section(page, 'entity').getByTestId('link-row')).toContainText('Recorded owner');
    await expect
      .poll(async () => (await complete(crm, `addresses/${address.uuid}`)).n_linked_entities)
      .toBe(1);
    await expect
      .poll(async () => (await complete(crm, `entities/${contact.uuid}`)).n_linked_addresses)
      .toBe(1);
  });

  test(
    'keyboard only: open the picker, choose, tag and link; axe with the picker open',
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      const owner = await createEntity(crm);
      const { phone_number: e164 } = await createNumber(crm);
      const typed = nationalNumber(e164);
      await page.goto(`/admin/contacts/${owner.uuid}`);
      await expect(page.getByRole('heading', { name: 'Linked numbers (0)' })).toBeVisible();
      // The page's sections can still re-render as their queries settle, taking the focus from the
      // link before Enter: focus and press again until the picker has it (twice flaky in CI).
      await expect(async () => {
        await page.getByRole('link', { name: 'Link a phone number' }).focus();
        await page.keyboard.press('Enter');
        await expect(picker(page).getByLabel('Phone number')).toBeFocused({ timeout: 3_000 });
      }).toPass({ timeout: 15_000 });
      await page.keyboard.type(e164.slice(2));
      await expect(picker(page).getByRole('radio', { name: typed })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Tab'); // the exists! flag
      await page.keyboard.press('Tab'); // Link the existing one
      await expect(picker(page).getByRole('button', { name: 'Link the existing one' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(picker(page).getByRole('radio', { name: typed })).toBeChecked();
      await page.keyboard.press('Tab'); // the checked radio
      await page.keyboard.press('Tab'); // the type
      await expect(picker(page).getByLabel('Type')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(picker(page).getByLabel('Type')).not.toHaveValue('');
      const type = await picker(page).getByLabel('Type').inputValue();
      await page.keyboard.press('Tab'); // Cancel
      await page.keyboard.press('Tab'); // Link
      await page.keyboard.press('Enter');
      await expect(picker(page)).toBeHidden();
      await expect(page.getByRole('heading', { name: 'Linked numbers (1)' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Link a phone number' })).toBeFocused();
      await expect
        .poll(async () => (await complete(crm, `entities/${owner.uuid}`)).links.numbers)
        .toEqual([{ phone_number: e164, type }]);
      await expectAccessible(page);
    },
  );

  test('in French', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
    const owner = await createEntity(crm);
    const other = await createEntity(crm);
    await createLink(crm, 'entities_entities', {
      entity_id: other.uuid,
      entity_id2: owner.uuid,
      relationship: 'OWNER',
    });
    await page.goto(`/admin/contacts/${owner.uuid}`);
    await page.getByTestId('language-toggle').click();
    await expect(page.getByRole('heading', { name: 'Contacts liés (1)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Courriels liés (0)' })).toBeVisible();
    await expect(section(page, 'entity').getByTestId('link-row')).toContainText(`Détenu par${other.name}`);
    await openPicker(page, 'email', 'Lier un courriel');
    await expect(
      picker(page).getByRole('heading', { name: `Lier un courriel à ${owner.name}` }),
    ).toBeVisible();
    await picker(page).getByLabel('Adresse courriel').fill('pas-un-courriel');
    await picker(page).getByRole('radio', { name: 'Nouveau courriel : pas-un-courriel' }).check();
    await picker(page).getByLabel('Type').selectOption({ label: 'Travail' });
    await picker(page).getByRole('button', { name: 'Lier', exact: true }).click();
    await expect(picker(page)).toContainText('Veuillez entrer une adresse courriel valide.');
    await expectAccessible(page);
    await picker(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(picker(page)).toHaveCount(0);
  });
});

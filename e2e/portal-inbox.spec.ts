// The leads inbox (/admin/inbox, issue 14): a visitor's contact-form message reaches the inbox
// with the count of new items beside the navigation; staff open it, create the contact from it
// and mark it handled (by whom and when shows), in English and in French; a second journey links
// a lead to the contact that already has its email, from the keyboard alone; a lead matching
// nobody is linked to a contact found by name; the Kind filter; a showcase access request shows
// its NDA evidence; a showcase request typed with a client's number changes nothing of her and
// shows the match, which staff link with the sender's email. axe on every page. The count's exact rises and falls are checked alone, where
// no other test adds or handles items meanwhile (portal-inbox-count.exclusive.spec.ts).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { sendContactForm } from './support/contact-form.js';
import { createEmail, createEntity, createLink, createNumber, nationalNumber } from './support/factories.js';
import {
  DESKTOP_ONLY,
  expect,
  expectAccessible,
  phoneInEnglishOnly,
  query,
  test,
  unique,
} from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

const TEXT = {
  en: {
    inbox: 'Inbox',
    newItems: /\d+ new items?/,
    kind: 'Contact form',
    statusNew: 'New',
    statusHandled: 'Handled',
    create: 'Create the contact from this item',
    created: (name: string) => `Contact ${name} created and linked`,
    linkedTo: 'Linked to',
    markHandled: 'Mark handled',
    reopen: 'Reopen',
    handledBy: 'Handled by',
    on: 'on',
    statusFilter: 'Status',
    back: 'Back to the inbox',
    contactTitle: 'Contact',
    noCandidates: 'No contact has this sender’s email or phone number.',
    findContact: 'Find a contact by name',
    oneFound: '1 contact found',
    linkTo: (name: string) => `Link to ${name}`,
    linked: (name: string) => `Linked to ${name}`,
    nda: {
      region: 'NDA acceptance',
      showcase: 'Showcase',
      acceptedAt: 'Accepted at',
      ip: 'Client address',
      userAgent: 'Browser (user agent)',
      version: 'NDA version',
    },
    access: 'Access to 426sunset',
  },
  fr: {
    inbox: 'Boîte de réception',
    newItems: /\d+ (nouvel élément|nouveaux éléments)/,
    kind: 'Formulaire de contact',
    statusNew: 'Nouveau',
    statusHandled: 'Traité',
    create: 'Créer le contact à partir de cet élément',
    created: (name: string) => `Contact ${name} créé et lié`,
    linkedTo: 'Lié à',
    markHandled: 'Marquer comme traité',
    reopen: 'Rouvrir',
    handledBy: 'Traité par',
    on: 'le',
    statusFilter: 'État',
    back: 'Retour à la boîte de réception',
    contactTitle: 'Contact',
    noCandidates: 'Aucun contact n’a le courriel ou le numéro de cet expéditeur.',
    findContact: 'Trouver un contact par son nom',
    oneFound: '1 contact trouvé',
    linkTo: (name: string) => `Lier à ${name}`,
    linked: (name: string) => `Lié à ${name}`,
    nda: {
      region: 'Acceptation de l’entente de confidentialité',
      showcase: 'Vitrine',
      acceptedAt: 'Acceptée le',
      ip: 'Adresse du client',
      userAgent: 'Navigateur (agent utilisateur)',
      version: 'Version de l’entente',
    },
    access: 'Accès à 426sunset',
  },
} as const;
type Lang = keyof typeof TEXT;

/** The count of new items beside the navigation: the desktop's nav link, or on phones the account
 * menu's Inbox entry (the menu is the phones' navigation). */
async function inboxEntry(page: Page, lang: Lang, isMobile: boolean): Promise<Locator> {
  const name = new RegExp(`^${TEXT[lang].inbox}`);
  if (!isMobile) return page.getByRole('navigation').getByRole('link', { name });
  await page.getByTestId('account-menu').click();
  return page.getByRole('menuitem', { name });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A message received through /ext/receive (kind Message), from a sender no contact has. */
async function receiveMessage(crm: APIRequestContext, sender: string, subject: string) {
  const response = await crm.post('ext/receive', {
    data: {
      sender_receiver: sender,
      from_: `${unique()}@stranger.e2e.test`,
      subject,
      body: 'Sent through the API',
    },
  });
  expect(response.status()).toBe(201);
}

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

for (const lang of ['en', 'fr'] as const) {
  test(
    `a contact-form lead, from the inbox to a new contact, handled (${lang})`,
    phoneInEnglishOnly(lang),
    async ({ staffPage: page, crm, isMobile }) => {
      // The whole journey: the home page's form, the inbox, the item, three axe checks.
      test.slow();
      const text = TEXT[lang];
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
      const u = unique();
      const lead = {
        sender: `Ada Inbox ${u}`,
        email: `ada.${u}@inbox.e2e.test`,
        subject: `Laval portfolio ${u}`,
      };
      await sendContactForm(page, lang, lead);

      await page.goto('/admin/inbox');
      await expect(page.getByRole('heading', { level: 1, name: text.inbox })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(text.inbox));
      const entry = await inboxEntry(page, lang, isMobile);
      await expect(entry).toHaveAccessibleName(new RegExp(`^${text.inbox}.*${text.newItems.source}`));
      await expect(entry.getByTestId('inbox-count')).toHaveText(/^\d+/);
      if (isMobile) await page.keyboard.press('Escape');

      const row = page.getByTestId('inbox-item').filter({ hasText: lead.subject });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(lead.sender);
      await expect(row).toContainText(text.kind);
      await expect(row).toContainText(text.statusNew);
      await expectAccessible(page);

      await row.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: lead.subject })).toBeVisible();
      await expect(page.getByTestId('inbox-body')).toContainText('Do you manage buildings in Laval?');
      await expect(page.getByRole('link', { name: lead.email })).toHaveAttribute(
        'href',
        `mailto:${lead.email}`,
      );
      await expectAccessible(page);

      await page.getByRole('button', { name: text.create }).click();
      await expect(page.getByRole('status').filter({ hasText: text.created(lead.sender) })).toBeVisible();
      const linked = page.getByTestId('inbox-linked');
      await expect(linked).toContainText(text.linkedTo);
      await expect(linked.getByRole('link', { name: lead.sender })).toHaveAttribute(
        'href',
        /\/admin\/contacts\//,
      );

      await page.getByRole('button', { name: text.markHandled }).click();
      await expect(page.getByTestId('inbox-status')).toHaveText(text.statusHandled);
      await expect(page.getByRole('button', { name: text.reopen })).toBeVisible();

      // What the API keeps: handled by the signed-in administrator, linked to a contact holding the
      // sender's name and email.
      const id = page.url().split('/').pop();
      const item = await (await crm.get(`inbox/${id}`)).json();
      expect(item).toMatchObject({ status: 'handled', entity_name: lead.sender, email: lead.email });
      expect(item.handled_by).toMatch(/^user:/);
      expect(item.handled_by_name).toBeTruthy();
      // The page says who handled it and when: their name, then a date with its year and time.
      await expect(page.getByTestId('inbox-handled')).toHaveText(
        new RegExp(
          `^${text.handledBy} ${escapeRegExp(item.handled_by_name)} ${text.on} .*\\d{4}.*\\d{1,2}(:| h )\\d{2}`,
        ),
      );
      await expectAccessible(page);
      const contact = await (await crm.get(`entities/${item.entity_id}/complete`)).json();
      expect(contact.links.emails.map((e: { email: string }) => e.email)).toEqual([lead.email]);

      // Handled items leave the default list of new ones and show under Handled.
      await page.getByRole('link', { name: text.back }).click();
      await expect(page.getByTestId('inbox-item').filter({ hasText: lead.subject })).toHaveCount(0);
      await page.getByRole('combobox', { name: text.statusFilter }).click();
      await page.getByRole('option', { name: text.statusHandled }).click();
      await expect(page.getByTestId('inbox-item').filter({ hasText: lead.subject })).toContainText(
        text.statusHandled,
      );
    },
  );
}

test(
  'from the keyboard alone: open a lead, link, unlink, create the contact, mark handled, filter',
  DESKTOP_ONLY,
  async ({ staffPage: page, crm }) => {
    test.slow();
    const u = unique();
    const email = `known.${u}@inbox.e2e.test`;
    const contact = await createEntity(crm, { name: `Known Sender ${u}` });
    await createEmail(crm, { email });
    await createLink(crm, 'entities_emails', { entity_id: contact.uuid, email, type: 'WORK' });
    const subject = `Keyboard lead ${u}`;
    const sent = await crm.post('ext/receive', {
      data: { sender_receiver: `New Sender ${u}`, from_: email, subject, body: 'Sent through the API' },
    });
    expect(sent.status()).toBe(201);

    await page.goto('/admin/inbox');
    await tabTo(page, page.getByTestId('inbox-item').filter({ hasText: subject }).getByRole('link'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    const contactHeading = page.getByRole('heading', { level: 2, name: 'Contact' });
    const linked = page.getByTestId('inbox-linked');

    // The contact that already has the sender's email is offered: link it.
    await tabTo(page, page.getByRole('button', { name: `Link to ${contact.name}` }));
    await page.keyboard.press('Enter');
    await expect(linked.getByRole('link', { name: contact.name })).toBeVisible();
    // Focus came back to the contact section, so the next Tab goes on from there.
    await expect(contactHeading).toBeFocused();

    // Not that one after all: unlink, and create the contact from the item instead.
    await tabTo(page, page.getByRole('button', { name: 'Unlink' }));
    await page.keyboard.press('Enter');
    await expect(linked).toHaveCount(0);
    await expect(contactHeading).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Create the contact from this item' }));
    await page.keyboard.press('Enter');
    await expect(linked.getByRole('link', { name: `New Sender ${u}` })).toBeVisible();
    await expect(contactHeading).toBeFocused();

    await tabTo(page, page.getByRole('button', { name: 'Mark handled' }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('inbox-status')).toHaveText('Handled');
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeFocused();
    const id = page.url().split('/').pop();
    const item = await (await crm.get(`inbox/${id}`)).json();
    expect(item).toMatchObject({ status: 'handled', entity_name: `New Sender ${u}` });
    expect(item.entity_id).not.toBe(contact.uuid);

    // Back in the list (new items only), the Status filter shows it among the handled ones.
    await page.goto('/admin/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(page.getByTestId('inbox-item').filter({ hasText: subject })).toHaveCount(0);
    await tabTo(page, page.getByRole('combobox', { name: 'Status' }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'New' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/status=handled/);
    await expect(page.getByTestId('inbox-item').filter({ hasText: subject })).toHaveCount(1);
  },
);

test('an unknown inbox item shows the not-found card', DESKTOP_ONLY, async ({ staffPage: page }) => {
  await page.goto('/admin/inbox/999999999');
  await expect(page.getByRole('heading', { name: 'Could not find inbox item' })).toBeVisible();
  await expectAccessible(page);
});

for (const lang of ['en', 'fr'] as const) {
  test(
    `a lead matching nobody, linked from the keyboard to a contact found by name (${lang})`,
    DESKTOP_ONLY,
    async ({ staffPage: page, crm }) => {
      test.slow();
      const text = TEXT[lang];
      if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
      const u = unique();
      const contact = await createEntity(crm, {
        name: `Philippa Searchable ${u}`,
        company_name: `Quarry ${u}`,
      });
      const subject = `Stranger lead ${u}`;
      await receiveMessage(crm, `Unknown Stranger ${u}`, subject);

      await page.goto('/admin/inbox');
      await tabTo(page, page.getByTestId('inbox-item').filter({ hasText: subject }).getByRole('link'));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
      // Nobody has the sender's email: no contact is offered, but any can be found by name.
      await expect(page.getByText(text.noCandidates)).toBeVisible();
      const search = page.getByRole('searchbox', { name: text.findContact });
      await tabTo(page, search);
      await page.keyboard.type(contact.name);
      await expect(page.getByRole('status').filter({ hasText: text.oneFound })).toBeVisible();
      const result = page.getByTestId('inbox-search-result');
      await expect(result).toHaveCount(1);
      await expect(result).toContainText(`Quarry ${u}`);
      await expectAccessible(page);

      await tabTo(page, result.getByRole('button', { name: text.linkTo(contact.name) }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: text.linked(contact.name) })).toBeVisible();
      await expect(
        page.getByTestId('inbox-linked').getByRole('link', { name: contact.name }),
      ).toHaveAttribute('href', `/admin/contacts/${contact.uuid}`);
      await expect(page.getByRole('heading', { level: 2, name: text.contactTitle })).toBeFocused();
      await expect(search).toHaveCount(0);
      const id = page.url().split('/').pop();
      const item = await (await crm.get(`inbox/${id}`)).json();
      expect(item).toMatchObject({ entity_id: contact.uuid, entity_name: contact.name, status: 'new' });
    },
  );
}

test('the Kind filter lists the items of one kind only', DESKTOP_ONLY, async ({ staffPage: page, crm }) => {
  const u = unique();
  const message = `Kind message ${u}`;
  const form = `Kind form ${u}`;
  await receiveMessage(crm, `Kind Sender ${u}`, message);
  const posted = await crm.post('public/contact', {
    data: {
      sender: `Kind Visitor ${u}`,
      email: `kind.${u}@inbox.e2e.test`,
      subject: form,
      body: 'Which kind?',
    },
  });
  expect(posted.status()).toBe(201);
  const row = (subject: string) => page.getByTestId('inbox-item').filter({ hasText: subject });

  await page.goto('/admin/inbox');
  await expect(row(message)).toHaveCount(1);
  await expect(row(form)).toHaveCount(1);
  const kind = page.getByRole('combobox', { name: 'Kind' });
  await kind.click();
  await page.getByRole('option', { name: 'Message', exact: true }).click();
  await expect(page).toHaveURL(/kind=message/);
  await expect(row(form)).toHaveCount(0);
  await expect(row(message)).toContainText('Message');
  await kind.click();
  await page.getByRole('option', { name: 'Contact form' }).click();
  await expect(page).toHaveURL(/kind=contact/);
  await expect(row(message)).toHaveCount(0);
  await expect(row(form)).toContainText('Contact form');
  // Kept in the URL: reloading shows the same kind.
  await page.reload();
  await expect(kind).toHaveText('Contact form');
  await expect(row(form)).toHaveCount(1);
  await expect(row(message)).toHaveCount(0);
});

test(
  'a showcase access request shows its NDA evidence, in English and in French',
  DESKTOP_ONLY,
  async ({ staffPage: page }) => {
    // The showcase form, then the inbox item in two languages with axe on each.
    test.slow();
    const u = unique();
    const visitor = { name: `Nda Visitor ${u}`, email: `nda.${u}@inbox.e2e.test` };
    await page.goto('/426sunset');
    const dialog = page.getByRole('dialog');
    // Hydration, then the showcase's record: slow on a busy 2-core machine.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Investor' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email);
    await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    const accepted = page.waitForResponse(
      (r) => r.url().endsWith('/access') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Accept and view the property' }).click();
    expect((await accepted).status()).toBe(201);
    const userAgent = await page.evaluate(() => navigator.userAgent);

    await page.goto('/admin/inbox?kind=showcase');
    const row = page.getByTestId('inbox-item').filter({ hasText: visitor.name });
    await expect(row).toContainText('Request for access to a showcase');
    await row.getByRole('link').click();

    for (const lang of ['en', 'fr'] as const) {
      const text = TEXT[lang];
      if (lang === 'fr') {
        await page.evaluate(() => localStorage.setItem('language', 'fr'));
        await page.reload();
      }
      await expect(page.getByRole('heading', { level: 1, name: text.access })).toBeVisible();
      const nda = page.getByRole('region', { name: text.nda.region });
      await expect(nda).toBeVisible();
      // Each label with the value beside it (dt, dd).
      const facts = await nda
        .locator('dt')
        .evaluateAll((terms) =>
          Object.fromEntries(
            terms.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']),
          ),
        );
      expect(facts).toMatchObject({
        [text.nda.showcase]: '426sunset',
        [text.nda.ip]: expect.stringMatching(/127\.0\.0\.1/),
        [text.nda.userAgent]: userAgent,
        [text.nda.version]: '2026-11-21',
        [text.nda.acceptedAt]: expect.stringMatching(/\d{4}.*\d{1,2}(:| h )\d{2}/),
      });
      // The time of acceptance, machine-readable and as the portal writes dates.
      const accepted = nda.locator('time');
      const iso = (await accepted.getAttribute('datetime')) ?? '';
      expect(Number.isNaN(Date.parse(iso))).toBe(false);
      await expect(accepted).toContainText(String(new Date(iso).getFullYear()));
      await expectAccessible(page);
    }
  },
);

test(
  'a showcase request with a client’s number changes nothing of her: staff see the match and link it',
  DESKTOP_ONLY,
  async ({ staffPage: page, crm }) => {
    test.slow();
    const u = unique();
    const client = await createEntity(crm, { name: `Jane Client ${u}`, company_name: 'Client Holdings' });
    const number = await createNumber(crm);
    await createLink(crm, 'entities_numbers', {
      entity_id: client.uuid,
      phone_number: number.phone_number,
      type: 'MOBILE',
    });
    const before = await (await crm.get(`entities/${client.uuid}/complete`)).json();
    const visitor = { name: `Stranger ${u}`, email: `stranger.${u}@inbox.e2e.test` };

    await page.goto('/426sunset');
    const dialog = page.getByRole('dialog');
    // Hydration, then the showcase's record: slow on a busy 2-core machine.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('combobox', { name: 'Type', exact: true }).selectOption({ label: 'Agent' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(visitor.name);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(visitor.email);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(nationalNumber(number.phone_number));
    await dialog.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    const accepted = page.waitForResponse(
      (r) => r.url().endsWith('/access') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Accept and view the property' }).click();
    expect((await accepted).status()).toBe(201);
    // The website wrote nothing of hers.
    expect(await (await crm.get(`entities/${client.uuid}/complete`)).json()).toEqual(before);

    await page.goto('/admin/inbox?kind=showcase');
    await page.getByTestId('inbox-item').filter({ hasText: visitor.name }).getByRole('link').click();
    await expect(page.getByTestId('inbox-matches')).toContainText('This request matches an existing contact');
    const match = page.getByTestId('inbox-candidate');
    await expect(match).toContainText(`Matches an existing contact by phone number:${client.name}`);
    await expectAccessible(page);
    // After each reload the item loads again: slow on a busy 2-core machine.
    const loaded = { timeout: 15_000 };
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.reload();
    await expect(match).toContainText(
      `Correspond à un contact existant par numéro de téléphone :${client.name}`,
      loaded,
    );
    await expectAccessible(page);
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(page.getByTestId('inbox-matches')).toBeVisible(loaded);

    // Staff decide: this is her, and the new email is hers too.
    await page
      .getByRole('checkbox', { name: 'Also add the sender’s email and phone number to the contact I link' })
      .check();
    await match.getByRole('button', { name: `Link to ${client.name}` }).click();
    await expect(page.getByTestId('inbox-linked').getByRole('link', { name: client.name })).toBeVisible();
    const after = await (await crm.get(`entities/${client.uuid}/complete`)).json();
    expect(after).toMatchObject({ name: client.name, company_name: 'Client Holdings', realtor: false });
    expect(after.links.emails).toEqual([{ email: visitor.email, type: 'PERSONAL' }]);
    const id = page.url().split('/').pop();
    const acceptance = query<{ entity_id: string }>(
      'SELECT n.entity_id FROM inbox_items i JOIN nda_acceptances n ON n.id = i.nda_acceptance_id WHERE i.id = ?',
      Number(id),
    );
    expect(acceptance).toEqual([{ entity_id: client.uuid }]);
  },
);

// The leads inbox (/admin/inbox, issue 14): a visitor's contact-form message reaches the inbox
// with the count of new items beside the navigation; staff open it, create the contact from it
// and mark it handled, in English and in French; a second journey links a lead to the contact
// that already has its email, from the keyboard alone; axe on both pages.
import type { Locator, Page } from '@playwright/test';
import { createEmail, createEntity, createLink } from './support/factories.js';
import { expect, expectAccessible, test, unique } from './support/fixtures.js';

test.use({ serviceWorkers: 'block' });

const TEXT = {
  en: {
    home: '/',
    form: { sender: 'Name', email: 'Email', subject: 'Subject', body: 'Message', send: 'Send' },
    sent: 'Contact email sent successfully',
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
    statusFilter: 'Status',
    back: 'Back to the inbox',
  },
  fr: {
    home: '/fr',
    form: { sender: 'Nom', email: 'Courriel', subject: 'Objet', body: 'Message', send: 'Envoyer' },
    sent: 'Courriel de contact envoyé avec succès',
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
    statusFilter: 'État',
    back: 'Retour à la boîte de réception',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Sends the home page's contact form as a visitor would. */
async function sendContactForm(
  page: Page,
  lang: Lang,
  message: { sender: string; email: string; subject: string },
) {
  const text = TEXT[lang];
  await page.goto(text.home);
  await page.locator('#contactSection').scrollIntoViewIfNeeded();
  const form = page.locator('#contactSection form');
  const field = (label: string) => form.getByRole('textbox', { name: label });
  await expect(field(text.form.sender)).toBeVisible();
  await field(text.form.sender).fill(message.sender);
  await field(text.form.email).fill(message.email);
  await field(text.form.subject).fill(message.subject);
  await field(text.form.body).fill(`Do you manage buildings in Laval?\n(${message.subject})`);
  await form.getByRole('button', { name: text.form.send }).click();
  await expect(form.getByRole('alert')).toHaveText(text.sent);
}

/** The count of new items beside the navigation: the desktop's nav link, or on phones the account
 * menu's Inbox entry (the menu is the phones' navigation). */
async function inboxEntry(page: Page, lang: Lang, isMobile: boolean): Promise<Locator> {
  const name = new RegExp(`^${TEXT[lang].inbox}`);
  if (!isMobile) return page.getByRole('navigation').getByRole('link', { name });
  await page.getByTestId('account-menu').click();
  return page.getByRole('menuitem', { name });
}

async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

for (const lang of ['en', 'fr'] as const) {
  test(`a contact-form lead, from the inbox to a new contact, handled (${lang})`, async ({
    staffPage: page,
    crm,
    isMobile,
  }) => {
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
    await expect(page.getByTestId('inbox-handled')).toContainText(text.handledBy);
    await expect(page.getByRole('button', { name: text.reopen })).toBeVisible();
    await expectAccessible(page);

    // What the API keeps: handled by the signed-in administrator, linked to a contact holding the
    // sender's name and email.
    const id = page.url().split('/').pop();
    const item = await (await crm.get(`inbox/${id}`)).json();
    expect(item).toMatchObject({ status: 'handled', entity_name: lead.sender, email: lead.email });
    expect(item.handled_by).toMatch(/^user:/);
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
  });
}

test('from the keyboard alone: open a lead, link, unlink, create the contact, mark handled, filter', async ({
  staffPage: page,
  crm,
}) => {
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
});

test('an unknown inbox item shows the not-found card', async ({ staffPage: page }) => {
  await page.goto('/admin/inbox/999999999');
  await expect(page.getByRole('heading', { name: 'Could not find inbox item' })).toBeVisible();
  await expectAccessible(page);
});

// The home page's contact form against the real API: validation messages, a message stored and
// mailed through the SMTP server, the failure message, and the channels beside the form.
import type { Page } from '@playwright/test';
import {
  DESKTOP_ONLY,
  expect,
  mails,
  phoneInEnglishOnly,
  query,
  test,
  unique,
  waitForMail,
} from './support/fixtures.js';

const CONTACT_API = '**/api/v1/public/contact';

const TEXT = {
  en: {
    path: '/',
    labels: { sender: 'Name', email: 'Email', subject: 'Subject', body: 'Message' },
    phone: 'Phone',
    role: 'I am',
    acknowledged: 'A member of our team will reply to you',
    send: 'Send',
    sending: 'Sending…',
    errors: {
      sender: 'Please enter a name',
      email: 'Please enter a valid email',
      subject: 'Please enter a subject',
      body: 'Please enter a message',
    },
    sent: 'Contact email sent successfully',
    failed: 'Failed to send contact email',
    newTab: '(opens in a new tab)',
  },
  fr: {
    path: '/fr',
    labels: { sender: 'Nom', email: 'Courriel', subject: 'Objet', body: 'Message' },
    phone: 'Téléphone',
    role: 'Je suis',
    // ASCII only: the mails are read byte by byte (fixtures' mails()).
    acknowledged: 'Un membre de notre',
    send: 'Envoyer',
    sending: 'Envoi en cours…',
    errors: {
      sender: 'Veuillez entrer un nom',
      email: 'Veuillez entrer un courriel valide',
      subject: 'Veuillez entrer un objet',
      body: 'Veuillez entrer un message',
    },
    sent: 'Courriel de contact envoyé avec succès',
    failed: 'Échec de l’envoi du courriel de contact',
    newTab: '(s’ouvre dans un nouvel onglet)',
  },
} as const;

type Field = keyof (typeof TEXT)['en']['labels'];
const FIELDS: Field[] = ['sender', 'email', 'subject', 'body'];

/** The form is loaded as its section nears the viewport: scroll there and wait for it. */
async function openForm(page: Page, lang: 'en' | 'fr') {
  const text = TEXT[lang];
  await page.goto(text.path);
  await page.locator('#contactSection').scrollIntoViewIfNeeded();
  const form = page.locator('#contactSection form');
  await expect(form.getByRole('textbox', { name: text.labels.sender })).toBeVisible();
  const field = (name: Field) => form.getByRole('textbox', { name: text.labels[name] });
  const send = form.getByRole('button', { name: text.send });
  return { form, field, send, text };
}

/** Counts the requests the page makes to the contact endpoint. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/public/contact')) posts.push(request.method());
  });
  return posts;
}

for (const lang of ['en', 'fr'] as const) {
  test.describe(`contact form (${lang})`, phoneInEnglishOnly(lang), () => {
    test('submitted empty, shows each field’s error and sends nothing', async ({ page }) => {
      const posts = countPosts(page);
      const { form, field, send, text } = await openForm(page, lang);
      await send.click();
      for (const name of FIELDS) {
        await expect(form.getByText(text.errors[name], { exact: true })).toBeVisible();
        await expect(field(name)).toHaveAttribute('aria-invalid', 'true');
      }
      await expect(field('sender')).toBeFocused();
      expect(posts).toEqual([]);

      // After a submit, each error goes as soon as its field is right, without leaving it.
      await field('sender').pressSequentially('Ada');
      await expect(form.getByText(text.errors.sender, { exact: true })).toBeHidden();
      await expect(form.getByText(text.errors.subject, { exact: true })).toBeVisible();
    });

    test('checks a field when it loses focus, not while it is typed in', DESKTOP_ONLY, async ({ page }) => {
      const { form, field, text } = await openForm(page, lang);
      const error = form.getByText(text.errors.email, { exact: true });
      await field('email').pressSequentially('not-an-email');
      await expect(error).toBeHidden();
      await field('email').press('Tab');
      await expect(error).toBeVisible();
      await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
      await field('email').fill('ada @example.com');
      await field('email').press('Tab');
      await expect(error).toBeVisible();
      await field('email').fill('ada@example.com');
      await field('email').press('Tab');
      await expect(error).toBeHidden();
      await expect(field('email')).toHaveAttribute('aria-invalid', 'false');
      // A field left empty says so when the visitor moves on.
      await field('subject').focus();
      await field('subject').press('Tab');
      await expect(form.getByText(text.errors.subject, { exact: true })).toBeVisible();
    });

    test('sends the message: stored, mailed to the inbox, acknowledged, confirmed, and the form emptied', async ({
      page,
    }) => {
      const { form, field, send, text } = await openForm(page, lang);
      const phone = form.getByRole('textbox', { name: text.phone });
      const role = form.getByRole('combobox', { name: text.role });
      const subject = `Portfolio review ${unique()}`;
      const body = `We own three industrial buildings in Laval (${lang}).\nCould we talk next week?`;
      await field('sender').fill('Ada Lovelace');
      await field('email').fill('Ada@Example.com');
      await phone.fill('+33 1 42 68 53 00');
      await role.selectOption('investor');
      await field('subject').fill(subject);
      await field('body').fill(body);
      await send.click();

      await expect(form.getByRole('alert')).toHaveText(text.sent);
      for (const name of FIELDS) await expect(field(name)).toHaveValue('');
      await expect(phone).toHaveValue('');
      await expect(role).toHaveValue('');
      await expect(send).toBeEnabled();
      // The phone in E.164 and "I am" are on the message's inbox item.
      expect(query('SELECT phone, visitor_role FROM inbox_items WHERE subject = ?', subject)).toEqual([
        { phone: '+33142685300', visitor_role: 'investor' },
      ]);

      const rows = query<{ direction: string; sender_receiver: string; counterpart: string; body: string }>(
        'SELECT direction, sender_receiver, counterpart, body FROM messages WHERE subject = ?',
        subject,
      );
      expect(rows).toEqual([
        { direction: 'received', sender_receiver: 'Ada Lovelace', counterpart: 'ada@example.com', body },
      ]);
      const mail = await waitForMail(subject);
      expect(mail).toContain('From: Ada Lovelace <ada@example.com>');
      expect(mail).toContain('We own three industrial buildings in Laval');
      // And the visitor's acknowledgement, in the page's language, naming their subject.
      await expect
        .poll(() =>
          mails().some(
            (m) => m.includes('To: ada@example.com') && m.includes(subject) && m.includes(text.acknowledged),
          ),
        )
        .toBe(true);
      // No error is left behind by the reset.
      for (const name of FIELDS)
        await expect(form.getByText(text.errors[name], { exact: true })).toBeHidden();
    });

    test(
      'shows the failure message when the server cannot send it, and empties the form',
      DESKTOP_ONLY,
      async ({ page }) => {
        const { form, field, send, text } = await openForm(page, lang);
        let release: () => void = () => {};
        const answered = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(CONTACT_API, async (route) => {
          await answered;
          await route.fulfill({
            status: 502,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'mail_failed', message: 'Failed to send contact email' }),
          });
        });
        await field('sender').fill('Ada Lovelace');
        await field('email').fill('ada@example.com');
        await field('subject').fill('Failure path');
        await field('body').fill('This one will not go.');
        await send.click();

        // Disabled while it is being sent.
        const sending = form.getByRole('button', { name: text.sending });
        await expect(sending).toBeDisabled();
        release();
        await expect(form.getByRole('alert')).toHaveText(text.failed);
        await expect(send).toBeEnabled();
        for (const name of FIELDS) await expect(field(name)).toHaveValue('');
      },
    );
  });
}

test('a rate-limited answer (429) is a failure too', DESKTOP_ONLY, async ({ page }) => {
  const { form, field, send, text } = await openForm(page, 'en');
  await page.route(CONTACT_API, (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: '{"error":"rate_limited"}' }),
  );
  await field('sender').fill('Ada Lovelace');
  await field('email').fill('ada@example.com');
  await field('subject').fill('Too many');
  await field('body').fill('Again.');
  await send.click();
  await expect(form.getByRole('alert')).toHaveText(text.failed);
});

test('the form is loaded only when its section comes near', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.locator('#contactSection form')).toHaveCount(0);
  await page.locator('#contactSection').scrollIntoViewIfNeeded();
  await expect(page.locator('#contactSection form')).toHaveCount(1);
});

test(
  'the honeypot is out of reach: not in the accessibility tree, skipped by the keyboard',
  DESKTOP_ONLY,
  async ({ page }) => {
    const { form, field, send } = await openForm(page, 'en');
    const honeypot = form.locator('#contact-website');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await expect(form.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
    await field('body').focus();
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
  },
);

for (const lang of ['en', 'fr'] as const) {
  test(
    `the other channels (${lang}): a mail link, and the social page and website in a new tab`,
    DESKTOP_ONLY,
    async ({ page }) => {
      const text = TEXT[lang];
      await page.goto(text.path);
      const section = page.locator('#contactSection');
      await expect(section.getByRole('link', { name: 'contact@sterlingcrest.ca' })).toHaveAttribute(
        'href',
        'mailto:contact@sterlingcrest.ca',
      );
      for (const [name, href] of [
        ['LinkedIn', 'https://www.linkedin.com/company/sterling-crest-asset-management'],
        ['www.sterlingcrest.ca', 'https://www.sterlingcrest.ca'],
      ] as const) {
        const link = section.getByRole('link', { name: `${name} ${text.newTab}` });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    },
  );
}

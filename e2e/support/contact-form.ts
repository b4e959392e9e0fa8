// The home page's contact form as a visitor sends it: the inbox journeys start from a real lead.
import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

const FORM = {
  en: { home: '/', sender: 'Name', email: 'Email', subject: 'Subject', body: 'Message', send: 'Send' },
  fr: { home: '/fr', sender: 'Nom', email: 'Courriel', subject: 'Objet', body: 'Message', send: 'Envoyer' },
} as const;
const SENT = { en: 'Contact email sent successfully', fr: 'Courriel de contact envoyé avec succès' } as const;

/** Sends the form in `lang` and waits for its success message. */
export async function sendContactForm(
  page: Page,
  lang: 'en' | 'fr',
  message: { sender: string; email: string; subject: string },
) {
  const text = FORM[lang];
  await page.goto(text.home);
  await page.locator('#contactSection').scrollIntoViewIfNeeded();
  const form = page.locator('#contactSection form');
  const field = (label: string) => form.getByRole('textbox', { name: label });
  await expect(field(text.sender)).toBeVisible();
  await field(text.sender).fill(message.sender);
  await field(text.email).fill(message.email);
  await field(text.subject).fill(message.subject);
  await field(text.body).fill(`Do you manage buildings in Laval?\n(${message.subject})`);
  await form.getByRole('button', { name: text.send }).click();
  await expect(form.getByRole('alert')).toHaveText(SENT[lang]);
}

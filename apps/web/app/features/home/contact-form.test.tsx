// @vitest-environment jsdom
// The home page's contact form below the browser tests (e2e/contact.spec.ts): the spec's four
// required fields and issue 28's optional phone and "I am", labelled for screen readers in English
// and French; a bad phone gets the product's phone message from the shared schema; the form sends
// the page's language with the number in E.164.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import ContactFormView from './contact-form';

beforeAll(async () => {
  const namespaces = ['home', 'validation'] as const;
  await Promise.all([loadMessages('en', [...namespaces]), loadMessages('fr', [...namespaces])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WORDS = {
  en: {
    sender: 'Name',
    email: 'Email',
    phone: 'Phone',
    role: 'I am',
    subject: 'Subject',
    body: 'Message',
    send: 'Send',
    roles: ['Choose…', 'Owner', 'Investor', 'Tenant', 'Broker', 'Other'],
    badPhone: 'Enter a valid number',
    shortPhone: 'Number must be longer then 10 digits',
    sent: 'Contact email sent successfully',
  },
  fr: {
    sender: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    role: 'Je suis',
    subject: 'Objet',
    body: 'Message',
    send: 'Envoyer',
    roles: ['Choisir…', 'Propriétaire', 'Investisseur', 'Locataire', 'Courtier', 'Autre'],
    badPhone: 'Entrez un numéro valide',
    shortPhone: 'Le numéro doit compter au moins 10 chiffres',
    sent: 'Courriel de contact envoyé avec succès',
  },
} as const;

/** The form in `lang`, the API answering 201; returns the bodies POSTed. */
function show(lang: Language) {
  const posted: Array<Record<string, unknown>> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, method: init?.method, ...(JSON.parse(String(init?.body)) as object) });
      return Response.json({ ok: true }, { status: 201 });
    }),
  );
  render(
    <I18nextProvider i18n={instances[lang]}>
      <ContactFormView />
    </I18nextProvider>,
  );
  const w = WORDS[lang];
  const box = (name: string) => screen.getByRole('textbox', { name });
  return {
    posted,
    w,
    box,
    phone: () => box(w.phone) as HTMLInputElement,
    role: () => screen.getByRole('combobox', { name: w.role }) as HTMLSelectElement,
  };
}

it.each(['en', 'fr'] as const)('labels every field in %s; only the spec’s four are required', (lang) => {
  const { w, box, phone, role } = show(lang);
  for (const name of [w.sender, w.email, w.subject, w.body])
    expect(box(name)).toHaveProperty('required', true);
  expect(phone()).toHaveProperty('required', false);
  expect(phone().getAttribute('type')).toBe('tel');
  expect(phone().getAttribute('autocomplete')).toBe('tel');
  expect(role().required).toBe(false);
  expect(
    within(role())
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(w.roles);
  expect(role().value).toBe('');
  // Reached by Tab in reading order: name, email, phone, I am, subject, message.
  const order = [...document.querySelectorAll('input:not([tabindex="-1"]), select, textarea')].map(
    (e) => e.id,
  );
  expect(order).toEqual([
    'contact-sender',
    'contact-email',
    'contact-phone',
    'contact-role',
    'contact-subject',
    'contact-body',
  ]);
});

it.each(['en', 'fr'] as const)('gives a bad phone the product’s phone message in %s', async (lang) => {
  const { w, phone } = show(lang);
  fireEvent.change(phone(), { target: { value: 'call me' } });
  fireEvent.blur(phone());
  await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'));
  const helper = document.getElementById(phone().getAttribute('aria-describedby') ?? '');
  expect(helper?.textContent).toBe(w.badPhone);

  // Before a submit, checked again when the visitor leaves the field (spec section 5).
  fireEvent.change(phone(), { target: { value: '555-0426' } });
  fireEvent.blur(phone());
  await waitFor(() => expect(helper?.textContent).toBe(w.shortPhone));
  // An empty field clears it (the phone is optional).
  fireEvent.change(phone(), { target: { value: '' } });
  fireEvent.blur(phone());
  await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('false'));
  expect(phone().getAttribute('aria-describedby')).toBeNull();
});

it('sends the French page’s language, the number in E.164 and "I am"', async () => {
  const { posted, w, box, phone, role } = show('fr');
  fireEvent.change(box(w.sender), { target: { value: 'Camille Roy' } });
  fireEvent.change(box(w.email), { target: { value: 'Camille@Exemple.FR' } });
  fireEvent.change(phone(), { target: { value: '+33 1 42 68 53 00' } });
  fireEvent.change(role(), { target: { value: 'investor' } });
  fireEvent.change(box(w.subject), { target: { value: 'Portefeuille' } });
  fireEvent.change(box(w.body), { target: { value: 'Bonjour' } });
  fireEvent.click(screen.getByRole('button', { name: w.send }));

  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(w.sent));
  expect(posted).toEqual([
    {
      url: '/api/v1/public/contact',
      method: 'POST',
      sender: 'Camille Roy',
      email: 'camille@exemple.fr',
      phone: '+33142685300',
      role: 'investor',
      subject: 'Portefeuille',
      body: 'Bonjour',
      lang: 'fr',
      website: '',
    },
  ]);
  // Emptied either way (spec section 4), "I am" back to unset.
  expect(phone().value).toBe('');
  expect(role().value).toBe('');
});

it('sends English and no phone nor "I am" when the visitor gives none', async () => {
  const { posted, w, box } = show('en');
  fireEvent.change(box(w.sender), { target: { value: 'Ada' } });
  fireEvent.change(box(w.email), { target: { value: 'ada@example.com' } });
  fireEvent.change(box(w.subject), { target: { value: 'Hi' } });
  fireEvent.change(box(w.body), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: w.send }));
  await waitFor(() => expect(posted).toHaveLength(1));
  expect(posted[0]).toMatchObject({ phone: null, role: null, lang: 'en' });
});

it('sends nothing while the phone is wrong, and says so under it', async () => {
  const { posted, w, box, phone } = show('en');
  fireEvent.change(box(w.sender), { target: { value: 'Ada' } });
  fireEvent.change(box(w.email), { target: { value: 'ada@example.com' } });
  fireEvent.change(phone(), { target: { value: '12' } });
  fireEvent.change(box(w.subject), { target: { value: 'Hi' } });
  fireEvent.change(box(w.body), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: w.send }));
  await waitFor(() => expect(phone().getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText(w.shortPhone)).toBeTruthy();
  expect(posted).toEqual([]);
});

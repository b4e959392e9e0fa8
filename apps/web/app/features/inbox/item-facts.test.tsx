// @vitest-environment jsdom
// An inbox item's facts below the browser tests: a showcase request shows everything the visitor
// chose on the access form (their type, the kinds of email and number), in English and French; a
// contact-form item shows its phone and "I am" when given (issue 28), and no empty choices.
import type { InboxItemDetail } from '@crm/shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { Facts } from './item-facts';

const SHOWCASE: InboxItemDetail = {
  id: 7,
  kind: 'showcase',
  status: 'new',
  name: 'Lena Visitor',
  email: 'lena@example.com',
  phone: '+15143986001',
  company: 'Lead Capital',
  subject: null,
  body: null,
  message_id: null,
  nda_acceptance_id: 3,
  entity_id: null,
  entity_name: null,
  handled_at: null,
  handled_by: null,
  handled_by_name: null,
  created_at: '2026-11-24T15:00:00.000Z',
  visitor_type: 'Property Manager',
  email_type: 'Work',
  phone_type: 'Office',
  visitor_role: null,
  user_id: null,
  assigned_to: null,
  property_id: null,
  nda: {
    id: 3,
    showcase_slug: '426sunset',
    accepted_at: '2026-11-24T15:00:00.000Z',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    nda_version: '2026-11-21',
  },
  listing_id: null,
  candidates: [],
};

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['inbox']), loadMessages('fr', ['inbox'])]);
});
afterEach(cleanup);

/** The sender's facts as term → description text. */
function senderFacts(item: InboxItemDetail, lang: Language) {
  render(
    <I18nextProvider i18n={instances[lang]}>
      <Facts item={item} />
    </I18nextProvider>,
  );
  const from = screen.getByRole('region', { name: lang === 'en' ? 'From' : 'De' });
  const terms = within(from).getAllByRole('term');
  return Object.fromEntries(terms.map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
}

it.each([
  [
    'en',
    {
      Name: 'Lena Visitor',
      'Visitor type': 'Property Manager',
      Email: 'lena@example.com (Work)',
      Phone: '+15143986001 (Office)',
      Company: 'Lead Capital',
    },
  ],
  [
    'fr',
    {
      Nom: 'Lena Visitor',
      'Type de visiteur': 'Gestionnaire immobilier',
      Courriel: 'lena@example.com (Travail)',
      Téléphone: '+15143986001 (Bureau)',
      Entreprise: 'Lead Capital',
    },
  ],
] as const)('shows a showcase request’s choices in %s', (lang, expected) => {
  expect(senderFacts(SHOWCASE, lang)).toEqual(expected);
});

it('shows no choices for a contact-form message', () => {
  const message: InboxItemDetail = {
    ...SHOWCASE,
    kind: 'contact',
    phone: null,
    company: null,
    body: 'Hello',
    visitor_type: null,
    email_type: null,
    phone_type: null,
    nda: null,
  };
  expect(senderFacts(message, 'en')).toEqual({ Name: 'Lena Visitor', Email: 'lena@example.com' });
});

it.each([
  [
    'en',
    { Name: 'Lena Visitor', 'Visitor is': 'Investor', Email: 'lena@example.com', Phone: '+33142685300' },
  ],
  [
    'fr',
    {
      Nom: 'Lena Visitor',
      'Le visiteur est': 'Investisseur',
      Courriel: 'lena@example.com',
      Téléphone: '+33142685300',
    },
  ],
] as const)('shows a contact-form message’s phone and "I am" in %s', (lang, expected) => {
  const message: InboxItemDetail = {
    ...SHOWCASE,
    kind: 'contact',
    phone: '+33142685300',
    company: null,
    body: 'Hello',
    visitor_type: null,
    email_type: null,
    phone_type: null,
    visitor_role: 'investor',
    nda: null,
  };
  expect(senderFacts(message, lang)).toEqual(expected);
});

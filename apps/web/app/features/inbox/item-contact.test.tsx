// @vitest-environment jsdom
// An unlinked inbox item whose sender's email or number is another contact's, below the browser
// tests: the match is obvious ("Matches an existing contact by phone number: Jane Doe", link or
// create new), in English and French; linking it adds the sender's email and number only when
// staff tick the box (ADR 0030).
import type { InboxItemDetail } from '@crm/shared';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import type { ContactSearch } from './contact-search';
import { ItemContact } from './item-contact';

const JANE = '01890000-0000-7000-8000-00000000000a';
const ITEM: InboxItemDetail = {
  id: 7,
  kind: 'showcase',
  status: 'new',
  name: 'Stranger Visitor',
  email: 'stranger@elsewhere.test',
  phone: '+15147001001',
  company: null,
  subject: null,
  body: null,
  message_id: null,
  nda_acceptance_id: 3,
  entity_id: null,
  entity_name: null,
  handled_at: null,
  handled_by: null,
  handled_by_name: null,
  created_at: '2026-11-27T10:00:00.000Z',
  visitor_type: 'Agent',
  email_type: 'Personal',
  phone_type: 'Mobile',
  visitor_role: null,
  user_id: null,
  assigned_to: null,
  property_id: null,
  nda: {
    id: 3,
    showcase_slug: '426sunset',
    accepted_at: '2026-11-27T10:00:00.000Z',
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    nda_version: '2026-11-21',
  },
  listing_id: null,
  candidates: [{ uuid: JANE, name: 'Jane Doe', company_name: 'Doe Holdings', matched_by: ['phone'] }],
};

const noSearch: ContactSearch = () => ({ settled: '', searching: false, results: [], failed: false });

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['inbox']), loadMessages('fr', ['inbox'])]);
});
afterEach(cleanup);

function show(item: InboxItemDetail, lang: Language) {
  const onLink = vi.fn();
  const onCreate = vi.fn();
  const element = (
    <I18nextProvider i18n={instances[lang]}>
      <ItemContact
        item={item}
        busy={false}
        headingRef={createRef()}
        onLink={onLink}
        onCreate={onCreate}
        useContactSearch={noSearch}
      />
    </I18nextProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return { onLink, onCreate };
}

it.each([
  [
    'en',
    'This request matches an existing contact',
    'Matches an existing contact by phone number:',
    'Link to Jane Doe',
    'Create the contact from this item',
    'Also add the sender’s email and phone number to the contact I link',
  ],
  [
    'fr',
    'Cette demande correspond à un contact existant',
    'Correspond à un contact existant par numéro de téléphone :',
    'Lier à Jane Doe',
    'Créer le contact à partir de cet élément',
    'Ajouter aussi le courriel et le numéro de l’expéditeur au contact que je lie',
  ],
] as const)(
  'makes the match obvious in %s: who, by what, link or create new',
  (lang, title, by, link, create, add) => {
    const { onLink, onCreate } = show(ITEM, lang);
    const alert = screen.getByTestId('inbox-matches');
    expect(alert.textContent).toContain(title);
    // A showcase request says where its NDA acceptance goes.
    expect(alert.textContent).toContain(
      lang === 'en' ? 'The NDA acceptance is filed under' : 'L’acceptation',
    );
    const match = screen.getByTestId('inbox-candidate');
    expect(match.textContent).toContain(`${by}Jane DoeDoe Holdings`);
    expect(within(match).getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toContain(JANE);
    fireEvent.click(within(match).getByRole('button', { name: link }));
    expect(onLink).toHaveBeenLastCalledWith(JANE, 'Jane Doe', false);
    fireEvent.click(screen.getByRole('checkbox', { name: add }));
    fireEvent.click(within(match).getByRole('button', { name: link }));
    expect(onLink).toHaveBeenLastCalledWith(JANE, 'Jane Doe', true);
    fireEvent.click(screen.getByRole('button', { name: create }));
    expect(onCreate).toHaveBeenCalledOnce();
  },
);

it('names both when the email and the number match, and counts several contacts', () => {
  const both: InboxItemDetail = {
    ...ITEM,
    nda: null,
    kind: 'contact',
    candidates: [
      { ...ITEM.candidates[0]!, matched_by: ['email', 'phone'] },
      { uuid: `${JANE.slice(0, -1)}b`, name: 'John Doe', company_name: null, matched_by: ['email'] },
    ],
  };
  show(both, 'en');
  expect(screen.getByTestId('inbox-matches').textContent).toContain(
    'This request matches 2 existing contacts',
  );
  expect(screen.getByTestId('inbox-matches').textContent).not.toContain('NDA');
  const [jane, john] = screen.getAllByTestId('inbox-candidate');
  expect(jane!.textContent).toContain('Matches an existing contact by email and phone number:');
  expect(john!.textContent).toContain('Matches an existing contact by email:');
});

it('shows no warning when nobody matches', () => {
  show({ ...ITEM, candidates: [] }, 'en');
  expect(screen.queryByTestId('inbox-matches')).toBeNull();
  expect(screen.getByText('No contact has this sender’s email or phone number.')).toBeTruthy();
});

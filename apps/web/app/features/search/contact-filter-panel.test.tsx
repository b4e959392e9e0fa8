// @vitest-environment jsdom
// The contacts' filter panel (issue 25): every control labelled in both languages, choices kept as
// the API reads them (several roles comma-separated, "me", true/false), staff from listStaff().
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { ContactFilterPanel } from './contact-filter-panel';
import { apiQuery, type Filters, hasText } from './search-state';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['search', 'crm']), loadMessages('fr', ['search', 'crm'])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ seen }: { seen: Filters[] }) {
  const [filters, setFilters] = useState<Filters>({});
  return (
    <ContactFilterPanel
      filters={filters}
      onChange={(name, value) =>
        setFilters((before) => {
          const next = { ...before, [name]: value };
          seen.push(next);
          return next;
        })
      }
    />
  );
}

function show(lang: Language) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json([{ id: 'u1', name: 'Rita Rep', email: 'rita@example.com' }])),
  );
  const seen: Filters[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={instances[lang]}>
        <Harness seen={seen} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return seen;
}

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
};

it.each([
  [
    'en',
    ['Roles', 'User types', 'Representative', 'Email', 'Phone'],
    ['City of an address', 'Province of an address'],
  ],
  [
    'fr',
    ['Rôles', 'Types d’utilisateur', 'Représentant', 'Courriel', 'Téléphone'],
    ['Ville d’une adresse', 'Province d’une adresse'],
  ],
] as const)('labels every control (%s)', (lang, selects, texts) => {
  show(lang);
  expect(
    screen.getByRole('group', { name: lang === 'en' ? 'Contact filters' : 'Filtres des contacts' }),
  ).toBeTruthy();
  for (const name of selects) expect(screen.getByRole('combobox', { name })).toBeTruthy();
  for (const name of texts) expect(screen.getByRole('textbox', { name })).toBeTruthy();
});

it('keeps each choice as the API reads it', async () => {
  const seen = show('en');
  await choose('Roles', 'Investor');
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Developer' }));
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  await choose('Representative', 'My contacts');
  await choose('Email', 'Without');
  fireEvent.change(screen.getByRole('textbox', { name: 'City of an address' }), {
    target: { value: 'Montréal' },
  });
  const last = seen.at(-1)!;
  expect(last).toEqual({
    roles: 'investor,developer',
    representative_id: 'me',
    has_email: 'false',
    city: 'Montréal',
  });
  // A panel choice alone runs the search, with the same values.
  expect(hasText('contacts', { representative_id: 'me' })).toBe(true);
  expect(apiQuery({ tab: 'contacts', filters: last, offset: 0 })).toEqual({ ...last, limit: 10, offset: 0 });
});

it('offers the staff members from listStaff()', async () => {
  show('en');
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Representative' }));
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Anyone', 'My contacts']);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  // The staff list arrives after the first render.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Representative' }));
  expect(await screen.findByRole('option', { name: 'Rita Rep' })).toBeTruthy();
});

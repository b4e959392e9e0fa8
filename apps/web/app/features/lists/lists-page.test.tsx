// @vitest-environment jsdom
// The Lists page and "Save as list" against a stubbed API: the lists with their facts (English and
// French), a static list's members with their next call, adding and removing a contact, the cadence
// saved; a dynamic list shows its search and offers no removal; the search page's filters saved as
// a dynamic list; "Leases expiring" as a dynamic list of its filters, its search said in words.
import type { ContactList, ListMember } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { leaseExpiringFilters, listFiltersFrom } from './lists-api';
import { type ContactSearch, ListsPage } from './lists-page';
import { SaveListButton } from './save-list-button';

const STATIC: ContactList = {
  id: 'list-static',
  name: 'Call weekly',
  kind: 'static',
  filters: null,
  call_every_days: 7,
  owner_id: 'u1',
  owner_name: 'Alice',
  n_members: 2,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};
const DYNAMIC: ContactList = {
  ...STATIC,
  id: 'list-dynamic',
  name: 'Realtors in Montréal',
  kind: 'dynamic',
  filters: { roles: ['realtor'], city: 'Montréal' },
  call_every_days: null,
  n_members: null,
};
const MEMBERS: ListMember[] = [
  {
    entity_id: 'e1',
    name: 'Ann Called',
    company_name: 'Ann Inc.',
    last_called_at: '2026-11-20',
    next_call_on: '2026-11-27',
  },
  { entity_id: 'e2', name: 'Bob Never', company_name: null, last_called_at: null, next_call_on: null },
];

beforeAll(async () => {
  const ns = ['lists', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function serve() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      const json = (status: number, data: unknown) =>
        new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
      if (method !== 'GET') sent.push({ method, url, body });
      const path = url.split('?')[0];
      if (method === 'GET' && path === '/api/v1/lists')
        return json(200, { data: [STATIC, DYNAMIC], offset: 0 });
      if (method === 'GET' && path === `/api/v1/lists/${STATIC.id}`) return json(200, STATIC);
      if (method === 'GET' && path === `/api/v1/lists/${DYNAMIC.id}`) return json(200, DYNAMIC);
      if (method === 'GET' && path?.endsWith('/members')) return json(200, { data: MEMBERS, offset: 0 });
      if (method === 'POST' && path?.endsWith('/members')) return json(200, { added: 1 });
      if (method === 'POST') return json(201, { ...DYNAMIC, ...body, id: 'saved' });
      if (method === 'PUT') return json(200, { ...STATIC, ...body });
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

const findCarol: ContactSearch = (text) => ({
  settled: text,
  searching: false,
  results: text ? [{ id: 'e3', label: 'Carol Found', detail: 'Carol Co.' }] : [],
  failed: false,
});

function show(element: ReactNode, path = '/admin/lists', lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it.each([
  ['en', 'Static · 2 members · Call every 7 days · By Alice', 'Dynamic · By Alice'],
  ['fr', 'Statique · 2 membres · Appeler tous les 7 jours · Par Alice', 'Dynamique · Par Alice'],
] as const)('shows the lists with their facts (%s)', async (lang, staticFacts, dynamicFacts) => {
  serve();
  show(<ListsPage useContactSearch={findCarol} />, '/admin/lists', lang);
  const lists = await screen.findByRole('list', { name: lang === 'en' ? 'Your lists' : 'Vos listes' });
  expect(within(lists).getByText(staticFacts)).toBeTruthy();
  expect(within(lists).getByText(dynamicFacts)).toBeTruthy();
});

it('a static list: members with their next call, add and remove a contact, the cadence saved', async () => {
  const sent = serve();
  show(<ListsPage useContactSearch={findCarol} />, `/admin/lists?list=${STATIC.id}`);
  expect(await screen.findByRole('heading', { name: 'Call weekly' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Members' });
  const rows = within(table).getAllByRole('row');
  expect(rows[1]?.textContent).toBe('Ann CalledAnn Inc.2026-11-202026-11-27Remove Ann Called');
  expect(rows[2]?.textContent).toContain('Never called');

  fireEvent.change(screen.getByRole('textbox', { name: 'Add a contact' }), { target: { value: 'car' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Add Carol Found' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'POST',
    url: `/api/v1/lists/${STATIC.id}/members`,
    body: { entity_ids: ['e3'] },
  });

  fireEvent.click(within(table).getByRole('button', { name: 'Remove Bob Never' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ method: 'DELETE', url: `/api/v1/lists/${STATIC.id}/members/e2` });

  fireEvent.change(screen.getByLabelText('Call every (days)'), { target: { value: '14' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(sent[2]).toEqual({
    method: 'PUT',
    url: `/api/v1/lists/${STATIC.id}`,
    body: { name: 'Call weekly', call_every_days: 14 },
  });
});

it('a dynamic list shows its search and offers no adding or removing', async () => {
  serve();
  show(<ListsPage useContactSearch={findCarol} />, `/admin/lists?list=${DYNAMIC.id}`);
  expect(await screen.findByText(/Search: roles: realtor · city: Montréal/)).toBeTruthy();
  await screen.findByRole('table', { name: 'Members' });
  expect(screen.queryByRole('textbox', { name: 'Add a contact' })).toBeNull();
  expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
});

it('saves the search on screen as a dynamic list', async () => {
  const sent = serve();
  show(
    <SaveListButton
      filters={{
        name: ' ann ',
        roles: 'realtor,investor',
        city: 'Montréal',
        has_email: 'true',
        min_emails: '2',
      }}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save as list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Save this search as a list' });
  fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Realtors' } });
  fireEvent.change(within(dialog).getByLabelText(/Call every/), { target: { value: '30' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save list' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'POST',
    url: '/api/v1/lists',
    body: {
      name: 'Realtors',
      kind: 'dynamic',
      filters: { name: 'ann', roles: ['realtor', 'investor'], city: 'Montréal', has_email: true },
      call_every_days: 30,
    },
  });
});

it('reads the search page’s filters as a list’s', () => {
  expect(listFiltersFrom({ user_types: 'public', has_phone: 'false', representative_id: 'me' })).toEqual({
    user_types: ['public'],
    has_phone: false,
    representative_id: 'me',
  });
  expect(() => listFiltersFrom({ roles: 'wizard' })).toThrow();
});

it.each([
  [
    'en',
    'Search: lease expiring: 12 months · leased property’s city: Laval · leased space’s use: Office · leased sq ft from: 5000',
  ],
  [
    'fr',
    'Recherche : bail à échéance : 12 mois · ville de la propriété louée : Laval · usage du local loué : Bureau · pi² loués à partir de : 5000',
  ],
] as const)('a leases-expiring list says its search in words (%s)', async (lang, words) => {
  const leases: ContactList = {
    ...DYNAMIC,
    id: 'list-leases',
    filters: { lease_expiring_months: 12, lease_city: 'Laval', lease_use: 'office', lease_min_sqft: 5000 },
  };
  serve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const data =
        path === '/api/v1/lists'
          ? { data: [leases], offset: 0 }
          : path?.endsWith('/members')
            ? { data: [], offset: 0 }
            : leases;
      return new Response(JSON.stringify(data), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  show(<ListsPage useContactSearch={findCarol} />, '/admin/lists?list=list-leases', lang);
  expect(await screen.findByText((text) => text.includes(words))).toBeTruthy();
});

it('"Leases expiring" makes a dynamic list of the form’s filters, refusing a range upside down', async () => {
  const sent = serve();
  show(<ListsPage useContactSearch={findCarol} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Leases expiring' }));
  const dialog = await screen.findByRole('dialog', { name: 'New list: leases expiring' });
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Ending within' }));
  fireEvent.click(await screen.findByRole('option', { name: '24 months' }));
  fireEvent.change(within(dialog).getByLabelText('City of the leased property'), {
    target: { value: 'Laval' },
  });
  fireEvent.change(within(dialog).getByLabelText('Leased sq ft from'), { target: { value: '5,000' } });
  fireEvent.change(within(dialog).getByLabelText('Leased sq ft up to'), { target: { value: '1000' } });
  fireEvent.change(within(dialog).getByLabelText(/Call every/), { target: { value: '30' } });
  expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe(
    'Leases expiring within 24 months',
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
  expect(
    await within(dialog).findByText('The minimum leased area cannot be more than the maximum'),
  ).toBeTruthy();
  expect(sent).toEqual([]);
  fireEvent.change(within(dialog).getByLabelText('Leased sq ft up to'), { target: { value: '10000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create list' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'POST',
    url: '/api/v1/lists',
    body: {
      name: 'Leases expiring within 24 months',
      kind: 'dynamic',
      filters: {
        lease_expiring_months: 24,
        lease_city: 'Laval',
        lease_min_sqft: 5000,
        lease_max_sqft: 10000,
      },
      call_every_days: 30,
    },
  });
});

it('reads the "Leases expiring" form through the list’s schema', () => {
  const form = { months: '6', city: ' ', use: 'retail', minSqft: '', maxSqft: 'lots' };
  expect(leaseExpiringFilters(form)).toEqual({ success: false, issues: { maxSqft: 'leases.val.sqft' } });
  expect(leaseExpiringFilters({ ...form, maxSqft: '2 500' })).toEqual({
    success: true,
    filters: { lease_expiring_months: 6, lease_use: 'retail', lease_max_sqft: 2500 },
  });
});

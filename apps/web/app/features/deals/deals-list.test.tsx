// @vitest-environment jsdom
// The board's list view (issue 27) against a stubbed API: its rows come from GET /deals with the
// board's filters (pipeline, owner, city, expected close range), and its export links download
// every deal the same filters match, as CSV or XLSX, in English and French.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { DEAL, PIPELINE, serveDeals } from './deal-fixtures';
import { DealsList } from './deals-list';

beforeAll(async () => {
  const ns = ['deals', 'search', 'crm', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FILTERS = { pipeline_id: PIPELINE.id, city: 'Laval', close_from: '2027-01-01', close_to: '2027-06-30' };

function show(lang: 'en' | 'fr', filters: Record<string, string> = FILTERS) {
  const router = createMemoryRouter([{ path: '*', element: <DealsList filters={filters} /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const query = new URLSearchParams(FILTERS).toString();

it.each([
  ['en', 'Export every result', ['Export CSV', 'Export XLSX']],
  ['fr', 'Exporter tous les résultats', ['Exporter en CSV', 'Exporter en XLSX']],
] as const)('lists the deals the filters match and exports them all (%s)', async (lang, group, labels) => {
  serveDeals({ 'GET /api/v1/deals': () => [200, { data: [DEAL], offset: 0 }] });
  show(lang);
  expect(await screen.findByRole('link', { name: DEAL.name })).toBeTruthy();
  const fetched = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
  expect(fetched).toContain(`/api/v1/deals?${query}&limit=100`);
  const links = within(screen.getByRole('group', { name: group })).getAllByRole('link');
  expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.hasAttribute('download')])).toEqual([
    [labels[0], `/api/v1/deals/export?${query}&format=csv`, true],
    [labels[1], `/api/v1/deals/export?${query}&format=xlsx`, true],
  ]);
});

it('offers no export when nothing matches', async () => {
  serveDeals({ 'GET /api/v1/deals': () => [200, { data: [], offset: 0 }] });
  show('en');
  expect(await screen.findByText('No deal matches these filters.')).toBeTruthy();
  expect(screen.queryByRole('group', { name: 'Export every result' })).toBeNull();
});

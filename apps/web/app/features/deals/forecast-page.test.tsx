// @vitest-environment jsdom
// The forecast (issue 27) against a stubbed API: the chart is a picture (aria-hidden) and its
// figures are a table screen readers read, a row a month and a column a stage with the total; the
// results' tables below it.
import type { DealResults, Forecast } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { STAGE, serveDeals } from './deal-fixtures';
import { ForecastPage } from './forecast-page';

const FORECAST: Forecast = {
  months: [
    {
      month: '2027-01',
      by_stage: [
        { stage_id: STAGE.pursuit, count: 2, value: 1_000_000, weighted_commission: 5000 },
        { stage_id: STAGE.proposals, count: 1, value: 600_000, weighted_commission: 15000 },
      ],
    },
    { month: '2027-02', by_stage: [] },
  ],
};
const RESULTS: DealResults = {
  months: [
    {
      month: '2026-12',
      won_count: 1,
      won_value: 500000,
      won_commission: 25000,
      lost_count: 1,
      win_rate: 0.5,
    },
  ],
  stages: [{ stage_id: STAGE.proposals, name: 'Proposals', stays: 4, average_days: 12.5 }],
  owners: [
    {
      owner_id: 'user-ann',
      owner_name: 'Ann Broker',
      won_count: 1,
      won_value: 500000,
      won_commission: 25000,
      lost_count: 1,
      win_rate: 0.5,
    },
  ],
};
const SLOW = { timeout: 5000 };

beforeAll(async () => {
  const ns = ['deals', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(lang: 'en' | 'fr') {
  const router = createMemoryRouter([{ path: '/admin/deals/forecast', element: <ForecastPage /> }], {
    initialEntries: ['/admin/deals/forecast'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, ' ')),
    );

it.each([
  [
    'en',
    [
      ['Month', 'Pursuit', 'Proposals', 'Total'],
      ['Jan 2027', '$5,000', '$15,000', '$20,000'],
      ['Feb 2027', '$0', '$0', '$0'],
    ],
  ],
  [
    'fr',
    [
      ['Mois', 'Prospection', 'Propositions', 'Total'],
      ['janv. 2027', '5 000 $', '15 000 $', '20 000 $'],
      ['févr. 2027', '0 $', '0 $', '0 $'],
    ],
  ],
] as const)(
  'draws weighted commission by month and stage, with a table for screen readers (%s)',
  async (lang, rows) => {
    serveDeals({
      'GET /api/v1/deals/forecast': () => [200, FORECAST],
      'GET /api/v1/deals/results': () => [200, RESULTS],
    });
    show(lang);
    const table = await screen.findByTestId('forecast-table');
    await waitFor(() => expect(rowsOf(table)).toEqual(rows));
    const chart = await screen.findByTestId('forecast-chart', {}, SLOW);
    expect(chart.getAttribute('aria-hidden')).toBe('true');
    expect(rowsOf(await screen.findByTestId('results-owners'))[1]).toEqual(
      lang === 'en'
        ? ['Ann Broker', '1', '$500,000', '$25,000', '1', '50%']
        : ['Ann Broker', '1', '500 000 $', '25 000 $', '1', '50 %'],
    );
  },
);

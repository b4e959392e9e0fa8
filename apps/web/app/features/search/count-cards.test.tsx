// @vitest-environment jsdom
// The search page's count cards: one a record kind, and the deals' card with the open deals, their
// value and weighted commission, leading to the board; in both languages, and "Unavailable" when
// the totals cannot be read.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { CountCards } from './count-cards';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['search']), loadMessages('fr', ['search'])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOTALS = { count: 12, value: 48_500_000, weighted_commission: 310_250 };

function serve(totals: [number, unknown] = [200, TOTALS]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = String(url).split('?')[0];
      const [status, body] = path === '/api/v1/deals/open-totals' ? totals : [200, 1234];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function show(lang: Language = 'en') {
  const router = createMemoryRouter([{ path: '/admin', element: <CountCards /> }], {
    initialEntries: ['/admin'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

it('counts the open deals with their value and weighted commission, leading to the board', async () => {
  serve();
  show();
  const cards = screen.getByRole('list', { name: 'Records in the CRM' });
  expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
  const deals = screen.getByTestId('count-deals');
  await waitFor(() => expect(deals.textContent).toContain('12'));
  expect(plain(deals.textContent)).toBe('Open deals12Value: $48,500,000Weighted commission: $310,250');
  expect(within(deals).getByRole('link', { name: 'Open deals' }).getAttribute('href')).toBe(
    '/admin/deals/board',
  );
  await waitFor(() => expect(screen.getByTestId('count-contacts').textContent).toContain('1,234'));
});

it('says it in French', async () => {
  serve();
  show('fr');
  const deals = screen.getByTestId('count-deals');
  await waitFor(() => expect(deals.textContent).toContain('12'));
  expect(plain(deals.textContent)).toBe(
    'Transactions en cours12Valeur : 48 500 000 $Commission pondérée : 310 250 $',
  );
});

it('says the totals are unavailable when they cannot be read', async () => {
  serve([500, { error: { code: 'internal', message: 'Boom' } }]);
  show();
  const deals = screen.getByTestId('count-deals');
  await waitFor(() => expect(deals.textContent).toBe('Open dealsUnavailable'));
});

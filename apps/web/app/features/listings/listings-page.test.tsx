// @vitest-environment jsdom
// The Listings page (issue 28) against a stubbed API: each listing's title in the reader's language,
// web address, kind, status, asking price or rent and last change; narrowed by status (asked of the
// API); an empty list says how to start.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { LISTING, serveListings, showAt } from './listing-fixtures';
import { ListingsPage } from './listings-page';

beforeAll(async () => {
  const ns = ['listings', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SALE = {
  ...LISTING,
  id: '01900000-0000-7000-8000-000000000c02',
  slug: '426-sunset',
  kind: 'sale' as const,
  status: 'published' as const,
  title: { en: '426 Sunset', fr: '426, avenue Sunset' },
  price: 4_500_000,
  rent: null,
};
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

it('lists the listings, narrowed by status', async () => {
  serveListings({
    'GET /api/v1/listings': () => [200, { data: [SALE, LISTING], offset: 0 }],
  });
  const fetch = globalThis.fetch as ReturnType<typeof vi.fn>;
  const router = showAt(<ListingsPage />, { pattern: '/admin/listings', url: '/admin/listings', lang: 'fr' });
  const row = within(await screen.findByTestId(`listing-${SALE.id}`));
  expect(row.getByRole('link', { name: '426, avenue Sunset' }).getAttribute('href')).toBe(
    `/admin/listings/${SALE.id}`,
  );
  expect(
    plain(
      row
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .join(' | '),
    ),
  ).toContain('/listings/426-sunset | À vendre | Publiée | 4 500 000 $');
  const lease = within(screen.getByTestId(`listing-${LISTING.id}`));
  expect(plain(lease.getAllByRole('cell')[4]?.textContent)).toBe('24,50 $ /pi²/an');
  fireEvent.click(screen.getByRole('tab', { name: 'Brouillon' }));
  await waitFor(() => expect(router.state.location.search).toBe('?status=draft'));
  expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('/api/v1/listings?status=draft');
});

it('says how to start when there is no listing', async () => {
  serveListings({ 'GET /api/v1/listings': () => [200, { data: [], offset: 0 }] });
  showAt(<ListingsPage />, { pattern: '/admin/listings', url: '/admin/listings' });
  expect(await screen.findByText(/No listing yet/)).toBeTruthy();
  expect(screen.getAllByRole('link', { name: 'New listing' })[0]?.getAttribute('href')).toBe(
    '/admin/listings/new',
  );
});

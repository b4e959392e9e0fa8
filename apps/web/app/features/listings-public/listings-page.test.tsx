// @vitest-environment jsdom
// /listings' own parts: the GET form of filters (it works before the scripts), the empty states and
// the paging links, which keep the filters.
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/language';
import { ListingsPage } from './listings-page';
import type { ListingsData } from './page-data';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['listingsSite']), loadMessages('fr', ['listingsSite'])]);
});
afterEach(cleanup);

const CARD = {
  slug: 'harbour',
  page: '/listings/harbour',
  kind: 'lease' as const,
  title: { en: 'Harbour Lofts', fr: 'Lofts du Port' },
  city: 'Laval',
  property_type: 'office',
  area_sqft: 2000,
  price: null,
  rent: 30,
  photo: null,
};

function show(data: ListingsData, path = '/listings') {
  const router = createMemoryRouter(
    [{ path: '*', element: <LanguageProvider>{<ListingsPage {...data} />}</LanguageProvider> }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

it('filters through a GET form on the page’s own URL, the current filters chosen', () => {
  const { container } = show(
    { filters: { kind: 'lease', type: 'office', page: 1 }, cards: [CARD], hasNext: false },
    '/fr/listings',
  );
  const form = container.querySelector('form');
  expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/fr/listings']);
  expect((screen.getByLabelText('Vente ou location') as HTMLSelectElement).value).toBe('lease');
  expect((screen.getByLabelText('Type de propriété') as HTMLSelectElement).value).toBe('office');
  expect(screen.getByRole('heading', { level: 1, name: 'Annonces' })).toBeTruthy();
  expect(screen.getAllByRole('listitem')).toHaveLength(1);
});

it('says when nothing matches, and offers every listing back', () => {
  show({ filters: { kind: 'sale', type: null, page: 1 }, cards: [], hasNext: false });
  expect(screen.getByText('No listing matches these filters yet.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Show every listing' }).getAttribute('href')).toBe('/listings');
});

it('says when nothing is listed at all', () => {
  show({ filters: { kind: null, type: null, page: 1 }, cards: [], hasNext: false });
  expect(screen.getByText('No property is listed right now. Come back soon.')).toBeTruthy();
});

it('pages with links that keep the filters', () => {
  show({ filters: { kind: 'lease', type: null, page: 2 }, cards: [CARD], hasNext: true });
  const paging = screen.getByRole('navigation', { name: 'Pages of listings' });
  expect(paging.textContent).toContain('Page 2');
  expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
    '/listings?kind=lease',
  );
  expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
    '/listings?kind=lease&page=3',
  );
});

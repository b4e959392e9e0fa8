// @vitest-environment jsdom
// A card on /listings: its first photo in AVIF and WebP with its size reserved, the title, city,
// type, size and price, each written in the page's language.
import type { PublicListingPhoto } from '@crm/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/language';
import { ListingCard } from './listing-card';
import type { ListingCardData } from './page-data';

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['listingsSite']), loadMessages('fr', ['listingsSite'])]);
});
afterEach(cleanup);

const url = (w: number, f: string) => `/api/v1/public/listings/harbour/photos/p1/${w}.${f}`;
const PHOTO: PublicListingPhoto = {
  alt: { en: 'The lobby', fr: 'Le hall' },
  width: 1600,
  height: 1000,
  variants: [
    { width: 480, format: 'avif', url: url(480, 'avif') },
    { width: 480, format: 'webp', url: url(480, 'webp') },
    { width: 960, format: 'avif', url: url(960, 'avif') },
    { width: 960, format: 'webp', url: url(960, 'webp') },
    { width: 960, format: 'jpeg', url: url(960, 'jpeg') },
  ],
};

const SALE: ListingCardData = {
  slug: 'harbour',
  page: '/listings/harbour',
  kind: 'sale',
  title: { en: 'Harbour Lofts', fr: 'Lofts du Port' },
  city: 'Montréal',
  property_type: 'Office',
  area_sqft: 48000,
  price: 4_200_000,
  rent: null,
  photo: PHOTO,
};

function show(listing: ListingCardData, path = '/listings') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <LanguageProvider>
            <ul>
              <ListingCard listing={listing} priority />
            </ul>
          </LanguageProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

it('shows the photo, title, city, type, size and price, leading to the listing', () => {
  const { container } = show(SALE);
  const link = screen.getByRole('link');
  expect(link.getAttribute('href')).toBe('/listings/harbour');
  expect(screen.getByRole('heading', { name: 'Harbour Lofts' })).toBeTruthy();
  expect(plain(link.textContent)).toContain('Montréal · Office · 48,000 sq ft');
  expect(plain(link.textContent)).toContain('$4,200,000');
  expect(link.textContent).toContain('For sale');
  const img = screen.getByRole('img', { name: 'The lobby' });
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1000']);
  expect(img.getAttribute('src')).toBe(url(960, 'jpeg'));
  expect(img.getAttribute('fetchpriority')).toBe('high');
  const sources = [...container.querySelectorAll('source')].map((s) => [s.type, s.getAttribute('srcset')]);
  expect(sources).toEqual([
    ['image/avif', `${url(480, 'avif')} 480w, ${url(960, 'avif')} 960w`],
    ['image/webp', `${url(480, 'webp')} 480w, ${url(960, 'webp')} 960w`],
  ]);
});

it('writes a lease in French: rent per square foot, pi², the French title and alt text', () => {
  show({ ...SALE, kind: 'lease', price: null, rent: 18.5, property_type: 'retail' }, '/fr/listings');
  const link = screen.getByRole('link');
  expect(link.getAttribute('href')).toBe('/fr/listings/harbour');
  expect(screen.getByRole('heading', { name: 'Lofts du Port' })).toBeTruthy();
  expect(plain(link.textContent)).toContain('Montréal · Commerce de détail · 48 000 pi²');
  expect(plain(link.textContent)).toContain('18,50 $ / pi² / an');
  expect(link.textContent).toContain('À louer');
  expect(screen.getByRole('img', { name: 'Le hall' })).toBeTruthy();
});

it('says when the price is on request and when there is no photo yet', () => {
  show({ ...SALE, price: null, photo: null });
  expect(screen.getByRole('link').textContent).toContain('Price on request');
  expect(screen.getByText('No photo yet')).toBeTruthy();
});

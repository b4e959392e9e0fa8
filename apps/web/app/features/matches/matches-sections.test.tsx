// @vitest-environment jsdom
// Matching both ways (issue 26) against a stubbed API. Who wants this: each match's contact,
// requirement, property (the building or which space) and reasons in words, in English and French;
// a full page offers More; nothing fits, said so. What fits: each requirement with the offers that
// fit (links to their pages) and why, one that nothing fits, more asked for when more fit; a contact
// with no requirement, said so.
import type { AddressComplete, AddressMatch, EntityMatch, Requirement } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { WHO_PAGE } from './matches-api';
import { WhatFitsSection } from './what-fits-section';
import { WhoWantsSection } from './who-wants-section';

const BUILDING = '0190a000-0000-7000-8000-0000000000b1';
const S100 = '0190a000-0000-7000-8000-000000000100';
const BUYER = '0190a000-0000-7000-8000-0000000000e1';
const TENANT = '0190a000-0000-7000-8000-0000000000e2';
const STAMPS = { created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' };
const TEXT = '4500 Rue Hickmore, Laval, QC H7L 1K2';

const requirement = (over: Partial<Requirement>): Requirement => ({
  id: 'r1',
  entity_id: BUYER,
  deal: 'buy',
  property_types: [],
  min_sqft: null,
  max_sqft: null,
  cities: [],
  price_max: null,
  price_basis: null,
  notes: null,
  ...STAMPS,
  ...over,
});
const BUY = requirement({
  id: 'r1',
  property_types: ['industrial'],
  cities: ['Laval'],
  price_max: 5_000_000,
  price_basis: 'price',
});
const LEASE = requirement({
  id: 'r2',
  entity_id: TENANT,
  deal: 'lease',
  min_sqft: 10_000,
  max_sqft: 20_000,
  price_max: 20,
  price_basis: 'rent',
});
const offer = (address_id: string, kind: 'lease' | 'sale', over: object = {}) => ({
  address_id,
  address: address_id === BUILDING ? TEXT : '4500 Rue Hickmore #100, Laval, QC H7L 1K2',
  building_id: BUILDING,
  offer: kind,
  property_type: 'industrial' as const,
  city: 'laval',
  sqft: 12_000,
  asking_rent_sqft_year: null,
  asking_price: null,
  ...over,
});
const WHO: AddressMatch[] = [
  {
    requirement: BUY,
    entity: { uuid: BUYER, name: 'Dupont Holdings' },
    offer: offer(BUILDING, 'sale', { asking_price: 4_500_000 }),
    why: [
      { code: 'type', value: 'industrial' },
      { code: 'city', value: 'Laval' },
      { code: 'price', value: 4_500_000 },
    ],
  },
  {
    requirement: LEASE,
    entity: { uuid: TENANT, name: 'Acme Logistics' },
    offer: offer(S100, 'lease', { asking_rent_sqft_year: 18.5 }),
    why: [
      { code: 'size', value: 12_000 },
      { code: 'rent', value: 18.5 },
    ],
  },
];
const RECORD = {
  uuid: BUILDING,
  address: TEXT,
  parent: null,
  spaces: [{ uuid: S100, address: offer(S100, 'lease').address, subpremise: '100' }],
} as unknown as AddressComplete;

beforeAll(async () => {
  const ns = ['matches', 'requirements', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers each GET with `answer(path, query)`; keeps what was asked. */
function serve(answer: (path: string, query: URLSearchParams) => unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const [path = '', search = ''] = url.split('?');
      return new Response(JSON.stringify(answer(path, new URLSearchParams(search))), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function show(element: React.ReactNode, lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin/x'] });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const SLOW = { timeout: 5_000 };
const flat = (text: string | null | undefined) => text?.replace(/\u202f|\u00a0/g, ' ');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((cell) => flat(cell.textContent));

describe('who wants this', () => {
  it.each([
    [
      'en',
      [
        [
          'Dupont Holdings',
          'Buy · Industrial · any size · Laval · price up to 5,000,000',
          'This building · for sale',
          'Industrial · in Laval · asking $4,500,000 within $5,000,000',
        ],
        [
          'Acme Logistics',
          'Lease · any property · 10,000 – 20,000 sq ft · anywhere · rent up to 20',
          'Space 100 · for lease',
          '12,000 sq ft within 10,000–20,000 · asking $18.50/sq ft/yr within the $20 ceiling',
        ],
      ],
    ],
    [
      'fr',
      [
        [
          'Dupont Holdings',
          'Achat · Industriel · toute superficie · Laval · prix jusqu’à 5 000 000',
          'Cet immeuble · à vendre',
          'Industriel · à Laval · demande 4 500 000 $, sous 5 000 000 $',
        ],
        [
          'Acme Logistics',
          'Location · toute propriété · 10 000 – 20 000 pi² · partout · loyer jusqu’à 20',
          'Local 100 · à louer',
          '12 000 pi² entre 10 000 et 20 000 · demande 18,50 $/pi²/an, sous le plafond de 20 $',
        ],
      ],
    ],
  ] as const)(
    'names the contact, the requirement, the property and the reasons (%s)',
    async (lang, expected) => {
      const asked = serve(() => ({ data: WHO, offset: 0 }));
      show(<WhoWantsSection record={RECORD} />, lang);
      const rows = await screen.findAllByTestId('who-wants-row', {}, SLOW);
      expect(rows.map(cells)).toEqual(expected);
      expect(asked[0]).toBe(`/api/v1/addresses/${BUILDING}/matches?limit=${WHO_PAGE}&offset=0`);
      // The contact and the space lead to their pages; the building is this page.
      const [buyer, tenant] = rows.map((row) => within(row).getAllByRole('link'));
      expect(buyer?.map((a) => a.getAttribute('href'))).toEqual([`/admin/contacts/${BUYER}`]);
      expect(tenant?.map((a) => a.getAttribute('href'))).toEqual([
        `/admin/contacts/${TENANT}`,
        `/admin/addresses/${S100}`,
      ]);
      expect(screen.queryByRole('button', { name: lang === 'en' ? 'More' : 'Plus' })).toBeNull();
    },
  );

  it('offers More after a full page, and asks for the next one', async () => {
    const asked = serve((_path, query) =>
      query.get('offset') === '0'
        ? {
            data: Array.from({ length: WHO_PAGE }, (_, i) => ({
              ...WHO[0]!,
              requirement: { ...BUY, id: `r${i}` },
            })),
            offset: 0,
          }
        : { data: [WHO[1]], offset: WHO_PAGE },
    );
    show(<WhoWantsSection record={RECORD} />);
    expect(await screen.findAllByTestId('who-wants-row', {}, SLOW)).toHaveLength(WHO_PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(screen.getAllByTestId('who-wants-row')).toHaveLength(WHO_PAGE + 1));
    expect(asked[1]).toBe(`/api/v1/addresses/${BUILDING}/matches?limit=${WHO_PAGE}&offset=${WHO_PAGE}`);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('says when nothing fits, and why a building may fit', async () => {
    serve(() => ({ data: [], offset: 0 }));
    show(<WhoWantsSection record={RECORD} />);
    expect(
      await screen.findByText(
        'No contact’s requirement fits this building or its spaces. A building is matched while it is for sale, a space while it is available or vacant.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});

describe('what fits', () => {
  const FITS: EntityMatch[] = [
    {
      requirement: LEASE,
      fits: [{ offer: offer(S100, 'lease', { asking_rent_sqft_year: 18.5 }), why: WHO[1]!.why }],
      more: true,
    },
    { requirement: BUY, fits: [], more: false },
  ];

  it.each([
    [
      'en',
      'Lease · any property · 10,000 – 20,000 sq ft · anywhere · rent up to 20',
      '4500 Rue Hickmore #100, Laval, QC H7L 1K2 · for lease12,000 sq ft within 10,000–20,000 · asking $18.50/sq ft/yr within the $20 ceiling',
      'Nothing on offer fits this requirement yet.',
    ],
    [
      'fr',
      'Location · toute propriété · 10 000 – 20 000 pi² · partout · loyer jusqu’à 20',
      '4500 Rue Hickmore #100, Laval, QC H7L 1K2 · à louer12 000 pi² entre 10 000 et 20 000 · demande 18,50 $/pi²/an, sous le plafond de 20 $',
      'Rien de ce qui est proposé ne correspond encore à ce besoin.',
    ],
  ] as const)('lists each requirement with what fits it and why (%s)', async (lang, wanted, fit, none) => {
    const asked = serve(() => ({ data: FITS, offset: 0 }));
    show(<WhatFitsSection entityId={TENANT} />, lang);
    const [lease, buy] = await screen.findAllByTestId('fits-requirement', {}, SLOW);
    expect(flat(lease?.querySelector('p')?.textContent)).toBe(wanted);
    const fits = within(lease!).getAllByTestId('fit');
    expect(fits.map((li) => flat(li.textContent))).toEqual([fit]);
    expect(within(fits[0]!).getByRole('link').getAttribute('href')).toBe(`/admin/addresses/${S100}`);
    expect(within(buy!).getByText(none)).toBeTruthy();
    expect(asked[0]).toBe(`/api/v1/entities/${TENANT}/matches?limit=10&offset=0&per_requirement=10`);
  });

  it('asks for more offers of each requirement when more fit than are shown', async () => {
    const asked = serve((_path, query) =>
      query.get('per_requirement') === '50'
        ? { data: [{ ...FITS[0], more: false }], offset: 0 }
        : { data: FITS, offset: 0 },
    );
    show(<WhatFitsSection entityId={TENANT} />);
    const [lease] = await screen.findAllByTestId('fits-requirement', {}, SLOW);
    expect(within(lease!).getByText('More fit than shown here.')).toBeTruthy();
    fireEvent.click(within(lease!).getByRole('button', { name: 'Show more that fit' }));
    await waitFor(() => expect(screen.queryByText('More fit than shown here.')).toBeNull());
    expect(asked[1]).toBe(`/api/v1/entities/${TENANT}/matches?limit=10&offset=0&per_requirement=50`);
  });

  it('says so when the contact has no requirement', async () => {
    serve(() => ({ data: [], offset: 0 }));
    show(<WhatFitsSection entityId={TENANT} />);
    expect(
      await screen.findByText(
        'No requirements yet: what fits them shows here once this contact has one.',
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});

// @vitest-environment jsdom
// An address's page (issue 25): the property first, the geocoder's internals (map class,
// importance, confidence, map-data type) folded under "Address details" until asked for; en and fr.
import type { AddressComplete } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { AddressDetail } from './address-page';
import { EMPTY_DRAFT } from './address-values';

const UUID = '0190a000-0000-7000-8000-0000000000ad';
const ADDRESS = {
  ...EMPTY_DRAFT,
  uuid: UUID,
  address: '1234 Rue Saint-Denis, Montréal, QC H2X 3K8',
  property_type: 'Office',
  street_number: '1234',
  route: 'Rue Saint-Denis',
  locality: 'Montréal',
  administrative_area_level_1: 'QC',
  building_class: 'A',
  rba: 12500,
  pct_leased: 87.5,
  liq_class: 'building',
  liq_osm_type: 'way',
  liq_importance: 0.42,
  confidence: 0.9,
  n_linked_entities: 3,
  links: { entities: [] },
} as unknown as AddressComplete;

beforeAll(async () => {
  const namespaces = ['addresses', 'crm', 'records', 'validation'] as const;
  await Promise.all([loadMessages('en', [...namespaces]), loadMessages('fr', [...namespaces])]);
});
afterEach(cleanup);

function show(lang: Language) {
  const path = `/admin/addresses/${UUID}`;
  const router = createMemoryRouter([{ path, element: <AddressDetail record={ADDRESS} /> }], {
    initialEntries: [path],
  });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={new QueryClient()}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const facts = () =>
  within(screen.getByTestId('property-summary'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ')}`);

it.each([
  [
    'en',
    'Address details',
    [
      'Property type: Office',
      'City: Montréal, QC',
      'Building class: A',
      'Rentable area: 12,500 sq ft',
      'Leased: 87.5%',
      'Linked contacts: 3',
    ],
  ],
  [
    'fr',
    'Détails de l’adresse',
    [
      'Type de propriété: Office',
      'Ville: Montréal, QC',
      'Classe d’immeuble: A',
      'Superficie locative: 12 500 pi²',
      'Taux de location: 87,5 %',
      'Contacts liés: 3',
    ],
  ],
] as const)('shows the property first and folds the address details (%s)', (lang, details, expected) => {
  show(lang);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(ADDRESS.address);
  expect(facts()).toEqual(expected);
  // A listing starts from the property (issue 28).
  const create = screen.getByRole('link', { name: lang === 'en' ? 'Create a listing' : 'Créer une annonce' });
  expect(create.getAttribute('href')).toBe(`/admin/listings/new?address=${UUID}`);
  // The summary comes before the form.
  const summary = screen.getByTestId('property-summary');
  const form = screen.getByRole('form');
  expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const toggle = screen.getByRole('button', { name: details });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  // The map class, importance, confidence and map object type wait inside, folded.
  const folded = document.getElementById('address-details-content')!;
  for (const id of [
    'address-liq_class',
    'address-liq_importance',
    'address-confidence',
    'address-liq_osm_type',
  ])
    expect(folded.querySelector(`#${id}`)).not.toBeNull();
  expect(
    within(form)
      .getAllByRole('textbox')
      .some((input) => input.id === 'address-route'),
  ).toBe(true);
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect((document.getElementById('address-liq_importance') as HTMLInputElement).value).toBe('42');
});

it('unfolds the details when a field inside is wrong, as typed or at submit', async () => {
  show('en');
  const toggle = screen.getByRole('button', { name: 'Address details' });
  fireEvent.change(document.getElementById('address-liq_haversine_distance')!, { target: { value: 'far' } });
  await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  // Folded again by hand, then Update: unfolded, and no confirm dialog.
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(screen.getByTestId('address-submit-top'));
  await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

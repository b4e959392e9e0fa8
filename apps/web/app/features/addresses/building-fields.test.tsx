// @vitest-environment jsdom
// The building part of an address's form (issue 26): the property's facts judged by the shared
// schema as typed (a year built out of range says the API's words, in each language), saved through
// the confirm step with only what changed; a building's occupancy from its rent roll shown
// read-only, said so in the summary, and never sent.
import type { AddressComplete } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { AddressDetail, type Fact } from './address-page';
import { EMPTY_DRAFT } from './address-values';

const UUID = '0190a000-0000-7000-8000-0000000000b1';
const BUILDING = {
  ...EMPTY_DRAFT,
  uuid: UUID,
  address: '4500 Rue Hickmore, Laval, QC H7L 1K2',
  street_number: '4500',
  route: 'Rue Hickmore',
  locality: 'Laval',
  administrative_area_level_1: 'QC',
  country: 'CA',
  property_type: 'Industrial',
  rba: 30000,
  pct_leased: 66.67,
  pct_leased_from_leases: false,
  n_linked_entities: 1,
  links: { entities: [] },
  spaces: [],
  parent: null,
  rba_from_spaces: false,
  figures: [],
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  etag: '"4"',
} as unknown as AddressComplete;

beforeAll(async () => {
  const ns = ['addresses', 'crm', 'records', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A PUT answers the record with what was sent; kept, with its If-Match. */
function serve() {
  const sent: { path: string; body: Record<string, unknown>; ifMatch?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      const ifMatch = (init?.headers as Record<string, string> | undefined)?.['if-match'];
      sent.push({ path: url, body, ifMatch });
      const { links, spaces, parent, figures, etag, ...stored } = BUILDING as AddressComplete & {
        etag: string;
      };
      return new Response(JSON.stringify({ ...stored, ...body }), {
        status: 200,
        headers: { 'content-type': 'application/json', etag: '"5"' },
      });
    }),
  );
  return sent;
}

function show(record: AddressComplete, lang: Language = 'en', facts?: readonly Fact[]) {
  const path = `/admin/addresses/${UUID}`;
  const router = createMemoryRouter([{ path, element: <AddressDetail record={record} facts={facts} /> }], {
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

const input = (id: string) => document.getElementById(`address-${id}`) as HTMLInputElement;
const helper = (id: string) => document.getElementById(`address-${id}-helper-text`)?.textContent;
const summary = () =>
  within(screen.getByTestId('property-summary'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ')}`);

it.each([
  ['en', 'Year built must be a whole year from 1600 to five years from now'],
  ['fr', 'L’année de construction doit être une année de 1600 à cinq ans d’ici'],
] as const)('says a year built out of range in the shared schema’s words (%s)', async (lang, message) => {
  show(BUILDING, lang);
  fireEvent.change(input('year_built'), { target: { value: '1500' } });
  await waitFor(() => expect(helper('year_built')).toBe(message));
  fireEvent.change(input('year_built'), { target: { value: '1987.5' } });
  await waitFor(() => expect(helper('year_built')).toBe(message));
  fireEvent.change(input('year_built'), { target: { value: '1987' } });
  await waitFor(() => expect(helper('year_built')).toBeUndefined());
});

it('saves the facts through the confirm step, sending only what changed', async () => {
  const sent = serve();
  show(BUILDING);
  fireEvent.change(input('year_built'), { target: { value: '1987' } });
  fireEvent.change(input('zoning'), { target: { value: 'I-2' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'For sale' }));
  fireEvent.change(input('asking_price'), { target: { value: '4 500 000' } });
  fireEvent.click(screen.getByTestId('address-submit-bottom'));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm changes' });
  expect(within(dialog).getByText('Yes')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    path: `/api/v1/addresses/${UUID}`,
    body: { year_built: 1987, zoning: 'I-2', for_sale: true, asking_price: 4500000 },
    ifMatch: '"4"',
  });
});

it('shows an occupancy from the rent roll read-only, says so, and never sends it', async () => {
  const sent = serve();
  const derived = { ...BUILDING, pct_leased_from_leases: true } as AddressComplete;
  show(derived, 'en', [
    ['Year built', '1987'],
    ['Zoning', null],
  ]);
  expect(summary()).toEqual([
    'Property type: Industrial',
    'City: Laval, QC',
    'Rentable area: 30,000 sq ft',
    'Leased: 66.67% (from the rent roll)',
    'Year built: 1987',
    'Linked contacts: 1',
  ]);
  const leased = input('pct_leased');
  expect(leased.readOnly).toBe(true);
  expect(leased.value).toBe('66.67');
  expect(helper('pct_leased')).toBe('From the rent roll');

  fireEvent.change(input('parking_spaces'), { target: { value: '120' } });
  fireEvent.click(screen.getByTestId('address-submit-top'));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm changes' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({ parking_spaces: 120 });
});

it('leaves an entered occupancy editable', () => {
  show(BUILDING, 'fr');
  expect(input('pct_leased').readOnly).toBe(false);
  expect(input('pct_leased').value).toBe('66.67');
  expect(summary()).toContain('Taux de location: 66,67 %');
});

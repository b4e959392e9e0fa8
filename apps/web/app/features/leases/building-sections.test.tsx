// @vitest-environment jsdom
// A building's page as an asset (issue 26) against a stubbed API: its spaces listed and a new one
// posted as an address of the building (text with the unit, its parent); its leases; a new lease
// refused before sending without a tenant, and an overlap (409) named after the other lease with
// what was typed kept; the rent roll's totals in each language, with the expiries as a table for
// screen readers; a space's page names its building.
import { type AddressComplete, type Lease, type RentRoll, spaceAddress } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { BuildingSections } from './building-sections';

const BUILDING = '0190a000-0000-7000-8000-0000000000b1';
const S100 = '0190a000-0000-7000-8000-000000000100';
const S200 = '0190a000-0000-7000-8000-000000000200';
const TENANT = '0190a000-0000-7000-8000-0000000000e1';
const STAMPS = { created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' };
const space = (uuid: string, unit: string, rba: number) => ({
  uuid,
  address: spaceAddress('4500 Rue Hickmore, Saint-Laurent, QC H4T 1K2', unit),
  subpremise: unit,
  floor: '1',
  rba,
  space_use: 'industrial' as const,
  space_status: 'vacant' as const,
  asking_rent_sqft_year: 14.5,
});
const RECORD = {
  uuid: BUILDING,
  address: '4500 Rue Hickmore, Saint-Laurent, QC H4T 1K2',
  street_number: '4500',
  route: 'Rue Hickmore',
  locality: 'Saint-Laurent',
  administrative_area_level_1: 'QC',
  postal_code: 'H4T 1K2',
  country: 'CA',
  rba: 30000,
  n_linked_entities: 0,
  links: { entities: [] },
  spaces: [space(S100, '100', 10000), space(S200, '200', 20000)],
  parent: null,
  rba_from_spaces: true,
} as unknown as AddressComplete;
const LEASE: Lease = {
  id: 'l1',
  tenant_id: TENANT,
  tenant_name: 'Acme Logistics',
  spaces: [{ uuid: S100, label: '100', building_id: BUILDING, rba: 10000 }],
  start_on: '2025-01-01',
  end_on: '2029-12-31',
  area_sqft: null,
  leased_sqft: 10000,
  base_rent: 15,
  rent_basis: 'per_sqft_year',
  escalation: null,
  steps: [],
  options: [],
  deposit: null,
  status: 'active',
  notes: null,
  ...STAMPS,
};
const ROLL: RentRoll = {
  building_id: BUILDING,
  as_of: '2026-11-28',
  rows: [
    {
      space_id: S100,
      label: '100',
      floor: '1',
      rba: 10000,
      lease_id: 'l1',
      tenant_id: TENANT,
      tenant_name: 'Acme Logistics',
      start_on: '2025-01-01',
      end_on: '2029-12-31',
      area_sqft: 10000,
      annual_rent: 150000,
      rent_per_sqft: 15,
    },
    {
      space_id: S200,
      label: '200',
      floor: '1',
      rba: 20000,
      lease_id: null,
      tenant_id: null,
      tenant_name: null,
      start_on: null,
      end_on: null,
      area_sqft: null,
      annual_rent: null,
      rent_per_sqft: null,
    },
  ],
  totals: {
    rentable_sqft: 30000,
    leased_sqft: 10000,
    occupancy: 1 / 3,
    annual_rent: 150000,
    walt_years: 3.09,
  },
  expiries: Array.from({ length: 10 }, (_, i) => ({
    year: 2026 + i,
    sqft: 2026 + i === 2029 ? 10000 : 0,
    rent: 2026 + i === 2029 ? 150000 : 0,
  })),
};

beforeAll(async () => {
  const ns = ['leases', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body: unknown };
interface Asked {
  method: string;
  path: string;
  body?: unknown;
}

function serve(post: (path: string, body: unknown) => Answer) {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path = ''] = url.split('?');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      asked.push({ method, path, body });
      let answer: Answer;
      if (method === 'POST') answer = post(path, body);
      else if (path === '/api/v1/leases') answer = { body: { data: [LEASE], offset: 0 } };
      else if (path === `/api/v1/addresses/${BUILDING}/rent-roll`) answer = { body: ROLL };
      else if (path === '/api/v1/entities/query')
        answer = { body: { data: [{ uuid: TENANT, name: 'Bolt Freight', company_name: null }] } };
      else answer = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function show(record: AddressComplete, lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <BuildingSections record={record} /> }], {
    initialEntries: ['/admin/addresses/x'],
  });
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

const SLOW = { timeout: 5_000 };
const flat = (text: string | null | undefined) => text?.replace(/\u202f|\u00a0/g, ' ');

it('writes a unit into the building’s address: a number after #, words after a comma', () => {
  expect(spaceAddress('4500 Rue Hickmore, Saint-Laurent, QC', '100')).toBe(
    '4500 Rue Hickmore #100, Saint-Laurent, QC',
  );
  expect(spaceAddress('4500 Rue Hickmore, Saint-Laurent, QC', 'Ground floor')).toBe(
    '4500 Rue Hickmore, Ground floor, Saint-Laurent, QC',
  );
});

it('lists the spaces and adds one as an address of the building', async () => {
  const asked = serve((_path, body) => ({ status: 201, body }));
  show(RECORD);
  const spaces = screen.getByRole('region', { name: 'Spaces' });
  expect(
    within(spaces)
      .getAllByTestId('space-row')
      .map((r) => flat(r.textContent)),
  ).toEqual(['100110,000IndustrialVacant$14.50', '200120,000IndustrialVacant$14.50']);
  fireEvent.click(within(spaces).getByRole('button', { name: 'Add space' }));
  const dialog = await screen.findByRole('dialog', { name: 'New space' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  // No unit: refused before anything is sent.
  expect(await within(dialog).findByText('Required')).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText(/^Unit/), { target: { value: '300' } });
  fireEvent.change(within(dialog).getByLabelText('Rentable area (sq ft)'), { target: { value: '5 000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'POST')).toBe(true));
  const posted = asked.find((a) => a.method === 'POST');
  expect(posted?.path).toBe('/api/v1/addresses');
  expect(posted?.body).toMatchObject({
    address: '4500 Rue Hickmore #300, Saint-Laurent, QC H4T 1K2',
    subpremise: '300',
    parent_address_id: BUILDING,
    locality: 'Saint-Laurent',
    postal_code: 'H4T 1K2',
    rba: 5000,
    space_status: 'vacant',
  });
});

it('refuses a lease without a tenant, and names the lease an overlap is with', async () => {
  const asked = serve(() => ({
    status: 409,
    body: {
      error: { code: 'conflict', message: 'overlap', key: 'leases.val.overlap' },
      lease_id: 'l1',
    },
  }));
  show(RECORD);
  const leases = screen.getByRole('region', { name: 'Leases' });
  expect(flat((await within(leases).findByTestId('lease-row', {}, SLOW)).textContent)).toContain(
    'Acme Logistics',
  );
  fireEvent.click(within(leases).getByRole('button', { name: 'Add lease' }));
  const dialog = await screen.findByRole('dialog', { name: 'New lease' });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: '100' }));
  fireEvent.change(within(dialog).getByLabelText(/^Start date/), { target: { value: '2027-01-01' } });
  fireEvent.change(within(dialog).getByLabelText(/^End date/), { target: { value: '2031-12-31' } });
  fireEvent.change(within(dialog).getByLabelText(/^Base rent/), { target: { value: '16,5' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Required')).toBeTruthy();
  expect(asked.some((a) => a.method === 'POST')).toBe(false);

  const tenant = within(dialog).getByRole('combobox', { name: /^Tenant/ });
  // The Autocomplete keeps typed text only while focused, as a person's typing is.
  act(() => tenant.focus());
  fireEvent.change(tenant, { target: { value: 'Bolt' } });
  fireEvent.click(await screen.findByRole('option', { name: 'Bolt Freight' }, SLOW));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const refusal = await within(dialog).findByTestId('lease-refusal', {}, SLOW);
  expect(flat(refusal.textContent)).toBe(
    'Another active lease covers one of these spaces on some of these days: Acme Logistics (Jan 1, 2025 – Dec 31, 2029).',
  );
  expect(asked.find((a) => a.method === 'POST')?.body).toMatchObject({
    tenant_id: TENANT,
    space_ids: [S100],
    start_on: '2027-01-01',
    end_on: '2031-12-31',
    base_rent: 16.5,
    rent_basis: 'per_sqft_year',
    status: 'active',
  });
  // What was typed is still there.
  expect((within(dialog).getByLabelText(/^Base rent/) as HTMLInputElement).value).toBe('16,5');
});

it.each([
  [
    'en',
    [
      'Rentable area30,000 sq ft',
      'Leased area10,000 sq ft',
      'Occupancy33.33%',
      'Annual base rent$150,000.00',
      'WALT3.09 years',
    ],
  ],
  [
    'fr',
    [
      'Superficie locative30 000 pi²',
      'Superficie louée10 000 pi²',
      'Taux d’occupation33,33 %',
      'Loyer de base annuel150 000,00 $',
      'DMPB3,09 ans',
    ],
  ],
] as const)('reads the rent roll’s totals and expiries in %s', async (lang, facts) => {
  serve(() => ({ body: null }));
  show(RECORD, lang);
  const totals = await screen.findByTestId('rent-roll-totals', {}, SLOW);
  expect([...totals.querySelectorAll('dl > div')].map((d) => flat(d.textContent))).toEqual(facts);
  // The chart's figures, as a table for screen readers: 2029 is when Acme's 10,000 sq ft expire.
  const table = screen.getByTestId('expiry-table');
  const row2029 = within(table).getByRole('row', { name: /2029/ });
  expect(flat(row2029.textContent)).toBe(lang === 'en' ? '202910,000$150,000.00' : '202910 000150 000,00 $');
});

it('shows on a space’s page its building and only the leases covering it', async () => {
  serve(() => ({ body: null }));
  const unit = {
    ...RECORD,
    uuid: S200,
    subpremise: '200',
    spaces: [],
    parent: { uuid: BUILDING, address: RECORD.address },
  } as AddressComplete;
  show(unit);
  expect(flat(screen.getByTestId('space-of').textContent)).toBe(`A space of ${RECORD.address}`);
  const leases = screen.getByRole('region', { name: 'Leases' });
  expect(await within(leases).findByText('No lease yet.', {}, SLOW)).toBeTruthy();
});

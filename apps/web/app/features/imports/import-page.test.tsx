// @vitest-environment jsdom
// The import page's comps, leases and deals kinds against a stubbed API: the form sends `kind=comps`,
// `kind=leases` or `kind=deals` (whose columns it explains); the columns offer the kind's fields by its form's labels (its address parts by the
// address form's); a row reads as the comp or lease it would save; the addresses (buildings),
// spaces and contacts the run would create are named before it, in English and French.
import type { ImportDryRun } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { ImportPage } from './import-page';

const DRY_RUN: ImportDryRun = {
  columns: [
    { header: 'Comp Type', field: 'kind' },
    { header: 'Property Address', field: 'address' },
    { header: 'City', field: 'locality' },
    { header: 'Buyer', field: 'buyer' },
    { header: 'Tenant', field: 'tenant' },
    { header: 'Deal ID', field: null, left_behind: 1 },
  ],
  preview: [
    {
      row: 2,
      action: 'create',
      entity: null,
      address: { address: '100 Rue King, Montréal, QC', locality: 'Montréal', role: 'OFFICE' },
      addresses: [],
      emails: [],
      numbers: [],
      errors: {},
      error_keys: {},
      refused: [],
      lease: null,
      comp: {
        kind: 'sale',
        date_on: '2025-11-03',
        area_sqft: 20_000,
        property_type: 'industrial',
        price: 8_250_000,
        cap_rate: 5.5,
        source: 'CoStar',
        notes: null,
        buyer: 'Acme Holdings Inc.',
      },
    },
    {
      row: 3,
      action: 'fail',
      entity: null,
      address: null,
      addresses: [],
      emails: [],
      numbers: [],
      errors: { rent_per_sqft: 'A lease comp needs its rent per square foot' },
      error_keys: { rent_per_sqft: 'comps.val.rentRequired' },
      refused: [],
      comp: null,
      lease: null,
    },
  ],
  totals: { create: 1, update: 0, skip: 0, fail: 1 },
  refused: [],
  refused_total: 0,
  new_records: {
    addresses: ['200 Boul. René-Lévesque O, Montréal, QC', '300 Industrial Way, Laval, QC'],
    addresses_total: 5,
    contacts: ['Gamma Tech'],
    contacts_total: 1,
  },
};

const LEASE = {
  entity: null,
  addresses: [],
  emails: [],
  numbers: [],
  errors: {},
  error_keys: {},
  refused: [],
  comp: null,
};
const KING = { address: '100 Rue King, Montréal, QC', locality: 'Montréal', role: 'OFFICE' };
const LEASE_RUN: ImportDryRun = {
  columns: [
    { header: 'Property Address', field: 'address' },
    { header: 'Unit', field: 'unit' },
    { header: 'Tenant', field: 'tenant' },
    { header: 'Lease Start', field: 'start_on', type: 'MDY' },
    { header: 'Monthly Rent', field: 'monthly_rent' },
    { header: 'Rent', field: null, left_behind: 3 },
  ],
  preview: [
    {
      ...LEASE,
      row: 2,
      action: 'create',
      address: KING,
      lease: {
        units: ['101', '102'],
        tenant: 'Acme Holdings Inc.',
        start_on: '2025-01-01',
        end_on: '2029-12-31',
        area_sqft: 3000,
        base_rent: 25,
        rent_basis: 'per_sqft_year',
        deposit: null,
        status: 'active',
        notes: null,
      },
    },
    {
      ...LEASE,
      row: 3,
      action: 'create',
      address: KING,
      lease: {
        units: ['103'],
        tenant: 'Gamma Tech',
        start_on: '2024-03-01',
        end_on: '2027-02-28',
        area_sqft: null,
        base_rent: 3000,
        rent_basis: 'per_month',
        deposit: null,
        status: 'active',
        notes: null,
      },
    },
    {
      ...LEASE,
      row: 4,
      action: 'create',
      address: KING,
      lease: {
        units: ['104'],
        tenant: null,
        start_on: null,
        end_on: null,
        area_sqft: 500,
        base_rent: null,
        rent_basis: null,
        deposit: null,
        status: null,
        notes: null,
      },
    },
    {
      ...LEASE,
      row: 5,
      action: 'fail',
      address: KING,
      lease: null,
      errors: { space_ids: 'Another active lease covers one of these spaces on some of these days' },
      error_keys: { space_ids: 'leases.val.overlap' },
    },
  ],
  totals: { create: 3, update: 0, skip: 0, fail: 1 },
  refused: [],
  refused_total: 0,
  new_records: {
    addresses: ['100 Rue King, Montréal, QC'],
    addresses_total: 1,
    spaces: ['100 Rue King #101, Montréal, QC', '100 Rue King #102, Montréal, QC'],
    spaces_total: 4,
    contacts: ['Gamma Tech'],
    contacts_total: 1,
  },
};

const DEAL_ROW = {
  ...LEASE,
  row: 2,
  action: 'create' as const,
  address: { address: '1200 Boulevard Industriel, Laval', locality: 'Laval', role: 'OFFICE' },
  lease: null,
  deal: {
    name: '1200 Industriel sale',
    pipeline: 'Investment sale',
    stage: 'Offers',
    value: 4_500_000,
    commission_pct: 2.5,
    commission_amount: null,
    probability: null,
    expected_close_on: '2027-03-31',
    owner: 'broker@example.com',
    parties: [
      { role: 'seller' as const, name: 'Acme Holdings Inc.' },
      { role: 'buyer' as const, name: 'Northwind Capital' },
    ],
    lost_reason: null,
  },
};
const DEAL_RUN: ImportDryRun = {
  columns: [
    { header: 'Deal Name', field: 'name' },
    { header: 'Type', field: 'pipeline' },
    { header: 'Commission %', field: 'commission_pct' },
    { header: 'Buyer', field: 'buyer' },
  ],
  preview: [
    DEAL_ROW,
    {
      ...DEAL_ROW,
      row: 3,
      action: 'fail',
      deal: null,
      errors: { lost_reason: 'A lost deal needs its reason' },
      error_keys: { lost_reason: 'deals.val.lostReason' },
    },
  ],
  totals: { create: 1, update: 0, skip: 0, fail: 1 },
  refused: [],
  refused_total: 0,
  new_records: {
    addresses: ['1200 Boulevard Industriel, Laval'],
    addresses_total: 1,
    contacts: ['Northwind Capital'],
    contacts_total: 1,
  },
};

beforeAll(async () => {
  const ns = ['imports', 'addresses', 'records', 'crm', 'validation', 'common', 'deals'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stubbed POST /imports answering the dry run; each form sent is kept. */
function serve(answer: ImportDryRun = DRY_RUN) {
  const sent: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const form = init?.body as FormData;
      sent.push(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as never);
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

function show(lang: Language) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <ImportPage /> }], {
    initialEntries: ['/admin/import'],
  });
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

async function chooseKind(kindLabel: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: kindLabel }, SLOW));
  fireEvent.click(within(await screen.findByRole('listbox', {}, SLOW)).getByRole('option', { name: option }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['Comp Type\nSale\n'], 'comps.csv')] } });
}

it('offers comps with their fields, previews each comp and names what the run would create', async () => {
  const sent = serve();
  show('en');
  await chooseKind('The file holds', 'Comps');
  const columns = await screen.findByRole('table', { name: 'Columns' }, SLOW);
  expect(sent[0]).toMatchObject({ kind: 'comps', policy: 'skip', dry_run: 'true' });
  expect(within(columns).getByRole('combobox', { name: 'Field of Comp Type' }).textContent).toBe(
    'Sale or lease (kind)',
  );
  expect(within(columns).getByRole('combobox', { name: 'Field of City' }).textContent).toBe(
    'Locality (locality)',
  );
  // The comp's own fields, not a contact's.
  fireEvent.mouseDown(within(columns).getByRole('combobox', { name: 'Field of Tenant' }));
  const options = within(await screen.findByRole('listbox', {}, SLOW)).getAllByRole('option');
  const labels = options.map((o) => o.textContent);
  expect(labels).toContain('Tenant (a contact’s name) (tenant)');
  expect(labels).toContain('Rent per sq ft per year (rent_per_sqft)');
  expect(labels).not.toContain('Email (email)');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

  const preview = screen.getByRole('table', { name: 'Preview' });
  expect(flat(within(preview).getAllByRole('row')[1]!.textContent)).toBe(
    '2CreateSale · Nov 3, 2025 · 100 Rue King, Montréal, QC · 20,000 sq ft · $8,250,000.00 · Acme Holdings Inc.',
  );
  expect(within(preview).getAllByRole('row')[2]!.textContent).toContain(
    'Rent per sq ft per year (rent_per_sqft): A lease comp needs its rent per square foot',
  );
  expect(screen.getByTestId('import-new-records').textContent).toBe(
    'It would also create 5 addresses: 200 Boul. René-Lévesque O, Montréal, QC, 300 Industrial Way, Laval, QC and 3 more.' +
      'It would also create 1 contact, as a company: Gamma Tech.',
  );
});

it('in French', async () => {
  serve();
  show('fr');
  await chooseKind('Le fichier contient', 'Des comparables');
  const columns = await screen.findByRole('table', { name: 'Colonnes' }, SLOW);
  expect(within(columns).getByRole('combobox', { name: 'Champ de Comp Type' }).textContent).toBe(
    'Vente ou location (kind)',
  );
  const preview = screen.getByRole('table', { name: 'Aperçu' });
  expect(flat(within(preview).getAllByRole('row')[1]!.textContent)).toBe(
    '2CréerVente · 3 nov. 2025 · 100 Rue King, Montréal, QC · 20 000 pi² · 8 250 000,00 $ · Acme Holdings Inc.',
  );
  expect(screen.getByTestId('import-new-records').textContent).toContain(
    'Elle créerait aussi 1 contact, comme entreprise : Gamma Tech.',
  );
});

it('offers leases with a rent roll’s fields, previews each lease and names the buildings and spaces it would create', async () => {
  const sent = serve(LEASE_RUN);
  show('en');
  await chooseKind('The file holds', 'Leases (a rent roll)');
  const columns = await screen.findByRole('table', { name: 'Columns' }, SLOW);
  expect(sent[0]).toMatchObject({ kind: 'leases', policy: 'skip', dry_run: 'true' });
  expect(within(columns).getByRole('combobox', { name: 'Field of Unit' }).textContent).toBe(
    'Unit or suite (several: 101, 102) (unit)',
  );
  expect(within(columns).getByRole('combobox', { name: 'Field of Rent' }).textContent).toBe(
    'Ignore this column',
  );
  fireEvent.mouseDown(within(columns).getByRole('combobox', { name: 'Field of Rent' }));
  const labels = within(await screen.findByRole('listbox', {}, SLOW))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(labels).toEqual(
    expect.arrayContaining([
      'Annual rent (annual_rent)',
      'Monthly rent (monthly_rent)',
      'Locality (locality)',
    ]),
  );
  expect(labels).not.toContain('Price (price)');
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

  const rows = within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('row');
  expect(flat(rows[1]!.textContent)).toBe(
    '2CreateAcme Holdings Inc. · Unit 101, 102 · 100 Rue King, Montréal, QC · Jan 1, 2025 – Dec 31, 2029 · 3,000 sq ft · $25.00/sq ft/yr',
  );
  expect(flat(rows[2]!.textContent)).toContain(
    'Gamma Tech · Unit 103 · 100 Rue King, Montréal, QC · Mar 1, 2024 – Feb 28, 2027 · $3,000.00/month',
  );
  expect(flat(rows[3]!.textContent)).toBe(
    '4CreateVacant · Unit 104 · 100 Rue King, Montréal, QC · 500 sq ft',
  );
  expect(rows[4]!.textContent).toContain(
    'Spaces (space_ids): Another active lease covers one of these spaces on some of these days',
  );
  expect(screen.getByTestId('import-new-records').textContent).toBe(
    'It would also create 1 building: 100 Rue King, Montréal, QC.' +
      'It would also create 4 spaces: 100 Rue King #101, Montréal, QC, 100 Rue King #102, Montréal, QC and 2 more.' +
      'It would also create 1 contact, as a company: Gamma Tech.',
  );
});

it('leases in French', async () => {
  serve(LEASE_RUN);
  show('fr');
  await chooseKind('Le fichier contient', 'Des baux (un rôle de loyers)');
  const columns = await screen.findByRole('table', { name: 'Colonnes' }, SLOW);
  expect(within(columns).getByRole('combobox', { name: 'Champ de Monthly Rent' }).textContent).toBe(
    'Loyer mensuel (monthly_rent)',
  );
  const rows = within(screen.getByRole('table', { name: 'Aperçu' })).getAllByRole('row');
  expect(flat(rows[2]!.textContent)).toContain(
    'Gamma Tech · Local 103 · 100 Rue King, Montréal, QC · 1 mars 2024 – 28 févr. 2027 · 3 000,00 $/mois',
  );
  expect(flat(rows[3]!.textContent)).toBe('4CréerVacant · Local 104 · 100 Rue King, Montréal, QC · 500 pi²');
  expect(screen.getByTestId('import-new-records').textContent).toContain(
    'Elle créerait aussi 1 immeuble : 100 Rue King, Montréal, QC.Elle créerait aussi 4 locaux :',
  );
});

it('offers deals, says what their columns take, previews each deal and names what it would create', async () => {
  const sent = serve(DEAL_RUN);
  show('en');
  await chooseKind('The file holds', 'Deals (a pipeline)');
  expect(screen.getByTestId('import-help').textContent).toContain(
    'Its name and pipeline (a pipeline’s name or a deal type: Investment sale, Tenant rep…) are required',
  );
  const columns = await screen.findByRole('table', { name: 'Columns' }, SLOW);
  expect(sent[0]).toMatchObject({ kind: 'deals', policy: 'skip', dry_run: 'true' });
  expect(within(columns).getByRole('combobox', { name: 'Field of Type' }).textContent).toBe(
    'Pipeline or deal type (pipeline)',
  );
  fireEvent.mouseDown(within(columns).getByRole('combobox', { name: 'Field of Buyer' }));
  const labels = within(await screen.findByRole('listbox', {}, SLOW))
    .getAllByRole('option')
    .map((o) => o.textContent);
  expect(labels).toEqual(
    expect.arrayContaining([
      'Landlord (a contact’s name) (landlord)',
      'Owner (a staff member’s email) (owner)',
    ]),
  );
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  const rows = within(screen.getByRole('table', { name: 'Preview' })).getAllByRole('row');
  expect(flat(rows[1]!.textContent)).toBe(
    '2Create1200 Industriel sale · Investment sale · 1200 Boulevard Industriel, Laval · Offers · $4,500,000.00 · 2.5% commission · Close Mar 31, 2027 · Seller: Acme Holdings Inc. · Buyer: Northwind Capital',
  );
  expect(rows[2]!.textContent).toContain('Lost reason (lost_reason): A lost deal needs its reason');
});

it('deals in French', async () => {
  serve(DEAL_RUN);
  show('fr');
  await chooseKind('Le fichier contient', 'Des transactions (un pipeline)');
  expect(flat(screen.getByTestId('import-help').textContent)).toContain('Une transaction par ligne.');
  const rows = within(await screen.findByRole('table', { name: 'Aperçu' }, SLOW)).getAllByRole('row');
  expect(flat(rows[1]!.textContent)).toBe(
    '2Créer1200 Industriel sale · Investment sale · 1200 Boulevard Industriel, Laval · Offers · 4 500 000,00 $ · commission de 2,5 % · clôture le 31 mars 2027 · Vendeur : Acme Holdings Inc. · Acheteur : Northwind Capital',
  );
});

// @vitest-environment jsdom
// The import page's comps kind against a stubbed API: the form sends `kind=comps`; the columns
// offer the comp's fields by the comp form's labels (its address parts by the address form's); a
// row reads as the comp it would save; the addresses and contacts the run would create are named
// before it, in English and French.
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

beforeAll(async () => {
  const ns = ['imports', 'addresses', 'records', 'crm', 'validation', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stubbed POST /imports answering the dry run; each form sent is kept. */
function serve() {
  const sent: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const form = init?.body as FormData;
      sent.push(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as never);
      return new Response(JSON.stringify(DRY_RUN), {
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

async function chooseComps(kindLabel: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: kindLabel }, SLOW));
  fireEvent.click(within(await screen.findByRole('listbox', {}, SLOW)).getByRole('option', { name: option }));
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [new File(['Comp Type\nSale\n'], 'comps.csv')] } });
}

it('offers comps with their fields, previews each comp and names what the run would create', async () => {
  const sent = serve();
  show('en');
  await chooseComps('The file holds', 'Comps');
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
  await chooseComps('Le fichier contient', 'Des comparables');
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

// @vitest-environment jsdom
// The Comps page against a stubbed API: the filters go into the request and the URL; the figures
// read in each language's money; the lease tab shows a lease's columns; the shared schema refuses a
// negative size before anything is sent; a new comp posts what CompCreate makes of the form, and a
// refusal keeps what was typed with the message on its field; an edit sends its version; a delete asks first.
import type { Comp, CompPage } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { CompsPage } from './comps-page';

const ADDRESS = '01890000-0000-7000-8000-0000000000a1';
const BUYER = '01890000-0000-7000-8000-0000000000e1';
const TENANT = '01890000-0000-7000-8000-0000000000e2';
const STAMPS = { created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' };
const NONE = { buyer_id: null, buyer_name: null, seller_id: null, seller_name: null, tenant_id: null };
const SALE: Comp = {
  id: 'c1',
  kind: 'sale',
  address_id: ADDRESS,
  address: '100 Rue King, Montréal',
  city: 'Montréal',
  date_on: '2026-03-05',
  area_sqft: 20000,
  property_type: 'industrial',
  price: 8250000,
  price_per_sqft: 412.5,
  cap_rate: 5.5,
  ...NONE,
  buyer_id: BUYER,
  buyer_name: 'Ann Buyer',
  rent_per_sqft: null,
  tenant_name: null,
  term_months: null,
  free_rent_months: null,
  source: 'Registry',
  notes: null,
  ...STAMPS,
};
const LEASE: Comp = {
  ...SALE,
  id: 'c2',
  kind: 'lease',
  price: null,
  price_per_sqft: null,
  cap_rate: null,
  buyer_id: null,
  buyer_name: null,
  tenant_id: TENANT,
  tenant_name: 'Tom Tenant',
  rent_per_sqft: 14.25,
  term_months: 60,
  free_rent_months: 3,
};
const STATS = { count: 3, median: 412.5, min: 300, max: 1500 };

beforeAll(async () => {
  const ns = ['comps', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Answer = { status?: number; body: unknown; etag?: string };
interface Asked {
  method: string;
  path: string;
  params: Record<string, string>;
  body?: unknown;
  ifMatch?: string;
}

/** A stubbed API: searches answer `search(params)`, a POST answers `post(body)`, the lookups one
 * address and one contact. Every request is kept. */
function serve(
  search: (params: Record<string, string>) => CompPage['data'] = (p) =>
    p.kind === 'lease' ? [LEASE] : [SALE],
  post: (body: unknown) => Answer = () => ({ body: SALE }),
) {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path = '', query] = url.split('?');
      const params = Object.fromEntries(new URLSearchParams(query));
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const ifMatch = (init?.headers as Record<string, string> | undefined)?.['if-match'];
      asked.push({ method, path, params, body, ifMatch });
      let answer: Answer;
      if (path === '/api/v1/comps' && method === 'POST') answer = post(body);
      else if (path === '/api/v1/comps')
        answer = { body: { data: search(params), offset: Number(params.offset), stats: STATS } };
      else if (path === '/api/v1/comps/c1/complete') answer = { body: SALE, etag: '"4"' };
      else if (path === '/api/v1/comps/c1' && method === 'PUT') answer = { body: SALE };
      else if (path.startsWith('/api/v1/comps/') && method === 'DELETE') answer = { status: 204, body: null };
      else if (path === '/api/v1/addresses/query')
        answer = { body: { data: [{ uuid: ADDRESS, address: '100 Rue King, Montréal' }] } };
      else if (path === '/api/v1/entities/query')
        answer = { body: { data: [{ uuid: BUYER, name: 'Ann Buyer', company_name: null }] } };
      else answer = { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      return new Response(answer.status === 204 ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...(answer.etag ? { etag: answer.etag } : {}) },
      });
    }),
  );
  return asked;
}
const searches = (asked: Asked[]) =>
  asked.filter((a) => a.path === '/api/v1/comps' && a.method === 'GET').map((a) => a.params);

function show(path = '/admin/comps', lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <CompsPage /> }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

/** A search is a resolver, a navigation and a fetch: more than findBy's second on a busy machine. */
const SLOW = { timeout: 5_000 };
const PAGE = { limit: '25', offset: '0' };
const flat = (text: string | null | undefined) => text?.replace(/\u202f|\u00a0/g, ' ');

async function choose(label: string | RegExp, option: string, within_: HTMLElement = document.body) {
  fireEvent.mouseDown(within(within_).getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox', {}, SLOW)).getByRole('option', { name: option }));
}

it('sends the filters and keeps them in the URL; the figures read in dollars per sq ft', async () => {
  const asked = serve();
  const router = show();
  expect(screen.getByRole('heading', { level: 1, name: 'Comps' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Comps found' }, SLOW);
  expect(searches(asked)).toEqual([{ kind: 'sale', ...PAGE }]);
  expect(flat(screen.getByTestId('comp-stats').textContent)).toBe(
    'Comps3Median$412.50/sq ftRange$300.00–$1,500.00/sq ft',
  );
  expect(within(table).getByRole('link', { name: '100 Rue King, Montréal' }).getAttribute('href')).toBe(
    `/admin/addresses/${ADDRESS}`,
  );
  expect(flat(within(table).getByRole('row', { name: /Ann Buyer/ }).textContent)).toBe(
    'Mar 5, 2026100 Rue King, MontréalIndustrial20,000 sq ft$8,250,000.00$412.505.5%Ann BuyerRegistry',
  );
  expect(within(table).getByRole('link', { name: 'Ann Buyer' }).getAttribute('href')).toBe(
    `/admin/contacts/${BUYER}`,
  );

  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Montréal' } });
  await choose('Property type', 'Industrial');
  fireEvent.change(screen.getByLabelText('Size from (sq ft)'), { target: { value: '10 000' } });
  fireEvent.change(screen.getByLabelText('Size to (sq ft)'), { target: { value: '50000' } });
  fireEvent.change(screen.getByLabelText('Date from'), { target: { value: '2026-01-01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const filters = {
    city: 'Montréal',
    property_type: 'industrial',
    min_sqft: '10000',
    max_sqft: '50000',
    from: '2026-01-01',
  };
  await waitFor(() => expect(searches(asked)).toHaveLength(2), SLOW);
  expect(searches(asked)[1]).toEqual({ kind: 'sale', ...filters, ...PAGE });
  expect(router.state.location.search).toBe(`?${new URLSearchParams(filters)}`);
});

it('in French, money puts the dollar after the figure', async () => {
  serve();
  show('/admin/comps', 'fr');
  await screen.findByRole('table', { name: 'Comparables trouvés' }, SLOW);
  expect(flat(screen.getByTestId('comp-stats').textContent)).toBe(
    'Comparables3Médiane412,50 $/pi²Écart300,00 $–1 500,00 $/pi²',
  );
});

it('the lease tab asks for leases and shows their columns', async () => {
  const asked = serve();
  const router = show();
  await screen.findByRole('table', {}, SLOW);
  fireEvent.click(screen.getByRole('tab', { name: 'Lease comps' }));
  await screen.findByRole('link', { name: 'Tom Tenant' }, SLOW);
  expect(searches(asked).at(-1)).toEqual({ kind: 'lease', ...PAGE });
  expect(router.state.location.search).toBe('?kind=lease');
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual([
    'Date',
    'Address',
    'Type',
    'Area',
    'Tenant',
    'Rent/sq ft/yr',
    'Term (months)',
    'Free rent (months)',
    'Source',
    'Actions',
  ]);
  const row = screen.getByRole('row', { name: /Tom Tenant/ });
  expect(flat(row.textContent)).toBe(
    'Mar 5, 2026100 Rue King, MontréalIndustrial20,000 sq ftTom Tenant$14.25603Registry',
  );
  expect(flat(screen.getByTestId('comp-stats').textContent)).toContain('$412.50/sq ft/yr');
});

it('a negative size shows the shared message by the field and sends nothing', async () => {
  const asked = serve();
  show();
  await screen.findByRole('table', {}, SLOW);
  fireEvent.change(screen.getByLabelText('Size from (sq ft)'), { target: { value: '-5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(
    await screen.findByText('Area must be more than 0 and at most 100,000,000 square feet', {}, SLOW),
  ).toBeTruthy();
  expect(searches(asked)).toHaveLength(1);
});

/** Opens New comp and fills a sale at the one address the lookup finds. */
async function fillSale(asked: Asked[]) {
  fireEvent.click(screen.getByRole('button', { name: 'New comp' }));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  const address = within(dialog).getByRole('combobox', { name: /Address/ });
  // The Autocomplete keeps typed text only while focused, as a person's typing is.
  act(() => address.focus());
  fireEvent.change(address, { target: { value: '100 King' } });
  await waitFor(() => expect(asked.some((a) => a.path === '/api/v1/addresses/query')).toBe(true), SLOW);
  fireEvent.click(await screen.findByRole('option', { name: '100 Rue King, Montréal' }, SLOW));
  fireEvent.change(within(dialog).getByLabelText(/^Date/), { target: { value: '2026-03-05' } });
  fireEvent.change(within(dialog).getByLabelText(/^Area/), { target: { value: '20 000' } });
  await choose(/Property type/, 'Industrial', dialog);
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '8250000' } });
  fireEvent.change(within(dialog).getByLabelText(/^Cap rate/), { target: { value: '5,5' } });
  fireEvent.change(within(dialog).getByLabelText('Source'), { target: { value: 'Registry' } });
  return dialog;
}

it('New comp posts what the form holds, and the list is asked again', async () => {
  const asked = serve();
  show();
  await screen.findByRole('table', {}, SLOW);
  const dialog = await fillSale(asked);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Comp saved', {}, SLOW)).toBeTruthy();
  const posted = asked.find((a) => a.method === 'POST');
  expect(posted?.body).toEqual({
    kind: 'sale',
    address_id: ADDRESS,
    date_on: '2026-03-05',
    area_sqft: 20000,
    property_type: 'industrial',
    price: 8250000,
    cap_rate: 5.5,
    buyer_id: null,
    seller_id: null,
    source: 'Registry',
    notes: null,
  });
  await waitFor(() => expect(searches(asked)).toHaveLength(2), SLOW);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('checks the form with the shared schema before sending anything', async () => {
  const asked = serve();
  show();
  await screen.findByRole('table', {}, SLOW);
  fireEvent.click(screen.getByRole('button', { name: 'New comp' }));
  const dialog = await screen.findByRole('dialog', {}, SLOW);
  fireEvent.change(within(dialog).getByLabelText(/^Area/), { target: { value: '-1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Area must be more than 0 and at most 100,000,000 square feet', {}, SLOW),
  ).toBeTruthy();
  expect(within(dialog).getByText('Required')).toBeTruthy();
  expect(asked.some((a) => a.method === 'POST')).toBe(false);
});

it('a refusal keeps what was typed and shows the message on its field', async () => {
  const asked = serve(undefined, () => ({
    status: 400,
    body: {
      error: {
        code: 'validation',
        message: 'Cap rate must be a percentage from 0 to 100',
        key: 'comps.val.capRate',
        fields: { cap_rate: 'Cap rate must be a percentage from 0 to 100' },
        field_keys: { cap_rate: 'comps.val.capRate' },
      },
    },
  }));
  show();
  await screen.findByRole('table', {}, SLOW);
  const dialog = await fillSale(asked);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  const alert = await within(dialog).findByTestId('comp-refusal', {}, SLOW);
  expect(alert.textContent).toBe('Cap rate must be a percentage from 0 to 100');
  const capRate = within(dialog).getByLabelText(/^Cap rate/);
  expect(capRate).toHaveProperty('value', '5,5');
  expect(capRate.getAttribute('aria-invalid')).toBe('true');
  expect(within(dialog).getByLabelText(/^Price/)).toHaveProperty('value', '8250000');
  expect(within(dialog).getByRole('combobox', { name: /Address/ })).toHaveProperty(
    'value',
    '100 Rue King, Montréal',
  );
});

it('deletes a comp from its row menu once confirmed, and asks for the list again', async () => {
  const asked = serve();
  show();
  await screen.findByRole('table', {}, SLOW);
  fireEvent.click(screen.getByRole('button', { name: 'More for the comp at 100 Rue King, Montréal' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Delete this comp?' }, SLOW);
  expect(asked.some((a) => a.method === 'DELETE')).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Comp deleted', {}, SLOW)).toBeTruthy();
  expect(asked.filter((a) => a.method === 'DELETE').map((a) => a.path)).toEqual(['/api/v1/comps/c1']);
  await waitFor(() => expect(searches(asked)).toHaveLength(2), SLOW);
});

it('edits a comp at the version loaded, without its kind', async () => {
  const asked = serve();
  show();
  await screen.findByRole('table', {}, SLOW);
  fireEvent.click(screen.getByRole('button', { name: 'More for the comp at 100 Rue King, Montréal' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }, SLOW));
  const dialog = await screen.findByRole('dialog', { name: 'Edit comp' }, SLOW);
  const save = within(dialog).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false), SLOW);
  expect(within(dialog).getByRole('combobox', { name: /Buyer/ })).toHaveProperty('value', 'Ann Buyer');
  fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '9000000' } });
  fireEvent.click(save);
  expect(await screen.findByText('Comp saved', {}, SLOW)).toBeTruthy();
  const put = asked.find((a) => a.method === 'PUT');
  expect(put?.ifMatch).toBe('"4"');
  expect(put?.body).toEqual({
    address_id: ADDRESS,
    date_on: '2026-03-05',
    area_sqft: 20000,
    property_type: 'industrial',
    price: 9000000,
    cap_rate: 5.5,
    buyer_id: BUYER,
    seller_id: null,
    source: 'Registry',
    notes: null,
  });
});

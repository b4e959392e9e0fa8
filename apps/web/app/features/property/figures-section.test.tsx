// @vitest-environment jsdom
// A building's yearly figures (issue 26) against a stubbed API: the years listed with their money
// in each language, a year added (refused before sending while an amount is wrong or the year is
// taken, then PUT with its three amounts), a year deleted only once confirmed; and the property's
// facts as the summary's lines.
import type { PropertyFigure } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { FiguresSection } from './figures-section';
import { usePropertyFacts } from './property-facts';

const BUILDING = '0190a000-0000-7000-8000-0000000000b1';
const STAMPS = { created_at: '2026-11-27T10:00:00.000Z', updated_at: '2026-11-27T10:00:00.000Z' };
const FIGURES: PropertyFigure[] = [
  { year: 2024, noi: 1_180_000, opex: 410_000.5, taxes: 96_000, ...STAMPS },
  { year: 2025, noi: 1_250_000, opex: 425_000, taxes: null, ...STAMPS },
];

beforeAll(async () => {
  const ns = ['property', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Asked {
  method: string;
  path: string;
  body?: unknown;
}

/** The figures as listed; a PUT answers the year written, a DELETE 204. */
function serve() {
  const asked: Asked[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const [path = ''] = url.split('?');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      asked.push({ method, path, body });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      const answer =
        method === 'PUT' ? { year: Number(path.split('/').pop()), ...body, ...STAMPS } : { data: FIGURES };
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function show(element: React.ReactNode, lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin/addresses/x'] });
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
const rows = async () =>
  (await screen.findAllByTestId('figure-row', {}, SLOW)).map((row) =>
    [...row.querySelectorAll('td')].slice(0, 4).map((cell) => flat(cell.textContent)),
  );

it.each([
  [
    'en',
    [
      ['2024', '$1,180,000', '$410,000.50', '$96,000'],
      ['2025', '$1,250,000', '$425,000', ''],
    ],
  ],
  [
    'fr',
    [
      ['2024', '1 180 000 $', '410 000,50 $', '96 000 $'],
      ['2025', '1 250 000 $', '425 000 $', ''],
    ],
  ],
] as const)(
  'lists the years oldest first, their money in %s, and draws them as a picture',
  async (lang, expected) => {
    serve();
    show(<FiguresSection addressId={BUILDING} />, lang);
    expect(await rows()).toEqual(expected);
    // The chart is for the eye: the table is what screen readers and the keyboard use.
    const chart = await screen.findByTestId('figures-chart', {}, SLOW);
    expect(chart.getAttribute('aria-hidden')).toBe('true');
  },
);

it('adds a year: refused before sending while wrong or taken, then PUT with its three amounts', async () => {
  const asked = serve();
  show(<FiguresSection addressId={BUILDING} />);
  await rows();
  fireEvent.click(screen.getByRole('button', { name: 'Add a year' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a year’s figures' });
  const year = within(dialog).getByLabelText('Year') as HTMLInputElement;
  // The year after the latest entered.
  expect(year.value).toBe('2026');
  fireEvent.change(within(dialog).getByLabelText(/^Net operating income/), { target: { value: '-15 000' } });
  fireEvent.change(within(dialog).getByLabelText(/^Operating expenses/), { target: { value: '-1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('Operating expenses must be a number from 0 to 1,000,000,000,000'),
  ).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText(/^Operating expenses/), { target: { value: '310000,5' } });
  fireEvent.change(year, { target: { value: '2025' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('2025 already has figures: edit its row instead.')).toBeTruthy();
  expect(asked.some((a) => a.method === 'PUT')).toBe(false);

  fireEvent.change(year, { target: { value: '2023' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
  expect(asked.find((a) => a.method === 'PUT')).toEqual({
    method: 'PUT',
    path: `/api/v1/addresses/${BUILDING}/figures/2023`,
    body: { noi: -15000, opex: 310000.5, taxes: null },
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('edits a year with its year fixed, and deletes one only once confirmed', async () => {
  const asked = serve();
  show(<FiguresSection addressId={BUILDING} />);
  await rows();
  fireEvent.click(screen.getByRole('button', { name: 'Edit the figures of 2025' }));
  const dialog = await screen.findByRole('dialog', { name: 'Figures of 2025' });
  expect((within(dialog).getByLabelText('Year') as HTMLInputElement).disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText(/^Taxes/), { target: { value: '99000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'PUT')).toBe(true));
  expect(asked.find((a) => a.method === 'PUT')?.body).toEqual({ noi: 1250000, opex: 425000, taxes: 99000 });

  fireEvent.click(screen.getByRole('button', { name: 'Delete the figures of 2024' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete the figures of 2024?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(asked.some((a) => a.method === 'DELETE')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Delete the figures of 2024' }));
  const again = await screen.findByRole('dialog', { name: 'Delete the figures of 2024?' });
  fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(asked.some((a) => a.method === 'DELETE')).toBe(true));
  expect(asked.find((a) => a.method === 'DELETE')?.path).toBe(`/api/v1/addresses/${BUILDING}/figures/2024`);
});

it('says so when no year is entered yet', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 })),
  );
  show(<FiguresSection addressId={BUILDING} />);
  expect(
    await screen.findByText(
      'No figures yet: add a year’s net operating income, operating expenses and taxes.',
      {},
      SLOW,
    ),
  ).toBeTruthy();
});

function Facts(props: Parameters<typeof usePropertyFacts>[0]) {
  const facts = usePropertyFacts(props).filter(([, value]) => value !== null);
  return (
    <ul>
      {facts.map(([label, value]) => (
        <li key={label}>{`${label}: ${value}`}</li>
      ))}
    </ul>
  );
}

it.each([
  [
    'en',
    [
      'Year built: 1987',
      'Land area: 85,000 sq ft',
      'Parking spaces: 120',
      'Zoning: I-2',
      'Sale: For sale · $4,500,000',
    ],
  ],
  [
    'fr',
    [
      'Année de construction: 1987',
      'Superficie du terrain: 85 000 pi²',
      'Places de stationnement: 120',
      'Zonage: I-2',
      'Vente: À vendre · 4 500 000 $',
    ],
  ],
] as const)('puts the recorded facts in the summary’s words (%s)', (lang, expected) => {
  const facts = {
    year_built: 1987,
    land_area_sqft: 85000,
    parking_spaces: 120,
    zoning: 'I-2',
    for_sale: true,
    asking_price: 4_500_000,
  };
  show(<Facts {...facts} />, lang);
  expect(screen.getAllByRole('listitem').map((li) => flat(li.textContent))).toEqual(expected);
  cleanup();
  // Not for sale, nothing else recorded: no line at all.
  show(
    <Facts
      year_built={null}
      land_area_sqft={null}
      parking_spaces={null}
      zoning={null}
      for_sale={false}
      asking_price={4_500_000}
    />,
    lang,
  );
  expect(screen.queryAllByRole('listitem')).toEqual([]);
});

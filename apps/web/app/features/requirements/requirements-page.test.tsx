// @vitest-environment jsdom
// The Who wants what page against a stubbed API: a search sends the filters and lists the matching
// contacts as links; the URL holds the search (a bookmark, Back); no match says so; the shared
// schema refuses a negative size before anything is sent; pages of 25; a failed load; French.
import type { RequirementPage } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { excerpt } from './requirement-matches';
import { RequirementsPage } from './requirements-page';

type Match = RequirementPage['data'][number];

const ANN = '01890000-0000-7000-8000-00000000000a';
const MATCH: Match = {
  id: '01890000-0000-7000-8000-0000000000r1',
  entity_id: ANN,
  entity_name: 'Ann Broker',
  deal: 'lease',
  property_types: ['industrial'],
  min_sqft: 20000,
  max_sqft: 40000,
  cities: ['Montréal'],
  price_max: 12,
  price_basis: 'rent',
  notes: 'Dock doors',
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
};

beforeAll(async () => {
  const ns = ['requirements', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stubbed API answering each search with `answer(params)`; each request's parameters kept. */
function serve(answer: (params: Record<string, string>) => Match[] | number = () => [MATCH]) {
  const asked: Record<string, string>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const [path, search] = url.split('?');
      expect(path).toBe('/api/v1/requirements');
      const params = Object.fromEntries(new URLSearchParams(search));
      asked.push(params);
      const rows = answer(params);
      const body =
        typeof rows === 'number' ? { error: 'boom' } : { data: rows, offset: Number(params.offset) };
      return new Response(JSON.stringify(body), {
        status: typeof rows === 'number' ? rows : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function show(path = '/admin/requirements', lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <RequirementsPage /> }], {
    initialEntries: [path],
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
  return router;
}

/** A search is a resolver, a navigation and a fetch: more than findBy's second on a busy machine. */
const SLOW = { timeout: 5_000 };

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox', {}, SLOW)).getByRole('option', { name: option }));
}

const PAGE = { limit: '25', offset: '0' };

it('finds who wants industrial over 20,000 sq ft in Montréal, the search in the URL', async () => {
  const asked = serve((params) => (params.type === 'industrial' ? [MATCH] : []));
  const router = show();
  expect(screen.getByRole('heading', { level: 1, name: 'Who wants what' })).toBeTruthy();
  // On arrival, every requirement (none here).
  expect(await screen.findByText('No requirement matches this search.', {}, SLOW)).toBeTruthy();
  expect(asked).toEqual([PAGE]);

  await choose('Property type', 'Industrial');
  fireEvent.change(screen.getByLabelText('Size (sq ft)'), { target: { value: '20000' } });
  fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Montréal' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));

  const table = await screen.findByRole('table', { name: 'Matching requirements' }, SLOW);
  expect(asked[1]).toEqual({ type: 'industrial', size: '20000', city: 'Montréal', ...PAGE });
  expect(router.state.location.search).toBe(
    `?${new URLSearchParams({ type: 'industrial', size: '20000', city: 'Montréal' })}`,
  );
  const link = within(table).getByRole('link', { name: 'Ann Broker' });
  expect(link.getAttribute('href')).toBe(`/admin/contacts/${ANN}`);
  const cells = within(table)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\u202f|\u00a0/g, ' '));
  expect(cells).toEqual([
    'Ann Broker',
    'Lease',
    'Industrial',
    '20,000 – 40,000 sq ft',
    'Montréal',
    'rent up to 12',
    'Dock doors',
  ]);

  // Back returns to the search before, its fields as they were.
  await router.navigate(-1);
  expect(await screen.findByText('No requirement matches this search.', {}, SLOW)).toBeTruthy();
  await waitFor(
    () => expect((screen.getByLabelText('Size (sq ft)') as HTMLInputElement).value).toBe(''),
    SLOW,
  );
  expect(screen.getByRole('combobox', { name: 'Property type' }).textContent).toBe('Any');
});

it('a bookmarked search fills the form and runs at once (in French)', async () => {
  const asked = serve();
  show('/admin/requirements?deal=lease&city=montreal', 'fr');
  expect(screen.getByRole('heading', { level: 1, name: 'Qui cherche quoi' })).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Besoins correspondants' }, SLOW);
  expect(asked).toEqual([{ deal: 'lease', city: 'montreal', ...PAGE }]);
  expect((screen.getByLabelText('Ville') as HTMLInputElement).value).toBe('montreal');
  expect(screen.getByRole('combobox', { name: 'Opération' }).textContent).toBe('Location');
  expect(
    within(table)
      .getByRole('row', { name: /Ann Broker/ })
      .textContent?.replace(/\u202f|\u00a0/g, ' '),
  ).toBe('Ann BrokerLocationIndustriel20 000 – 40 000 pi²Montréalloyer jusqu’à 12Dock doors');
});

it('a negative size shows the shared message by the field and sends nothing', async () => {
  const asked = serve();
  show();
  await screen.findByRole('table', {}, SLOW);
  fireEvent.change(screen.getByLabelText('Size (sq ft)'), { target: { value: '-5' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  expect(
    await screen.findByText('Size must be a whole number of square feet from 0 to 100,000,000', {}, SLOW),
  ).toBeTruthy();
  expect(asked).toHaveLength(1);

  // A hand-edited link is judged the same way: its message shows, and nothing is sent.
  cleanup();
  const again = serve();
  show('/admin/requirements?size=-5');
  expect(
    await screen.findByText('Size must be a whole number of square feet from 0 to 100,000,000', {}, SLOW),
  ).toBeTruthy();
  expect(again).toEqual([]);
  expect(screen.queryByRole('status')).toBeNull();
});

it('pages through 25 at a time, the page in the URL', async () => {
  const many = Array.from({ length: 25 }, (_, i) => ({ ...MATCH, id: `r${i}`, entity_name: `Contact ${i}` }));
  const asked = serve((params) => (params.offset === '0' ? many : [MATCH]));
  const router = show('/admin/requirements?type=industrial');
  expect(await screen.findByText('Requirements 1–25', {}, SLOW)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Requirements 26–26', {}, SLOW)).toBeTruthy();
  expect(asked.at(-1)).toEqual({ type: 'industrial', limit: '25', offset: '25' });
  expect(router.state.location.search).toBe('?type=industrial&offset=25');
  expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
});

it('a failed load says so and asks again', async () => {
  let fail = true;
  serve(() => (fail ? 500 : [MATCH]));
  show();
  expect(await screen.findByText('The requirements could not be loaded.', {}, SLOW)).toBeTruthy();
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Ann Broker' }, SLOW)).toBeTruthy();
});

it('cuts a long note at a word', () => {
  expect(excerpt('Short')).toBe('Short');
  const long = `${'word '.repeat(30)}end`;
  expect(excerpt(long)).toMatch(/^(word ){15}word…$/);
  expect(excerpt(long).length).toBeLessThanOrEqual(81);
});

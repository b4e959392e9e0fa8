// @vitest-environment jsdom
// The new-deal dialog (issue 27) against a stubbed API: a leasing pipeline's value computed from
// area × rent × term as it is typed, splits that do not add up to 100 % said so and refused before
// anything is sent, then the create with what was typed.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { DEAL, PIPELINE, STAGE, serveDeals } from './deal-fixtures';
import { NewDealDialog } from './new-deal-dialog';

const CONTACT = '01900000-0000-7000-8000-0000000000c1';

beforeAll(async () => {
  const ns = ['deals', 'crm', 'validation', 'auth', 'common', 'requirements'] as const;
  await loadMessages('en', [...ns]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/deals/board',
        element: <NewDealDialog party={{ id: CONTACT, label: 'Acme Inc.' }} onClose={() => {}} />,
      },
      { path: '/admin/deals/:id', element: <p>deal page</p> },
    ],
    { initialEntries: ['/admin/deals/board'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances.en}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

it('computes a lease’s value, refuses splits not adding up to 100 %, then creates the deal', async () => {
  const sent = serveDeals({ 'POST /api/v1/deals': (body) => [201, { ...DEAL, ...(body as object) }] });
  show();
  const dialog = await screen.findByRole('dialog');
  // The pipeline's first stage by default, the contact a party.
  expect(within(dialog).getByText('Acme Inc.')).toBeTruthy();
  type(/Deal name/, 'Acme HQ lease');
  type(/Area \(sq ft\)/, '10000');
  type(/Rent/, '20');
  type(/Term/, '36');
  expect(screen.getByTestId('lease-value').textContent?.replace(/\u00a0/g, ' ')).toBe(
    'Lease value: $600,000',
  );
  type(/Commission \(%\)/, '5');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add a split' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add a split' }));
  const shares = within(dialog).getAllByLabelText(/Share/);
  fireEvent.change(shares[0] as HTMLElement, { target: { value: '60' } });
  fireEvent.change(shares[1] as HTMLElement, { target: { value: '30' } });
  expect(screen.getByTestId('splits-total').textContent).toBe('Splits must add up to 100 % (now 90 %).');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await within(dialog).findByText('The splits must add up to 100 %')).toBeTruthy();
  expect(sent).toHaveLength(0);

  fireEvent.change(shares[1] as HTMLElement, { target: { value: '40' } });
  expect(screen.getByTestId('splits-total').textContent).toBe('Total: 100 %');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toMatchObject({
    name: 'Acme HQ lease',
    pipeline_id: PIPELINE.id,
    stage_id: STAGE.pursuit,
    parties: [{ entity_id: CONTACT, role: 'other' }],
    area_sqft: 10000,
    rent_sqft_year: 20,
    term_months: 36,
    commission_pct: 5,
    splits: [
      { staff_id: 'user-ann', pct: 60 },
      { staff_id: 'user-bob', pct: 40 },
    ],
  });
  expect(await screen.findByText('deal page')).toBeTruthy();
});

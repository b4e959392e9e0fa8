// @vitest-environment jsdom
// A deal's page (issue 27) against a stubbed API: its facts in words (the probability says it is
// the stage's), and an edit through the confirm dialog that PUTs only the change with If-Match.
import type { Deal } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { DEAL, serveDeals } from './deal-fixtures';
import { DealDetail } from './deal-page';

beforeAll(async () => {
  const ns = ['deals', 'crm', 'records', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(lang: Language = 'en', record: Deal & { etag?: string } = { ...DEAL, etag: '"1"' }) {
  const path = `/admin/deals/${DEAL.id}`;
  const router = createMemoryRouter([{ path, element: <DealDetail record={record} /> }], {
    initialEntries: [path],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
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

const facts = () =>
  within(screen.getByTestId('deal-summary'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent?.replace(/[\u00a0\u202f]/g, ' ')}`);

it('shows the deal: stage, property, computed value, commission, probability from its stage, dates', async () => {
  serveDeals();
  show();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme HQ lease');
  await waitFor(() => expect(facts()).toContain('Pipeline: Landlord leasing'));
  expect(facts()).toEqual(
    expect.arrayContaining([
      'Stage: Proposals',
      'Property: 1000 Rue Sherbrooke O, Montréal',
      'Value: $600,000 (area × rent × term)',
      'Commission: $30,000 (5%)',
      'Probability (%): 50% (stage default)',
      'Weighted commission: $15,000',
      'Letter of intent (LOI): Dec 1, 2026',
    ]),
  );
  expect(screen.getByRole('link', { name: '1000 Rue Sherbrooke O, Montréal' }).getAttribute('href')).toBe(
    `/admin/addresses/${DEAL.address_id}`,
  );
  const parties = within(screen.getByTestId('deal-parties'));
  expect(parties.getByRole('link', { name: 'Acme Inc.' })).toBeTruthy();
  expect(screen.getByTestId('deal-parties').textContent).toContain('Tenant');
  expect(screen.getByTestId('deal-splits').textContent).toContain('Ann Broker — 60%');
});

it('says so in French, with the overridden probability', async () => {
  serveDeals();
  show('fr', { ...DEAL, probability: 70, probability_overridden: true });
  await waitFor(() => expect(facts()).toContain('Pipeline: Location (mandat du propriétaire)'));
  expect(facts()).toContain('Étape: Propositions');
  expect(facts()).toContain('Probabilité (%): 70 % (modifiée; valeur de l’étape 50 %)');
});

it('edits through the confirm dialog: only the change is sent, with the version loaded', async () => {
  const sent = serveDeals();
  show();
  const name = screen.getByLabelText(/Deal name/);
  fireEvent.change(name, { target: { value: 'Acme HQ renewal' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Acme HQ renewal');
  fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    body: { name: 'Acme HQ renewal' },
    ifMatch: '"1"',
  });
  expect(sent[0]?.url).toContain(`/api/v1/deals/${DEAL.id}`);
});

it('edits a party’s role and the splits: each list is sent whole, splits summing to 100', async () => {
  const sent = serveDeals();
  show();
  const form = screen.getByRole('form', { name: 'Deal details' });
  fireEvent.mouseDown(within(form).getByRole('combobox', { name: /Role/ }));
  fireEvent.click(await screen.findByRole('option', { name: 'Landlord' }));
  const shares = within(form).getAllByLabelText(/Share/);
  fireEvent.change(shares[0] as HTMLElement, { target: { value: '50' } });
  fireEvent.change(shares[1] as HTMLElement, { target: { value: '50' } });
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain('Acme Inc. (Landlord)');
  expect(dialog.textContent).toContain('Ann Broker (ann@firm.test) 50 %');
  fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({
    parties: [{ entity_id: DEAL.parties[0]?.entity_id, role: 'landlord' }],
    splits: [
      { staff_id: 'user-ann', pct: 50 },
      { staff_id: 'user-bob', pct: 50 },
    ],
  });
});

// @vitest-environment jsdom
// A deal's page (issue 27) against a stubbed API: its facts in words (the probability says it is
// the stage's), and an edit through the confirm dialog that PUTs only the change with If-Match.
import type { Deal } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { DEAL, serveDeals } from './deal-fixtures';
import { DealDetail } from './deal-page';

beforeAll(async () => {
  const ns = ['deals', 'crm', 'records', 'validation', 'auth', 'common', 'requirements'] as const;
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

const TOWER = {
  uuid: '01900000-0000-7000-8000-0000000000a2',
  address: '1250 Boul. René-Lévesque O, Montréal',
};
const REQUIREMENT = {
  id: '01900000-0000-7000-8000-0000000000b1',
  entity_id: DEAL.parties[0]?.entity_id,
  deal: 'lease',
  property_types: ['office'],
  min_sqft: 8000,
  max_sqft: 12000,
  cities: ['Montréal'],
  price_max: null,
  price_basis: null,
  notes: null,
  created_at: '2026-11-01T15:00:00.000Z',
  updated_at: '2026-11-01T15:00:00.000Z',
};

it('moves the deal to another property: picked by its address, named in the confirm dialog', async () => {
  const sent = serveDeals({
    'GET /api/v1/addresses/query': () => [200, { data: [TOWER], offset: 0 }],
  });
  show();
  const form = screen.getByRole('form', { name: 'Deal details' });
  const picker = within(form).getByRole('combobox', { name: 'Property (address)' }) as HTMLInputElement;
  expect(picker.value).toBe('1000 Rue Sherbrooke O, Montréal');
  // The Autocomplete keeps typed text only while focused, as a person's typing is.
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: 'René' } });
  fireEvent.click(await screen.findByRole('option', { name: TOWER.address }, { timeout: 3000 }));
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(`Property${TOWER.address}`);
  fireEvent.click(within(dialog).getByRole('button', { name: /save/i }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ method: 'PUT', body: { address_id: TOWER.uuid }, ifMatch: '"1"' });
});

it('clears the property and picks the party’s requirement, said in French', async () => {
  const sent = serveDeals({
    [`GET /api/v1/entities/${DEAL.parties[0]?.entity_id}/requirements`]: () => [200, { data: [REQUIREMENT] }],
  });
  show('fr');
  const form = screen.getByRole('form', { name: 'Détails de la transaction' });
  const picker = within(form).getByRole('combobox', { name: 'Propriété (adresse)' });
  // Its text erased, the picker holds no property.
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: '' } });
  fireEvent.mouseDown(await within(form).findByRole('combobox', { name: 'Besoin' }));
  fireEvent.click(await screen.findByRole('option', { name: /Bureau/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Mettre à jour' }));
  const dialog = await screen.findByRole('dialog');
  const text = dialog.textContent?.replace(/[\u00a0\u202f]/g, ' ');
  expect(text).toContain('PropriétéAucune propriété');
  expect(text).toMatch(/Besoin.*Bureau/);
  fireEvent.click(within(dialog).getByRole('button', { name: /enregistrer/i }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toEqual({ address_id: null, requirement_id: REQUIREMENT.id });
});

it('shows the server’s refusal of a property gone meanwhile on the picker, keeping the edit', async () => {
  serveDeals({
    'GET /api/v1/addresses/query': () => [200, { data: [TOWER], offset: 0 }],
    [`PUT /api/v1/deals/${DEAL.id}`]: () => [
      404,
      {
        error: {
          code: 'not_found',
          message: 'Address not found',
          field_keys: { address_id: 'lookup.address' },
        },
      },
    ],
  });
  show();
  const form = screen.getByRole('form', { name: 'Deal details' });
  const picker = within(form).getByRole('combobox', { name: 'Property (address)' }) as HTMLInputElement;
  // The Autocomplete keeps typed text only while focused, as a person's typing is.
  act(() => picker.focus());
  fireEvent.change(picker, { target: { value: 'René' } });
  fireEvent.click(await screen.findByRole('option', { name: TOWER.address }, { timeout: 3000 }));
  fireEvent.click(screen.getByRole('button', { name: 'Update' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /save/i }));
  await waitFor(() => expect(picker.getAttribute('aria-invalid')).toBe('true'));
  expect(within(form).getByText('Could not find address')).toBeTruthy();
  expect(picker.value).toBe(TOWER.address);
});

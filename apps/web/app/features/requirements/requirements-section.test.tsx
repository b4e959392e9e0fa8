// @vitest-environment jsdom
// The Requirements section of a contact's page, against a stubbed API: the list in words (English
// and French), adding one through the dialog (the shared schema refuses a minimum over the maximum
// before anything is sent), editing and deleting.
import type { Requirement } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { RequirementsSection } from './requirements-section';

const CONTACT = '01890000-0000-7000-8000-00000000000a';
const STORED: Requirement = {
  id: '01890000-0000-7000-8000-0000000000r1',
  entity_id: CONTACT,
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

/** A stubbed API holding `rows`, recording each write. */
function serve(rows: Requirement[]) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      if (method !== 'GET') sent.push({ method, url, body });
      const json = (status: number, data: unknown) =>
        new Response(data === undefined ? null : JSON.stringify(data), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (method === 'GET') return json(200, { data: rows });
      if (method === 'POST') {
        const made = { ...STORED, ...body, id: 'new-id' };
        rows.push(made);
        return json(201, made);
      }
      if (method === 'PUT') return json(200, { ...STORED, ...body });
      rows.splice(0, rows.length);
      return new Response(null, { status: 204 });
    }),
  );
  return sent;
}

function show(lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = <RequirementsSection entityId={CONTACT} />;
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={createMemoryRouter([{ path: '*', element }])} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

it.each([
  ['en', 'Requirements', 'Lease', 'Industrial · 20,000 – 40,000 sq ft · Montréal · rent up to 12'],
  ['fr', 'Besoins', 'Location', 'Industriel · 20 000 – 40 000 pi² · Montréal · loyer jusqu’à 12'],
] as const)('lists a contact’s requirements in words (%s)', async (lang, title, deal, words) => {
  serve([STORED]);
  show(lang);
  expect(screen.getByRole('heading', { name: title })).toBeTruthy();
  const item = await screen.findByRole('listitem');
  expect(item.textContent?.replace(/\u202f|\u00a0/g, ' ')).toContain(`${deal} · ${words}`);
  expect(item.textContent).toContain('Dock doors');
});

it('adds a requirement: a minimum over the maximum is refused with the shared message, then saved', async () => {
  const sent = serve([]);
  show();
  expect(await screen.findByText('No requirements yet.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add a requirement' }));
  const dialog = await screen.findByRole('dialog', { name: 'New requirement' });
  fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Office' }));
  fireEvent.change(within(dialog).getByLabelText('Minimum size (sq ft)'), { target: { value: '5000' } });
  fireEvent.change(within(dialog).getByLabelText('Maximum size (sq ft)'), { target: { value: '1000' } });
  fireEvent.change(within(dialog).getByLabelText('Cities'), { target: { value: 'Laval, Montréal' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(
    await within(dialog).findByText('The minimum size cannot be more than the maximum size'),
  ).toBeTruthy();
  expect(sent).toEqual([]);
  fireEvent.change(within(dialog).getByLabelText('Maximum size (sq ft)'), { target: { value: '9000' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual({
    method: 'POST',
    url: `/api/v1/entities/${CONTACT}/requirements`,
    body: {
      deal: 'lease',
      property_types: ['office'],
      min_sqft: 5000,
      max_sqft: 9000,
      cities: ['Laval', 'Montréal'],
      price_max: null,
      price_basis: null,
      notes: null,
    },
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('edits and deletes a requirement', async () => {
  const sent = serve([{ ...STORED }]);
  show();
  fireEvent.click(await screen.findByRole('button', { name: 'Edit the requirement to Lease' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit requirement' });
  expect((within(dialog).getByLabelText('Cities') as HTMLInputElement).value).toBe('Montréal');
  fireEvent.change(within(dialog).getByLabelText('Cities'), { target: { value: 'Québec' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({
    method: 'PUT',
    url: `/api/v1/requirements/${STORED.id}`,
    body: { cities: ['Québec'] },
  });
  vi.spyOn(window, 'confirm').mockReturnValue(true);
  fireEvent.click(await screen.findByRole('button', { name: 'Delete the requirement to Lease' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ method: 'DELETE', url: `/api/v1/requirements/${STORED.id}` });
  expect(await screen.findByText('No requirements yet.')).toBeTruthy();
});

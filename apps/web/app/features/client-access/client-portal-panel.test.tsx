// @vitest-environment jsdom
// Staff's "Client portal" panel on a contact (issue 29) against a stubbed API: each status in
// words; Invite in the chosen language (POST client-invite); Revoke only after the confirmation
// (DELETE); the companies they represent saved as ticked (PUT); no Invite without an email.
import { ClientAccessStatus } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { ClientPortalPanel } from './client-portal-panel';

const NONE = ClientAccessStatus.parse({
  status: 'none',
  email: 'jane@example.com',
  lang: 'en',
  invited_at: null,
  invite_expires_at: null,
  granted_at: null,
  revoked_at: null,
  last_sign_in_at: null,
  companies: [],
  candidates: [
    { id: 'co1', name: 'Maple Holdings' },
    { id: 'co2', name: 'Birch Capital' },
  ],
});
const INVITED = ClientAccessStatus.parse({
  ...NONE,
  status: 'invited',
  lang: 'fr',
  invited_at: '2026-11-20T15:00:00.000Z',
  invite_expires_at: '2026-12-04T15:00:00.000Z',
});
const ACTIVE = ClientAccessStatus.parse({
  ...INVITED,
  status: 'active',
  granted_at: '2026-11-21T15:00:00.000Z',
  last_sign_in_at: '2026-11-28T15:00:00.000Z',
  companies: [{ id: 'co1', name: 'Maple Holdings' }],
});
const REVOKED = ClientAccessStatus.parse({
  ...ACTIVE,
  status: 'revoked',
  revoked_at: '2026-11-27T15:00:00.000Z',
});

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(first: ClientAccessStatus) {
  const calls: Call[] = [];
  let current = first;
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      if (input === '/api/v1/entities/e1/client-access' && method === 'GET') return json(current);
      if (input === '/api/v1/entities/e1/client-invite') {
        current = INVITED;
        return json(current);
      }
      if (input === '/api/v1/entities/e1/client-access' && method === 'PUT') {
        current = { ...current, companies: NONE.candidates.filter((c) => body.company_ids.includes(c.id)) };
        return json(current);
      }
      if (input === '/api/v1/entities/e1/client-access' && method === 'DELETE') {
        current = REVOKED;
        return new Response(null, { status: 204 });
      }
      return json({ error: { code: 'not_found' } }, 404);
    }),
  );
  return calls;
}

beforeAll(async () => {
  const ns = ['clientAccess', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={instances.en}>
        <NotifyProvider>
          <ClientPortalPanel entityId="e1" name="Jane Investor" />
        </NotifyProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

const status = async () => (await screen.findByTestId('client-access-status')).textContent;

it('invites a contact in the language chosen', async () => {
  const calls = stubApi(NONE);
  show();
  expect(await status()).toBe('No access to the client portal.');
  expect(screen.queryByRole('button', { name: 'Revoke access…' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Invite…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite to the client portal' });
  expect(within(dialog).getByText('An invitation will be emailed to jane@example.com.')).toBeTruthy();
  fireEvent.click(within(dialog).getByLabelText('French'));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
  await waitFor(async () => expect(await status()).toBe('Invited on Nov 20, 2026 (expires Dec 4, 2026).'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ lang: 'fr' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Send again…' })).toBeTruthy();
});

it('shows an active client, saves the companies they represent, and revokes only once confirmed', async () => {
  const calls = stubApi(ACTIVE);
  show();
  await waitFor(async () =>
    expect(await status()).toMatch(/^Active since Nov 21, 2026\.Last sign-in: Nov 28, 2026/),
  );
  expect(screen.getByRole('button', { name: 'Post an update…' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Share a document…' })).toBeTruthy();

  const companies = screen.getByRole('group', { name: 'Companies they represent' });
  expect((within(companies).getByLabelText('Maple Holdings') as HTMLInputElement).checked).toBe(true);
  fireEvent.click(within(companies).getByLabelText('Birch Capital'));
  fireEvent.click(within(companies).getByRole('button', { name: 'Save the companies' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ company_ids: ['co1', 'co2'] }),
  );

  fireEvent.click(screen.getByRole('button', { name: 'Revoke access…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Revoke client access?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

  fireEvent.click(screen.getByRole('button', { name: 'Revoke access…' }));
  fireEvent.click(
    within(await screen.findByRole('dialog', { name: 'Revoke client access?' })).getByRole('button', {
      name: 'Revoke',
    }),
  );
  await waitFor(async () => expect(await status()).toBe('Access revoked on Nov 27, 2026.'));
  expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('button', { name: 'Invite…' })).toBeTruthy();
});

it('offers no invitation to a contact without an email', async () => {
  stubApi({ ...NONE, email: null });
  show();
  await screen.findByText('This contact has no email address: add one to invite them.');
  expect((screen.getByRole('button', { name: 'Invite…' }) as HTMLButtonElement).disabled).toBe(true);
});

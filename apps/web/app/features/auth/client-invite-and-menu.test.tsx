// @vitest-environment jsdom
// Issue 29: the account menu, which offers the CRM's items to staff only, a client's
// portal to a client, and neither to an account waiting for the firm.
import type { SessionUser } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/language';
import { forgetAccountKinds } from '../../session/account-kind';
import AccountMenu from './account-menu';

const json = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(routes: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({
        method,
        url: input,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      const answer = routes[`${method} ${input}`];
      return answer ? answer() : json({ error: { code: 'not_found' } }, 404);
    }),
  );
  return calls;
}

beforeAll(async () => {
  const ns = ['clientPortal', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
beforeEach(() => forgetAccountKinds());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(element: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <QueryClientProvider client={client}>
      <LanguageProvider>
        <I18nextProvider i18n={instances.en}>{element}</I18nextProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
  const router = createMemoryRouter(
    [
      { path: '*', element: page },
      { path: '/portal', element: <p>The client portal</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const user = (role: string, id = role): SessionUser => ({
  id,
  name: 'Someone',
  email: `${id}@example.com`,
  emailVerified: true,
  role,
  banned: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

async function menuItems(account: SessionUser) {
  show(<AccountMenu user={account} />);
  fireEvent.click(screen.getByTestId('account-menu'));
  await screen.findByRole('menu');
  // The kind of a non-staff account is asked first.
  await waitFor(() => expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(1));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

it('offers the CRM to staff only', async () => {
  stubApi({});
  const items = await menuItems(user('staff'));
  expect(items).toContain('Admin Portal');
  expect(items).toContain('New Client');
  expect(items).not.toContain('My portfolio');
});

it('offers a client their portal, and nothing of the CRM', async () => {
  stubApi({ 'GET /api/v1/client/me': () => json({}) });
  const items = await menuItems(user('user', 'client1'));
  expect(items).toEqual([
    'My portfolio',
    'Updates',
    'Documents',
    'My representative',
    'Settings',
    'Security',
    'Logout',
  ]);
});

it('offers a pending account only its status, its security and logout', async () => {
  stubApi({
    'GET /api/v1/client/me': () => json({ error: { code: 'forbidden', key: 'client.err.pending' } }, 403),
  });
  const items = await menuItems(user('user', 'pending1'));
  expect(items).toEqual(['My account', 'Security', 'Logout']);
});

// @vitest-environment jsdom
// Issue 29: the invitation page of a client: its expired and unknown states, and a password that
// opens the portal.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/language';
import { forgetAccountKinds } from '../../session/account-kind';
import { ClientInvitePage } from './invite-page';

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

const INVITE = '/api/v1/public/client-invites/tok1';
const CONFIG = () => json({ google: true });

it('says an expired or used invitation is gone, and to ask for a new one', async () => {
  stubApi({
    [`GET ${INVITE}`]: () => json({ error: { code: 'gone', key: 'client.err.inviteExpired' } }, 410),
    'GET /api/v1/public/auth-config': CONFIG,
  });
  show(<ClientInvitePage token="tok1" />);
  expect(await screen.findByText('This invitation has expired or was already used.')).toBeTruthy();
  expect(screen.getByText('Ask the firm for a new invitation.')).toBeTruthy();
  expect(screen.queryByLabelText(/Password/)).toBeNull();
});

it('says an unknown link is not valid', async () => {
  stubApi({
    [`GET ${INVITE}`]: () => json({ error: { code: 'not_found', key: 'client.err.inviteInvalid' } }, 404),
    'GET /api/v1/public/auth-config': CONFIG,
  });
  show(<ClientInvitePage token="tok1" />);
  expect(await screen.findByText('This invitation link is not valid.')).toBeTruthy();
});

it('shows whom the invitation is for, judges the password, and opens the portal', async () => {
  const calls = stubApi({
    [`GET ${INVITE}`]: () => json({ email: 'jane@example.com', name: 'Jane Investor', lang: 'en' }),
    'GET /api/v1/public/auth-config': CONFIG,
    [`POST ${INVITE}`]: () => json({ email: 'jane@example.com', signed_in: true }),
    'GET /api/auth/get-session': () => json(null),
  });
  const router = show(<ClientInvitePage token="tok1" />, '/portal/invite/tok1');
  expect(
    await screen.findByText('Jane Investor, choose a password to open your portal (jane@example.com).'),
  ).toBeTruthy();
  expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  const password = screen.getByLabelText(/^Password/);
  fireEvent.change(password, { target: { value: 'short' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open my portal' }));
  await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
  expect(calls.some((c) => c.method === 'POST')).toBe(false);

  fireEvent.change(password, { target: { value: 'Correct-Horse-42!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Open my portal' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/portal'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ password: 'Correct-Horse-42!' });
});

it('sends an address that already had an account to sign in, then to the portal', async () => {
  stubApi({
    [`GET ${INVITE}`]: () => json({ email: 'jane@example.com', name: 'Jane Investor', lang: 'en' }),
    'GET /api/v1/public/auth-config': () => json({ google: false }),
    [`POST ${INVITE}`]: () => json({ email: 'jane@example.com', signed_in: false }),
  });
  const router = show(<ClientInvitePage token="tok1" />, '/portal/invite/tok1');
  fireEvent.change(await screen.findByLabelText(/^Password/), { target: { value: 'Correct-Horse-42!' } });
  expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Open my portal' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  expect(router.state.location.search).toBe('?redirect=%2Fportal');
});

it("remembers the invitation's language for the portal after it, and for the server's rendering", async () => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the one cookie the page writes
  document.cookie = 'language=; max-age=0; path=/';
  stubApi({
    [`GET ${INVITE}`]: () => json({ email: 'jean@example.com', name: 'Jean Investisseur', lang: 'fr' }),
    'GET /api/v1/public/auth-config': CONFIG,
  });
  show(<ClientInvitePage token="tok1" />, '/portal/invite/tok1');
  await waitFor(() => expect(localStorage.getItem('language')).toBe('fr'));
  expect(document.cookie).toContain('language=fr');
});

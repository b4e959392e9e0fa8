// @vitest-environment jsdom
// The inbox's client items (issue 29) against a stubbed API: a sign-up is given client access as
// the contact chosen (POST …/client-access) or refused (POST …/refuse); a client's message shows
// its thread and sends an answer (POST …/replies) that joins it.
import { InboxItemDetail } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { InboxClientSection } from './inbox-client-section';

const item = (kind: 'signup' | 'client_message', extra: Partial<InboxItemDetail> = {}) =>
  InboxItemDetail.parse({
    id: 12,
    kind,
    status: 'new',
    name: 'Jane Investor',
    email: 'jane@example.com',
    phone: null,
    company: null,
    subject: null,
    body: kind === 'client_message' ? 'Should we sell?' : null,
    message_id: null,
    nda_acceptance_id: null,
    entity_id: null,
    entity_name: null,
    handled_at: null,
    handled_by: null,
    handled_by_name: null,
    created_at: '2026-11-28T15:00:00.000Z',
    visitor_type: null,
    email_type: null,
    phone_type: null,
    visitor_role: null,
    user_id: 'u-signup',
    assigned_to: null,
    property_id: null,
    nda: null,
    listing_id: null,
    candidates: [],
    ...extra,
  });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi() {
  const calls: Call[] = [];
  const replies: unknown[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      if (input === '/api/v1/inbox/12/replies' && method === 'GET') return json({ data: replies });
      if (input === '/api/v1/inbox/12/replies') {
        const reply = {
          id: 'r1',
          body: body.body,
          author: 'Rob Rep',
          created_at: '2026-11-29T15:00:00.000Z',
          emailed: true,
        };
        replies.push(reply);
        return json(reply, 201);
      }
      if (method === 'POST') return json(item('signup', { status: 'handled' }));
      return json({ error: { code: 'not_found' } }, 404);
    }),
  );
  return calls;
}

beforeAll(async () => {
  const ns = ['clientAccess', 'validation', 'auth', 'common'] as const;
  await loadMessages('en', ns);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FOUND = [{ id: 'e-jane', label: 'Jane Investor', detail: 'Toronto' }];
const useFindContacts = () => ({ results: FOUND });

function show(detail: InboxItemDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={instances.en}>
        <NotifyProvider>
          <InboxClientSection item={detail} useFindContacts={useFindContacts} />
        </NotifyProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

it('gives a sign-up client access as the contact chosen', async () => {
  const calls = stubApi();
  show(item('signup'));
  fireEvent.click(screen.getByRole('button', { name: 'Give client access…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Give client access' });
  const give = within(dialog).getByRole('button', { name: 'Give access' }) as HTMLButtonElement;
  expect(give.disabled).toBe(true);
  fireEvent.click(within(dialog).getByLabelText('Jane Investor · Toronto'));
  fireEvent.click(give);
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/v1/inbox/12/client-access',
      body: { entity_id: 'e-jane' },
    }),
  );
});

it('refuses a sign-up', async () => {
  const calls = stubApi();
  show(item('signup'));
  fireEvent.click(screen.getByRole('button', { name: 'Refuse' }));
  await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/inbox/12/refuse'));
});

it("answers a client's message on its thread", async () => {
  const calls = stubApi();
  show(item('client_message'));
  expect(await screen.findByText('No answer yet.')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Your answer'), { target: { value: 'Let us meet on Monday.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
  expect(await screen.findByText('Let us meet on Monday.', { selector: 'p' })).toBeTruthy();
  expect(screen.getByText(/Rob Rep on .*· emailed/)).toBeTruthy();
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Let us meet on Monday.' });
});

// @vitest-environment jsdom
// The client portal (issue 29) against a stubbed API: the home lists the client's properties with
// how they hold them and the portfolio's figures each with its "as of" date (English and French);
// the message form refuses an empty or too long message and keeps the text when the server fails;
// the pending page's words.
import { CLIENT_MESSAGE_MAX } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { LanguageProvider } from '../../i18n/language';
import type { Language } from '../../site-config';
import { ME, PORTFOLIO, PROPERTIES } from './client-fixtures';
import { ClientNotifyProvider } from './client-notify';
import { MessageForm } from './message-form';
import { PendingPage } from './pending-page';
import { PortfolioPage } from './portfolio-page';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi({ messageStatus = 201 }: { messageStatus?: number } = {}) {
  const calls: Call[] = [];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      if (input === '/api/v1/client/properties') return json(PROPERTIES);
      if (input === '/api/v1/client/performance') return json(PORTFOLIO);
      if (input === '/api/v1/client/messages' && method === 'POST')
        return messageStatus === 201
          ? json(
              {
                id: 'm1',
                topic: body.topic,
                property: null,
                body: body.body,
                created_at: '2026-11-29T10:00:00Z',
                replies: [],
              },
              201,
            )
          : json({ error: { code: 'internal', message: 'boom' } }, messageStatus);
      return json({ error: { code: 'not_found' } }, 404);
    }),
  );
  return calls;
}

beforeAll(async () => {
  const ns = ['clientPortal', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(element: ReactNode, lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = (
    <QueryClientProvider client={client}>
      <LanguageProvider>
        <I18nextProvider i18n={instances[lang]}>
          <ClientNotifyProvider>{element}</ClientNotifyProvider>
        </I18nextProvider>
      </LanguageProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: page }])} />);
}

it('lists my properties with their ownership paths, and the figures with their dates', async () => {
  stubApi();
  show(<PortfolioPage me={ME} />);
  const list = await screen.findByRole('region', { name: 'My properties' });
  const paths = await within(list).findAllByTestId('ownership-path');
  expect(paths.map((p) => p.textContent)).toEqual([
    'You → Maple Holdings (60%) → 123 Main St',
    'You → 9 King St W (100%)',
  ]);
  expect(within(list).getByText('Toronto · Office · 25,000 sq ft')).toBeTruthy();
  expect(within(list).getByText('Your share: 100%')).toBeTruthy();
  expect(
    within(list).getByRole('link', { name: 'See the figures of 123 Main St' }).getAttribute('href'),
  ).toBe('/portal/properties/a-main');

  const summary = screen.getByRole('region', { name: 'Portfolio performance' });
  await within(summary).findByText('80%');
  expect(within(summary).getByText('$540,000')).toBeTruthy();
  expect(within(summary).getByText('3.4 years')).toBeTruthy();
  expect(within(summary).getByText('Net operating income 2025')).toBeTruthy();
  expect(within(summary).getByText('$410,000')).toBeTruthy();
  // Each figure says the day it is true on, in words.
  expect(within(summary).getAllByText('as of November 29, 2026')).toHaveLength(3);
  expect(within(summary).getByText('as of March 15, 2026')).toBeTruthy();
});

it('writes the figures and areas in French', async () => {
  stubApi();
  show(<PortfolioPage me={ME} />, 'fr');
  const list = await screen.findByRole('region', { name: 'Mes immeubles' });
  await within(list).findAllByTestId('ownership-path');
  expect(within(list).getByText('Toronto · Office · 25 000 pi²')).toBeTruthy();
  expect(within(list).getAllByTestId('ownership-path')[0]?.textContent?.replace(/\s/g, ' ')).toBe(
    'Vous → Maple Holdings (60 %) → 123 Main St',
  );
  const summary = screen.getByRole('region', { name: 'Rendement du portefeuille' });
  await within(summary).findByText('540 000 $');
  expect(within(summary).getAllByText('au 29 novembre 2026')).toHaveLength(3);
});

it('refuses an empty or too long message, and keeps the text when the server fails', async () => {
  const calls = stubApi({ messageStatus: 500 });
  show(<MessageForm />);
  const send = screen.getByRole('button', { name: 'Send' });
  fireEvent.click(send);
  expect(await screen.findByText('Write your message')).toBeTruthy();

  const box = screen.getByLabelText('Your message');
  fireEvent.change(box, { target: { value: 'x'.repeat(CLIENT_MESSAGE_MAX + 1) } });
  fireEvent.click(send);
  expect(await screen.findByText('Your message can be at most 5,000 characters')).toBeTruthy();
  expect(screen.getByText(`${CLIENT_MESSAGE_MAX + 1} / ${CLIENT_MESSAGE_MAX}`)).toBeTruthy();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

  fireEvent.change(box, { target: { value: 'Should we sell 123 Main St this year?' } });
  fireEvent.click(screen.getByLabelText('Request a hold/sell review'));
  fireEvent.click(send);
  expect(await screen.findByRole('alert')).toBeTruthy();
  const posted = calls.filter((c) => c.method === 'POST');
  expect(posted.map((c) => c.body)).toEqual([
    { topic: 'review', property_id: null, body: 'Should we sell 123 Main St this year?' },
  ]);
  // The text is still there to send again.
  expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
    'Should we sell 123 Main St this year?',
  );
});

it('sends a message and empties the form', async () => {
  const calls = stubApi();
  show(<MessageForm />);
  fireEvent.change(screen.getByLabelText('Your message'), {
    target: { value: 'When is the roof work done?' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByText(/Your message was sent/);
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    topic: 'question',
    property_id: null,
    body: 'When is the roof work done?',
  });
  await waitFor(() => expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(''));
});

it('tells a pending account that the firm will be in touch, in both languages', () => {
  show(<PendingPage email="new@example.com" />);
  expect(screen.getByRole('heading', { name: 'Thanks for signing up' })).toBeTruthy();
  expect(screen.getByText('Thanks for signing up. The firm will be in touch.')).toBeTruthy();
  cleanup();
  show(<PendingPage email="new@example.com" />, 'fr');
  expect(screen.getByText('Merci de votre inscription. Le cabinet communiquera avec vous.')).toBeTruthy();
});

// @vitest-environment jsdom
// My day's contacts due for a call from the call lists: asked for the signed-in member's lists,
// each with its list and its last call (or "never called"), in English and French.
import type { DueMember } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { useDueCalls } from './due-calls';

const DUE: DueMember[] = [
  {
    entity_id: 'e1',
    name: 'Ann Called',
    company_name: null,
    last_called_at: '2026-11-20',
    next_call_on: '2026-11-27',
    list_id: 'l1',
    list_name: 'Investors',
  },
  {
    entity_id: 'e2',
    name: 'Bob Never',
    company_name: null,
    last_called_at: null,
    next_call_on: null,
    list_id: 'l1',
    list_name: 'Investors',
  },
];

beforeAll(() => Promise.all([loadMessages('en', ['lists']), loadMessages('fr', ['lists'])]));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Due() {
  const { contacts } = useDueCalls();
  return (
    <ul>
      {contacts.map((c) => (
        <li key={c.id}>{`${c.id} ${c.name} — ${c.reason}`}</li>
      ))}
    </ul>
  );
}

it.each([
  ['en', 'e1 Ann Called — Investors: last call', 'e2 Bob Never — Investors: never called'],
  ['fr', 'e1 Ann Called — Investors : dernier appel le', 'e2 Bob Never — Investors : jamais appelé'],
] as const)('lists the due members of my call lists (%s)', async (lang: Language, called, never) => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ data: DUE, offset: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Due />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  expect((await screen.findByText(new RegExp(`^${called}`))).textContent).toMatch(/2026|20/);
  expect(screen.getByText(never)).toBeTruthy();
  expect(asked).toEqual([expect.stringMatching(/^\/api\/v1\/lists\/due\?.*me=true/)]);
});

// @vitest-environment jsdom
// A contact's summary glance: its earliest open task and its latest activity, asked of the API for
// that contact alone, one of each.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useGlance } from './glance';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Glance({ id }: { id: string }) {
  const { nextTask, lastActivity } = useGlance(id);
  return <p>{`${nextTask?.title ?? '-'} / ${lastActivity?.subject ?? '-'}`}</p>;
}

it('shows the next open task and the last activity of the contact', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      const data = url.startsWith('/api/v1/tasks')
        ? [{ title: 'Send the rent roll', due_on: '2026-12-01' }]
        : [{ kind: 'call', at: '2026-11-27T14:00:00.000Z', subject: 'Asked about the LOI' }];
      return new Response(JSON.stringify({ data, offset: 0 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Glance id="c-1" />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('Send the rent roll / Asked about the LOI')).toBeTruthy();
  expect(asked.sort()).toEqual([
    expect.stringMatching(/^\/api\/v1\/activities\?(?=.*entity_id=c-1)(?=.*limit=1)/),
    expect.stringMatching(/^\/api\/v1\/tasks\?(?=.*entity_id=c-1)(?=.*status=open)(?=.*limit=1)/),
  ]);
});

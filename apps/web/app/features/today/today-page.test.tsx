// @vitest-environment jsdom
// My day (issue 25) against a stubbed API: the open tasks grouped overdue, today and upcoming by the
// day in each task's time zone; one click marks a task done (PUT status done) and the list is asked
// again through the cache policy; "log call" posts a call about the task's contacts first; new
// inbox items of my contacts; the call lists' empty state, and a provided source; in French too.
import type { Task } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { CallListProvider, type CallListSource } from './call-list-source';
import { groupTasks } from './group-tasks';
import { TodayPage } from './today-page';

// 15:00 UTC on 10 March 2026: 11:00 in Toronto, the 10th everywhere these tasks live.
const NOW = new Date('2026-03-10T15:00:00Z');
const CONTACT = '01890000-0000-7000-8000-00000000000a';

const task = (id: string, title: string, due_on: string, extra: Partial<Task> = {}): Task => ({
  id,
  title,
  due_on,
  due_at: null,
  time_zone: 'America/Toronto',
  assignee_id: 'me',
  assignee_name: 'Me',
  priority: 'normal',
  status: 'open',
  notes: null,
  completed_at: null,
  completed_by: null,
  completed_by_name: null,
  activity_id: null,
  inbox_id: null,
  entity_ids: [],
  address_ids: [],
  deal_ids: [],
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  ...extra,
});

const TASKS = [
  task('t1', 'Chase the lease renewal', '2026-03-08'),
  task('t2', 'Call Jane about the offer', '2026-03-10', { due_at: '16:00', entity_ids: [CONTACT] }),
  task('t3', 'Tour 426 Sunset', '2026-03-12'),
];

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function stubApi(tasks: Task[]) {
  const calls: Call[] = [];
  let open = [...tasks];
  const json = (data: unknown, status = 200) =>
    new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      if (method === 'GET' && input.startsWith('/api/v1/tasks')) return json({ data: open, offset: 0 });
      if (method === 'GET' && input.startsWith('/api/v1/inbox'))
        return json({
          data: [
            {
              id: 7,
              kind: 'contact',
              status: 'new',
              name: 'Jane Doe',
              email: 'jane@example.com',
              subject: 'About the offer',
              entity_id: CONTACT,
              entity_name: 'Jane Doe',
            },
          ],
          offset: 0,
        });
      if (method === 'PUT' && input.startsWith('/api/v1/tasks/')) {
        const id = input.split('/').pop();
        const done = open.find((t) => t.id === id);
        open = open.filter((t) => t.id !== id);
        return json({ ...done, status: 'done' });
      }
      if (method === 'POST' && input === '/api/v1/activities') return json({ id: 'a1', ...body }, 201);
      return json({ error: { code: 'not_found' } }, 404);
    }),
  );
  return calls;
}

beforeAll(async () => {
  await Promise.all([loadMessages('en', ['admin', 'common']), loadMessages('fr', ['admin', 'common'])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(lang: Language = 'en', source?: CallListSource) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = <TodayPage now={() => NOW} />;
  const element = (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={instances[lang]}>
        {source ? <CallListProvider source={source}>{page}</CallListProvider> : page}
      </I18nextProvider>
    </QueryClientProvider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
}

const titlesIn = (group: string) =>
  within(screen.getByTestId(`today-${group}`))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent);

it('groups tasks by the day in their own time zone', () => {
  const groups = groupTasks(
    [...TASKS, task('t4', 'Tokyo, already the 11th', '2026-03-11', { time_zone: 'Asia/Tokyo' })],
    NOW,
  );
  expect(groups.overdue.map((t) => t.id)).toEqual(['t1']);
  // 00:00 on the 11th in Tokyo: today there, while the 12th in Toronto is still to come.
  expect(groups.today.map((t) => t.id)).toEqual(['t2', 't4']);
  expect(groups.upcoming.map((t) => t.id)).toEqual(['t3']);
});

it('shows overdue, today’s and upcoming tasks, my contacts’ new items, and completes a task in one click', async () => {
  const calls = stubApi(TASKS);
  show();
  expect(await screen.findByRole('heading', { level: 1, name: 'My day' })).toBeTruthy();
  await screen.findByText('Chase the lease renewal');
  expect(titlesIn('overdue')).toEqual(['Chase the lease renewal']);
  expect(titlesIn('today')).toEqual(['Call Jane about the offer']);
  expect(titlesIn('upcoming')).toEqual(['Tour 426 Sunset']);
  // The day and time through the one formatter of the language (as the timeline writes them).
  expect(screen.getByText('Due Mar 10, 2026 at 4:00 p.m.')).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'Jane Doe — About the offer' })).toBeTruthy();
  expect(calls.some((c) => c.url.includes('/api/v1/inbox?') && c.url.includes('representative_id=me'))).toBe(
    true,
  );
  expect(calls.find((c) => c.url.startsWith('/api/v1/tasks?'))?.url).toContain('me=true');
  expect(screen.getByTestId('today-calls-unavailable').textContent).toContain(
    'Call lists are not set up yet',
  );

  fireEvent.click(screen.getByRole('button', { name: 'Mark “Chase the lease renewal” done' }));
  await waitFor(() => expect(titlesIn('overdue')).toEqual([]));
  expect(calls.filter((c) => c.method === 'PUT')).toEqual([
    { method: 'PUT', url: '/api/v1/tasks/t1', body: { status: 'done' } },
  ]);
});

it('logs the call about the task’s contacts, then marks it done', async () => {
  const calls = stubApi(TASKS);
  show();
  fireEvent.click(
    await screen.findByRole('button', {
      name: 'Log a call for “Call Jane about the offer” and mark it done',
    }),
  );
  await waitFor(() => expect(titlesIn('today')).toEqual([]));
  const writes = calls.filter((c) => c.method !== 'GET');
  expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual([
    'POST /api/v1/activities',
    'PUT /api/v1/tasks/t2',
  ]);
  expect(writes[0]!.body).toMatchObject({
    kind: 'call',
    subject: 'Call: Call Jane about the offer',
    entity_ids: [CONTACT],
    address_ids: [],
  });
  // Only a task about contacts offers the call.
  expect(screen.queryByRole('button', { name: /Log a call for “Tour 426 Sunset”/ })).toBeNull();
});

it('in French, with a call list source provided: one click logs the call with a due contact', async () => {
  const calls = stubApi(TASKS);
  show('fr', {
    useDueContacts: () => ({
      contacts: [{ id: CONTACT, name: 'Jane Doe', reason: 'Trimestriel' }],
      loading: false,
    }),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Ma journée' })).toBeTruthy();
  await screen.findByText('Chase the lease renewal');
  expect(screen.getByRole('heading', { name: 'En retard (1)' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Marquer « Tour 426 Sunset » comme faite' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Mes contacts à appeler' })).toBeTruthy();
  expect(screen.getAllByRole('link', { name: 'Jane Doe' })[0]!.getAttribute('href')).toBe(
    `/admin/contacts/${CONTACT}`,
  );
  expect(screen.getByText('Échéance le 10 mars 2026 à 16 h 00')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Noter un appel avec Jane Doe' }));
  await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
  const posts = calls.filter((c) => c.method === 'POST');
  expect(posts.map((c) => c.url)).toEqual(['/api/v1/activities']);
  expect(posts[0]!.body).toMatchObject({
    kind: 'call',
    subject: 'Appel avec Jane Doe',
    entity_ids: [CONTACT],
    address_ids: [],
  });
});

// @vitest-environment jsdom
// A deal's Timeline section (issue 27) against a stubbed API: its stage changes with who and when
// (seeded stages in the reader's language, a removed one by its stored name), the chips a deal has
// (stage changes, no website messages), and an activity logged or a task added from the deal's page
// concerning this deal. The server is a stubbed fetch that records what was sent.
import type { DealStageChange, Pipeline, TimelineItem } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { setSession } from '../../session/session';
import type { Language } from '../../site-config';
import { TimelineSection } from './timeline-section';

const DEAL = '01900000-0000-7000-8000-0000000000d1';
const ME = 'user-me';
const [PURSUIT, PROPOSALS] = ['01900000-0000-7000-8000-000000000051', '01900000-0000-7000-8000-000000000052'];
const stage = (id: string, key: string, name: string, position: number) => ({
  id,
  key,
  name,
  position,
  probability: 10 * (position + 1),
  outcome: 'open' as const,
  playbook: [],
});
const PIPELINE: Pipeline = {
  id: '01900000-0000-7000-8000-0000000000f1',
  name: 'Landlord leasing',
  type: 'landlord_leasing',
  stages: [stage(PURSUIT, 'pursuit', 'Pursuit', 0), stage(PROPOSALS, 'proposals', 'Proposals', 1)],
};

function change(id: string, at: string, over: Partial<DealStageChange>): TimelineItem {
  const stage: DealStageChange = {
    id,
    from_stage_id: null,
    from_stage_name: null,
    to_stage_id: PURSUIT,
    to_stage_name: 'Pursuit',
    actor: `user:${ME}`,
    actor_name: 'Mia Staff',
    at,
    ...over,
  };
  return { type: 'stage', at, id, title: stage.to_stage_name, stage };
}

const CHANGES = [
  change('c3', '2026-11-20T15:00:00.000Z', {
    from_stage_id: PROPOSALS,
    from_stage_name: 'Proposals',
    to_stage_id: null,
    to_stage_name: 'Site visits',
    actor: 'api-key:crm',
    actor_name: null,
  }),
  change('c2', '2026-11-10T15:00:00.000Z', {
    from_stage_id: PURSUIT,
    from_stage_name: 'Pursuit',
    to_stage_id: PROPOSALS,
    to_stage_name: 'Proposals',
  }),
  change('c1', '2026-11-01T15:00:00.000Z', {}),
];

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

function server(answer: (sent: Sent) => { status: number; body?: unknown }) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      sent.push(request);
      const { status, body } = answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return sent;
}

const isTimeline = (s: Sent) => s.method === 'GET' && s.url.startsWith(`/api/v1/deals/${DEAL}/timeline`);
const common = (s: Sent) => {
  if (isTimeline(s)) {
    const kind = new URL(s.url, 'http://x').searchParams.get('kind');
    return { status: 200, body: { data: !kind || kind === 'stage' ? CHANGES : [], offset: 0 } };
  }
  if (s.url === '/api/v1/pipelines') return { status: 200, body: { data: [PIPELINE] } };
  if (s.url === '/api/v1/staff') return { status: 200, body: [] };
  return null;
};

function mount(lang: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <TimelineSection kind="deal" id={DEAL} /> }], {
    initialEntries: [`/admin/deals/${DEAL}`],
  });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const text = (el: Element) => el.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';

beforeAll(async () => {
  const namespaces = ['common', 'timeline', 'validation', 'auth', 'deals'] as const;
  await Promise.all([loadMessages('en', namespaces), loadMessages('fr', namespaces)]);
  setSession({
    id: ME,
    name: 'Mia Staff',
    email: 'mia@example.test',
    emailVerified: true,
    role: 'staff',
    banned: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('shows the deal’s stage changes, who and when, newest first; its chips filter them', async () => {
  const sent = server((s) => common(s) ?? { status: 404 });
  mount();
  await waitFor(() => expect(screen.getAllByTestId('timeline-stage')).toHaveLength(3));
  const rows = screen.getAllByTestId('timeline-stage').map(text);
  expect(rows[0]).toContain('Stage: Proposals → Site visits');
  expect(rows[0]).toContain('Moved by API key');
  expect(rows[1]).toContain('Stage: Pursuit → Proposals');
  expect(rows[1]).toContain('Moved by Mia Staff');
  expect(rows[1]).toContain('2026');
  expect(rows[2]).toContain('Stage: Entered Pursuit');
  const chips = within(screen.getByTestId('timeline-filters'))
    .getAllByRole('button')
    .map((b) => b.textContent);
  expect(chips).toContain('Stage changes');
  expect(chips).not.toContain('Website messages');
  fireEvent.click(screen.getByRole('button', { name: 'Stage changes' }));
  await waitFor(() =>
    expect(
      sent.some((s) => isTimeline(s) && new URL(s.url, 'http://x').searchParams.get('kind') === 'stage'),
    ).toBe(true),
  );
});

it('in French, a seeded stage in French words and a removed one by its stored name', async () => {
  server((s) => common(s) ?? { status: 404 });
  mount('fr');
  // Named by the API at first, in French words once the pipelines are read.
  await waitFor(() =>
    expect(text(screen.getAllByTestId('timeline-stage')[0]!)).toContain('Étape : Propositions → Site visits'),
  );
  const rows = screen.getAllByTestId('timeline-stage').map(text);
  expect(rows[0]).toContain('Déplacée par Clé d’API');
  expect(rows[2]).toContain('Étape : Entrée en Prospection');
  expect(screen.getByRole('button', { name: 'Changements d’étape' })).toBeTruthy();
});

it('logs an activity and adds a task from the deal’s page, both concerning the deal', async () => {
  const sent = server((s) => {
    const known = common(s);
    if (known) return known;
    if (s.method === 'POST' && s.url === '/api/v1/activities')
      return { status: 201, body: { ...(s.body as object), id: 'a-1', staff_id: ME } };
    if (s.method === 'POST' && s.url === '/api/v1/tasks')
      return { status: 201, body: { ...(s.body as object), id: 't-1' } };
    return { status: 404 };
  });
  mount();
  await screen.findAllByTestId('timeline-stage');
  fireEvent.click(screen.getByRole('button', { name: 'Log an activity' }));
  const log = await screen.findByRole('dialog', { name: 'Log an activity' });
  fireEvent.change(within(log).getByRole('textbox', { name: /Subject/ }), {
    target: { value: 'Walked the space with the tenant' },
  });
  fireEvent.click(within(log).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((s) => s.url === '/api/v1/activities')?.body).toMatchObject({
    subject: 'Walked the space with the tenant',
    entity_ids: [],
    address_ids: [],
    deal_ids: [DEAL],
  });

  fireEvent.click(screen.getByRole('button', { name: 'New task' }));
  const task = await screen.findByRole('dialog', { name: 'New task' });
  fireEvent.change(within(task).getByRole('textbox', { name: /Title/ }), {
    target: { value: 'Send the proposal' },
  });
  fireEvent.change(within(task).getByLabelText(/Due date/), { target: { value: '2026-12-02' } });
  fireEvent.click(within(task).getByRole('button', { name: 'Create the task' }));
  await waitFor(() => expect(sent.some((s) => s.url === '/api/v1/tasks')).toBe(true));
  expect(sent.find((s) => s.url === '/api/v1/tasks')?.body).toMatchObject({
    title: 'Send the proposal',
    due_on: '2026-12-02',
    entity_ids: [],
    address_ids: [],
    deal_ids: [DEAL],
  });
});

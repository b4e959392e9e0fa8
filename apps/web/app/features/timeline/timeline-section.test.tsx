// @vitest-environment jsdom
// The Timeline section below the browser tests (issue 25): a contact's mixed items newest first,
// its record changes folded, paged and filtered; logging a call (the body sent, the new item
// shown), a refused save keeping what was typed, a task marked done, edited (If-Match, a 412 that
// keeps the typing) and deleted; English and French. The server is a stubbed fetch that records
// what was sent.
import type { Activity, HistoryItem, InboxItem, Task, TimelineItem } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import { setSession } from '../../session/session';
import type { Language } from '../../site-config';
import { TIMELINE_PAGE } from './timeline-api';
import { TimelineSection } from './timeline-section';

const CONTACT = '0190a000-0000-7000-8000-00000000000a';
const ME = 'user-me';
const CALL = '0190a000-0000-7000-8000-0000000000c1';

const minute = (n: number) => new Date(Date.UTC(2026, 10, 27, 12, 0) - n * 60_000).toISOString();

function activity(id: string, at: string, over: Partial<Activity> = {}): Activity {
  return {
    id,
    kind: 'note',
    at,
    subject: `Note ${id}`,
    body: '',
    outcome: null,
    duration_minutes: null,
    direction: null,
    staff_id: ME,
    staff_name: 'Mia Staff',
    entity_ids: [CONTACT],
    address_ids: [],
    deal_ids: [],
    created_at: at,
    updated_at: at,
    ...over,
  };
}
const activityItem = (a: Activity): TimelineItem => ({
  type: 'activity',
  at: a.at,
  id: a.id,
  title: a.subject,
  activity: a,
});

function task(id: string, at: string, over: Partial<Task> = {}): Task {
  return {
    id,
    title: `Task ${id}`,
    due_on: '2026-12-01',
    due_at: '09:30',
    time_zone: 'America/Toronto',
    assignee_id: ME,
    assignee_name: 'Mia Staff',
    priority: 'high',
    status: 'open',
    notes: null,
    completed_at: null,
    completed_by: null,
    completed_by_name: null,
    activity_id: null,
    inbox_id: null,
    entity_ids: [CONTACT],
    address_ids: [],
    deal_ids: [],
    created_at: at,
    updated_at: at,
    ...over,
  };
}
const taskItem = (t: Task): TimelineItem => ({
  type: 'task',
  at: t.created_at,
  id: t.id,
  title: t.title,
  task: t,
});

function history(seq: number, at: string): TimelineItem {
  const entry: HistoryItem = {
    seq,
    at,
    actor: `user:${ME}`,
    actor_name: 'Mia Staff',
    action: 'update',
    record_type: 'entity',
    record_id: CONTACT,
    changes: { name: { old: 'A', new: 'B' } },
    other: null,
  };
  return { type: 'history', at, id: String(seq), title: `Change ${seq}`, history: entry };
}

function inbox(id: number, at: string): TimelineItem {
  const item: InboxItem = {
    id,
    kind: 'contact',
    status: 'new',
    name: 'Web Visitor',
    email: 'visitor@example.test',
    phone: null,
    company: null,
    subject: 'Question about 426 Sunset',
    body: 'Hello',
    message_id: 3,
    nda_acceptance_id: null,
    entity_id: CONTACT,
    entity_name: 'Ann',
    handled_at: null,
    handled_by: null,
    handled_by_name: null,
    created_at: at,
    visitor_type: null,
    email_type: null,
    phone_type: null,
    visitor_role: null,
    user_id: null,
    assigned_to: null,
    property_id: null,
  };
  return { type: 'inbox', at, id: String(id), title: item.subject, inbox: item };
}

function documentView(id: string, at: string, action: 'view' | 'download'): TimelineItem {
  return {
    type: 'document_view',
    at,
    id,
    title: 'Rent roll 2026',
    document_view: {
      id,
      at,
      action,
      listing: { id: 'listing-1', slug: 'tour-nord', title: { en: 'Tower North', fr: 'Tour Nord' } },
      document: { id: 'doc-1', title: 'Rent roll 2026' },
    },
  };
}

interface Sent {
  method: string;
  url: string;
  body: unknown;
  ifMatch?: string;
}
type Answer = { status: number; body?: unknown; etag?: string };

/** Answers each request with `answer(sent)` and keeps what was sent. */
function server(answer: (sent: Sent) => Answer) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
        ifMatch: (init.headers as Record<string, string> | undefined)?.['if-match'],
      };
      sent.push(request);
      const { status, body, etag } = answer(request);
      return new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: etag ? { etag } : undefined,
      });
    }),
  );
  return sent;
}

const page = (data: TimelineItem[], offset = 0): Answer => ({ status: 200, body: { data, offset } });
const isTimeline = (s: Sent) =>
  s.method === 'GET' && s.url.startsWith(`/api/v1/entities/${CONTACT}/timeline`);
const params = (s: Sent) => new URL(s.url, 'http://x').searchParams;

function mount(lang: Language = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <TimelineSection kind="entity" id={CONTACT} /> }],
    { initialEntries: [`/admin/contacts/${CONTACT}`] },
  );
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

const rowsText = () =>
  within(screen.getByTestId('timeline-list'))
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === screen.getByTestId('timeline-list'))
    .map((li) => li.dataset.testid);

beforeAll(async () => {
  const namespaces = ['common', 'timeline', 'validation', 'auth'] as const;
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

/** A first page of exactly TIMELINE_PAGE items (so there is a next one): a call, three record
 * changes in a row, a task, a website message, then notes. */
function firstPage(): TimelineItem[] {
  const items: TimelineItem[] = [
    activityItem(
      activity('call-1', minute(1), {
        kind: 'call',
        subject: 'Called about the lease',
        body: 'Line one\nLine two',
        outcome: 'left_message',
        duration_minutes: 5,
      }),
    ),
    history(30, minute(2)),
    history(29, minute(3)),
    history(28, minute(4)),
    taskItem(task('task-1', minute(5))),
    inbox(7, minute(6)),
  ];
  for (let i = 0; items.length < TIMELINE_PAGE; i++)
    items.push(activityItem(activity(`note-${i}`, minute(10 + i))));
  return items;
}

describe('the timeline', () => {
  it('shows mixed items newest first, folds record changes, pages with Show more', async () => {
    const sent = server((s) =>
      isTimeline(s)
        ? params(s).get('offset') === '0'
          ? page(firstPage())
          : page([activityItem(activity('old', minute(500), { subject: 'The oldest note' }))], TIMELINE_PAGE)
        : { status: 404 },
    );
    mount();
    await screen.findByText('Called about the lease');
    const list = screen.getByTestId('timeline-list');
    expect(rowsText().slice(0, 5)).toEqual([
      'timeline-activity',
      'timeline-history',
      'timeline-task',
      'timeline-inbox',
      'timeline-activity',
    ]);
    // The call: kind, who, outcome and duration in words; its notes keep their line break.
    const call = within(list).getAllByTestId('timeline-activity')[0];
    expect(call?.textContent).toContain('Call: Called about the lease');
    expect(call?.textContent).toContain('Mia Staff · Left a message · 5 minutes');
    expect(within(call as HTMLElement).getByTestId('timeline-body').textContent).toBe('Line one\nLine two');
    // The task: due, assignee, priority and status in words.
    expect(screen.getByTestId('timeline-task').textContent).toContain(
      'Assigned to Mia Staff · High priority · Open',
    );
    // The website message links to the inbox.
    expect(screen.getByRole('link', { name: 'Question about 426 Sunset' }).getAttribute('href')).toBe(
      '/admin/inbox/7',
    );
    // Three record changes: one line, opened on demand.
    const fold = screen.getByRole('button', { name: '3 record changes' });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Change 30').closest('[hidden]')).not.toBeNull();
    fireEvent.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Change 30').closest('[hidden]')).toBeNull();
    expect(
      screen.getAllByTestId('timeline-history-entry').map((e) => e.firstElementChild?.textContent),
    ).toEqual(['Change 30', 'Change 29', 'Change 28']);

    expect(params(sent[0] as Sent).get('limit')).toBe(String(TIMELINE_PAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('The oldest note');
    expect(params(sent.at(-1) as Sent).get('offset')).toBe(String(TIMELINE_PAGE));
    expect(rowsText().at(-1)).toBe('timeline-activity');
    // A short page is the last.
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('filters by kind with chips that say which is chosen', async () => {
    const sent = server((s) =>
      isTimeline(s)
        ? params(s).get('kind') === 'call'
          ? page([activityItem(activity('c', minute(1), { kind: 'call', subject: 'Only calls' }))])
          : page(firstPage().slice(0, 3))
        : { status: 404 },
    );
    mount();
    await screen.findByText('Called about the lease');
    const filters = screen.getByRole('group', { name: 'Show' });
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(filters).getByRole('button', { name: 'Calls' }));
    await screen.findByText('Only calls');
    expect(params(sent.at(-1) as Sent).get('kind')).toBe('call');
    expect(within(filters).getByRole('button', { name: 'Calls' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(filters).getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('logs a call about the contact: the body sent, and the new item on the timeline', async () => {
    let logged: Activity | null = null;
    const sent = server((s) => {
      if (isTimeline(s)) return page(logged ? [activityItem(logged)] : []);
      if (s.method === 'POST' && s.url === '/api/v1/activities') {
        logged = activity('new-1', String((s.body as { at: string }).at), {
          ...(s.body as Partial<Activity>),
        });
        return { status: 201, body: logged };
      }
      return { status: 404 };
    });
    mount();
    await screen.findByText('Nothing on this timeline yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Log an activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log an activity' });
    const kind = within(dialog).getByRole('combobox', { name: /Kind/ });
    expect((kind as HTMLSelectElement).value).toBe('call');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Asked about the renewal' },
    });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Outcome' }), {
      target: { value: 'connected' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Duration (minutes)' }), {
      target: { value: '15' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Wants 3 years.\n\nSend the draft.' },
    });
    expect(within(dialog).getByTestId('activity-body-counter').textContent).toBe('31 / 10,000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = sent.find((s) => s.method === 'POST');
    expect(post?.body).toEqual({
      kind: 'call',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/),
      subject: 'Asked about the renewal',
      body: 'Wants 3 years.\n\nSend the draft.',
      outcome: 'connected',
      duration_minutes: 15,
      entity_ids: [CONTACT],
      address_ids: [],
      deal_ids: [],
    });
    // The cache policy stales the timeline: asked again, it shows the call.
    expect(await screen.findByText('Asked about the renewal')).toBeTruthy();
    expect(screen.getByTestId('timeline-body').textContent).toBe('Wants 3 years.\n\nSend the draft.');
  });

  it('a refused save keeps what was typed and shows the API’s message', async () => {
    server((s) => {
      if (isTimeline(s)) return page([]);
      if (s.method === 'POST')
        return {
          status: 400,
          body: {
            error: {
              code: 'validation',
              message: 'Subject cannot be longer than 200 characters',
              key: 'activities.val.subjectMax',
              fields: { subject: 'Subject cannot be longer than 200 characters' },
              field_keys: { subject: 'activities.val.subjectMax' },
            },
          },
        };
      return { status: 404 };
    });
    mount();
    await screen.findByText('Nothing on this timeline yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Log an activity' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: /Kind/ }), { target: { value: 'note' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), { target: { value: 'Kept' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Notes' }), {
      target: { value: 'Typed text' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByTestId('activity-refusal');
    expect(alert.textContent).toBe('Subject cannot be longer than 200 characters');
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', 'Kept');
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'Typed text');
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Subject/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('checks the form with the shared schema before sending anything', async () => {
    const sent = server((s) => (isTimeline(s) ? page([]) : { status: 404 }));
    mount();
    await screen.findByText('Nothing on this timeline yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Log an activity' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Subject is required')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('marks a task done: PUT status done, and the timeline asked again', async () => {
    let status: Task['status'] = 'open';
    const sent = server((s) => {
      if (isTimeline(s)) return page([taskItem(task('task-1', minute(1), { status }))]);
      if (s.method === 'PUT' && s.url === '/api/v1/tasks/task-1') {
        status = 'done';
        return { status: 200, body: task('task-1', minute(1), { status }) };
      }
      return { status: 404 };
    });
    mount();
    const box = await screen.findByRole('checkbox', { name: 'Done: Task task-1' });
    expect(box).toHaveProperty('checked', false);
    fireEvent.click(box);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Done: Task task-1' })).toHaveProperty('checked', true),
    );
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({ status: 'done' });
    expect(sent.filter(isTimeline)).toHaveLength(2);
    expect(screen.getByTestId('timeline-task').textContent).toContain('Done');
  });

  it('plans the next step of an activity: a task about the same records, following it up', async () => {
    const sent = server((s) => {
      if (isTimeline(s)) return page([activityItem(activity(CALL, minute(1), { subject: 'Lease call' }))]);
      if (s.url === '/api/v1/staff') return { status: 200, body: [] };
      if (s.method === 'POST' && s.url === '/api/v1/tasks')
        return { status: 201, body: task('t-2', minute(0), { entity_ids: [CONTACT] }) };
      return { status: 404 };
    });
    mount();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for “Lease call”' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Next step (task)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Next step after “Lease call”' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Send the draft' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Due date/), { target: { value: '2026-12-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create the task' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'POST')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({
      title: 'Send the draft',
      due_on: '2026-12-02',
      due_at: null,
      assignee_id: ME,
      priority: 'normal',
      notes: null,
      entity_ids: [CONTACT],
      address_ids: [],
      deal_ids: [],
      activity_id: CALL,
    });
  });

  it.each([
    ['en', 'Timeline', 'Log an activity', 'New task', '3 record changes', 'Left a message'],
    [
      'fr',
      'Fil d’activité',
      'Consigner une activité',
      'Nouvelle tâche',
      '3 modifications de la fiche',
      'Message laissé',
    ],
  ] as const)('reads in %s', async (lang, title, log, newTask, fold, outcome) => {
    server((s) => (isTimeline(s) ? page(firstPage().slice(0, 5)) : { status: 404 }));
    mount(lang);
    expect(await screen.findByRole('button', { name: fold })).toBeTruthy();
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('button', { name: log })).toBeTruthy();
    expect(screen.getByRole('button', { name: newTask })).toBeTruthy();
    expect(screen.getAllByTestId('timeline-activity')[0]?.textContent).toContain(outcome);
  });
});

describe('your own activities', () => {
  const MINE = '0190a000-0000-7000-8000-0000000000d1';
  const THEIRS = '0190a000-0000-7000-8000-0000000000d2';
  const mine = activity(MINE, minute(1), { subject: 'My note', body: 'As typed' });
  const theirs = activity(THEIRS, minute(2), {
    subject: 'Their note',
    staff_id: 'someone-else',
    staff_name: 'Al',
  });
  const openMenu = async (subject: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Actions for “${subject}”` }));
    return screen.findByRole('menu');
  };

  it('offers edit and delete on yours only; the next step on any', async () => {
    server((s) => (isTimeline(s) ? page([activityItem(theirs), activityItem(mine)]) : { status: 404 }));
    mount();
    const menu = await openMenu('Their note');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Next step (task)']);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    const own = await openMenu('My note');
    expect(
      within(own)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Next step (task)', 'Edit', 'Delete']);
  });

  it('edits with the version it loaded; a 412 keeps what was typed and says so', async () => {
    let puts = 0;
    const sent = server((s) => {
      if (isTimeline(s)) return page([activityItem(mine)]);
      if (s.method === 'GET' && s.url === `/api/v1/activities/${MINE}/complete`)
        return { status: 200, body: mine, etag: '"3"' };
      if (s.method === 'PUT' && s.url === `/api/v1/activities/${MINE}`) {
        puts++;
        return puts === 1
          ? {
              status: 412,
              etag: '"4"',
              body: { error: { code: 'stale', message: 'Changed', key: 'err.stale' }, current: mine },
            }
          : { status: 200, body: { ...mine, subject: 'Edited' } };
      }
      return { status: 404 };
    });
    mount();
    fireEvent.click(within(await openMenu('My note')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the activity' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'As typed');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), {
      target: { value: 'Edited' },
    });
    fireEvent.click(save);
    expect((await within(dialog).findByTestId('activity-refusal')).textContent).toContain(
      'changed elsewhere',
    );
    expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', 'Edited');
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The focus is back on the row's button, not lost to the page's top.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for “My note”' })),
    );
    const [first, second] = sent.filter((s) => s.method === 'PUT');
    expect(first?.ifMatch).toBe('"3"');
    expect(second?.ifMatch).toBe('"4"');
    expect(second?.body).toMatchObject({ kind: 'note', subject: 'Edited', body: 'As typed' });
    expect(second?.body).not.toHaveProperty('entity_ids');
  });

  it('deletes after a confirmation; a 403 says why', async () => {
    const sent = server((s) => {
      if (isTimeline(s)) return page([activityItem(mine)]);
      if (s.method === 'DELETE')
        return {
          status: 403,
          body: {
            error: {
              code: 'forbidden',
              message: 'You can change or delete only the activities you logged',
              key: 'activities.err.notOwn',
            },
          },
        };
      return { status: 404 };
    });
    mount();
    fireEvent.click(within(await openMenu('My note')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this activity?' });
    expect(confirm.textContent).toContain('“My note” will be removed');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You can change or delete only the activities you logged',
    );
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.url)).toEqual([
      `/api/v1/activities/${MINE}`,
    ]);
    expect(screen.getByText('My note')).toBeTruthy();
  });
});

describe('tasks, shared work', () => {
  const TASK = '0190a000-0000-7000-8000-0000000000e1';
  // Assigned to and created by someone else: any staff member may still change it.
  const theirs = task(TASK, minute(1), {
    title: 'Call the notary',
    assignee_id: 'someone-else',
    assignee_name: 'Al',
    notes: 'Before Friday',
  });
  const openMenu = async (title: string) => {
    fireEvent.click(await screen.findByRole('button', { name: `Actions for task “${title}”` }));
    return screen.findByRole('menu');
  };

  it('edits with the version it loaded: only the changed title, and the timeline shows it', async () => {
    let current = theirs;
    const sent = server((s) => {
      if (isTimeline(s)) return page([taskItem(current)]);
      if (s.url === '/api/v1/staff') return { status: 200, body: [] };
      if (s.method === 'GET' && s.url === `/api/v1/tasks/${TASK}/complete`)
        return { status: 200, body: current, etag: '"7"' };
      if (s.method === 'PUT' && s.url === `/api/v1/tasks/${TASK}`) {
        current = { ...current, ...(s.body as Partial<Task>) };
        return { status: 200, body: current };
      }
      return { status: 404 };
    });
    mount();
    const menu = await openMenu('Call the notary');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Delete']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    // Prefilled from the task, its assignee kept though not in the (empty) staff list.
    expect(within(dialog).getByRole('textbox', { name: 'Notes' })).toHaveProperty('value', 'Before Friday');
    expect(within(dialog).getByLabelText(/Time/)).toHaveProperty('value', '09:30');
    expect(within(dialog).getByRole('combobox', { name: /Assigned to/ })).toHaveProperty(
      'value',
      'someone-else',
    );
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Call the notary back' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = sent.find((s) => s.method === 'PUT');
    expect(put?.ifMatch).toBe('"7"');
    expect(put?.body).toEqual({ title: 'Call the notary back' });
    expect(await screen.findByText('Call the notary back')).toBeTruthy();
    expect(await screen.findByText('Task saved')).toBeTruthy();
  });

  it('a 412 keeps the typed title and says someone else changed the task', async () => {
    let puts = 0;
    const sent = server((s) => {
      if (isTimeline(s)) return page([taskItem(theirs)]);
      if (s.url === '/api/v1/staff') return { status: 200, body: [] };
      if (s.method === 'GET' && s.url === `/api/v1/tasks/${TASK}/complete`)
        return { status: 200, body: theirs, etag: '"7"' };
      if (s.method === 'PUT') {
        puts++;
        return puts === 1
          ? {
              status: 412,
              etag: '"8"',
              body: { error: { code: 'stale', message: 'Changed', key: 'err.stale' }, current: theirs },
            }
          : { status: 200, body: { ...theirs, title: 'Mine now' } };
      }
      return { status: 404 };
    });
    mount();
    fireEvent.click(within(await openMenu('Call the notary')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    fireEvent.change(title, { target: { value: 'Mine now' } });
    fireEvent.click(save);
    expect((await within(dialog).findByTestId('task-refusal')).textContent).toContain(
      'changed by someone else',
    );
    expect(title).toHaveProperty('value', 'Mine now');
    // Saving again puts the change over the version the 412 named.
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((s) => s.method === 'PUT').map((s) => s.ifMatch)).toEqual(['"7"', '"8"']);
  });

  it('says so when the task is gone before the edit', async () => {
    server((s) => (isTimeline(s) ? page([taskItem(theirs)]) : { status: 404 }));
    mount();
    fireEvent.click(within(await openMenu('Call the notary')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
    expect((await within(dialog).findByTestId('task-refusal')).textContent).toBe(
      'This task no longer exists.',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
  });

  it('deletes after a confirmation: DELETE sent, and the task gone from the timeline', async () => {
    let gone = false;
    const sent = server((s) => {
      if (isTimeline(s)) return page(gone ? [] : [taskItem(theirs)]);
      if (s.method === 'DELETE' && s.url === `/api/v1/tasks/${TASK}`) {
        gone = true;
        return { status: 204 };
      }
      return { status: 404 };
    });
    mount();
    fireEvent.click(within(await openMenu('Call the notary')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this task?' });
    expect(confirm.textContent).toContain('“Call the notary” will be removed');
    // Cancel first: a stray Enter deletes nothing.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' })),
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Nothing on this timeline yet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Task deleted')).toBeTruthy();
    expect(sent.filter((s) => s.method === 'DELETE').map((s) => s.url)).toEqual([`/api/v1/tasks/${TASK}`]);
  });

  it('shows the documents a lead read, with their own chip, in English and French', async () => {
    const reads = [documentView('v2', minute(1), 'download'), documentView('v1', minute(2), 'view')];
    const sent = server((s) =>
      isTimeline(s)
        ? page(params(s).get('kind') === 'document_view' ? reads.slice(1) : [...reads, inbox(7, minute(3))])
        : { status: 404 },
    );
    mount();
    await screen.findAllByText('Rent roll 2026');
    expect(rowsText()).toEqual(['timeline-document-view', 'timeline-document-view', 'timeline-inbox']);
    const [saved, opened] = screen.getAllByTestId('timeline-document-view');
    expect(saved?.textContent).toContain('Document: Rent roll 2026');
    expect(saved?.textContent).toContain('Downloaded · Listing “Tower North”');
    expect(opened?.textContent).toContain('Opened · Listing “Tower North”');
    const filters = screen.getByRole('group', { name: 'Show' });
    fireEvent.click(within(filters).getByRole('button', { name: 'Documents read' }));
    await waitFor(() => expect(screen.getAllByTestId('timeline-document-view')).toHaveLength(1));
    expect(params(sent.at(-1) as Sent).get('kind')).toBe('document_view');
    cleanup();

    mount('fr');
    await screen.findAllByText('Rent roll 2026');
    const [enregistre] = screen.getAllByTestId('timeline-document-view');
    expect(enregistre?.textContent).toContain('Document : Rent roll 2026');
    expect(enregistre?.textContent).toContain('Téléchargé · Annonce « Tour Nord »');
    expect(
      within(screen.getByRole('group', { name: 'Afficher' })).getByRole('button', {
        name: 'Documents consultés',
      }),
    ).toBeTruthy();
  });

  it('reads in French', async () => {
    server((s) => (isTimeline(s) ? page([taskItem(theirs)]) : { status: 404 }));
    mount('fr');
    fireEvent.click(await screen.findByRole('button', { name: 'Actions pour la tâche « Call the notary »' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
    expect(await screen.findByRole('dialog', { name: 'Supprimer cette tâche?' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
// The record editor below the browser tests: the editing cycle every record form goes through,
// driven through a small form of an email (status and notes) in a real React tree with a memory
// router. The server is a stubbed fetch that records what was sent; the browser tests run the
// same cycle against the real API.
import { type EmailComplete, EmailUpdate } from '@crm/shared';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../notify';
import { type CompleteRecord, recordKey } from '../record-kinds';
import { schemaResolver } from './schema-resolver';
import { useRecordEditor } from './use-record-editor';

const EMAIL = 'ann@example.com';
const stored: EmailComplete = {
  email: EMAIL,
  domain: 'example.com',
  status: 'active',
  default_type: null,
  do_not_contact: false,
  notes: null,
  n_linked_entities: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  links: { entities: [] },
};

/** A small form model of an email: its status and notes ('' for none). */
interface FormValues {
  status: string;
  notes: string;
}
const toForm = (record: Pick<EmailComplete, 'status' | 'notes'>): FormValues => ({
  status: record.status ?? '',
  notes: record.notes ?? '',
});
const resolver = schemaResolver<FormValues, EmailUpdate>(EmailUpdate, (values) => ({
  status: values.status || null,
  notes: values.notes || null,
}));

function EditForm({ record }: { record: CompleteRecord['email'] }) {
  const editor = useRecordEditor({
    kind: 'email',
    id: record.email,
    record,
    toForm,
    resolver,
    describe: (body) => Object.entries(body).map(([label, value]) => ({ label, value: String(value) })),
  });
  return (
    <form onSubmit={editor.onSubmit}>
      <label>
        Status <input {...editor.form.register('status')} />
      </label>
      <span role="note">{editor.form.formState.errors.status?.message}</span>
      <label>
        Notes <input {...editor.form.register('notes')} />
      </label>
      <button type="submit" disabled={!editor.dirty || editor.busy}>
        Update
      </button>
      {editor.dialogs}
    </form>
  );
}

function NewForm({ beforeCreate }: { beforeCreate?: () => Promise<boolean> }) {
  const blank = toForm({ status: null, notes: null });
  const editor = useRecordEditor({
    kind: 'email',
    blank,
    resolver,
    toBody: (checked) => ({ email: EMAIL, ...checked }),
    beforeCreate,
  });
  return (
    <form onSubmit={editor.onSubmit}>
      <label>
        Status <input {...editor.form.register('status')} />
      </label>
      <button type="submit" disabled={!editor.dirty || editor.busy}>
        Create
      </button>
      {editor.dialogs}
    </form>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers each request with `answer(sent)` and keeps what was sent (and each If-Match, apart). */
function server(
  answer: (sent: Sent) => { status: number; body?: unknown; etag?: string },
  ifMatches: (string | undefined)[] = [],
) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const request = {
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : null,
      };
      sent.push(request);
      ifMatches.push((init.headers as Record<string, string> | undefined)?.['if-match']);
      const { status, body, etag } = answer(request);
      const headers = etag ? { etag } : undefined;
      return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
    }),
  );
  return sent;
}

/** Renders `element` at `path` in the portal's providers; any other path shows only where it is. */
function mount(element: React.ReactNode, path = `/admin/emails/${EMAIL}`) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(recordKey('email', EMAIL), stored);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={instances.en}>
      <QueryClientProvider client={queryClient}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { queryClient, router };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  await loadMessages('en', ['crm', 'validation']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useRecordEditor, editing a record', () => {
  it('enables Update only while the form differs from the original, and confirms only the diff', async () => {
    const sent = server(() => ({ status: 200, body: { ...stored, notes: 'Call after 5' } }));
    const { queryClient } = mount(<EditForm record={stored} />);
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toHaveProperty('disabled', true);
    type('Notes', 'Call after 5');
    expect(update).toHaveProperty('disabled', false);
    type('Notes', '');
    expect(update).toHaveProperty('disabled', true);

    type('Notes', 'Call after 5');
    fireEvent.click(update);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm changes' });
    expect(dialog.textContent).toContain('notes');
    expect(dialog.textContent).not.toContain('status');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: `/api/v1/emails/${encodeURIComponent(EMAIL)}`,
      body: { notes: 'Call after 5' },
    });
    // The saved values are the new original, and the record's cache holds what the server stored.
    await waitFor(() => expect(update).toHaveProperty('disabled', true));
    expect(queryClient.getQueryData<EmailComplete>(recordKey('email', EMAIL))?.notes).toBe('Call after 5');
    expect(await screen.findByText('Changes saved')).toBeTruthy();
  });

  it('Discard restores the original and sends nothing', async () => {
    const sent = server(() => ({ status: 500 }));
    mount(<EditForm record={stored} />);
    type('Status', 'gone');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Confirm changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveProperty('value', 'active'));
    expect(sent).toEqual([]);
  });

  it('puts the server’s field messages on their fields and keeps the edits when a save is refused', async () => {
    server(() => ({
      status: 400,
      body: {
        error: {
          code: 'validation',
          message: 'Invalid input',
          key: 'err.validation',
          fields: { status: 'Status cannot be longer than 15 characters' },
          field_keys: { status: 'val.status' },
        },
      },
    }));
    mount(<EditForm record={stored} />);
    type('Status', 'paused');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Confirm changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('val.status')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('Could not save your changes');
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'paused');
    expect(screen.getByRole('button', { name: 'Update' })).toHaveProperty('disabled', false);
  });

  it('takes a fresher copy of the record as the original only while nothing is edited', async () => {
    server(() => ({ status: 500 }));
    const { queryClient } = mount(<EditFormFromCache />);
    act(() => queryClient.setQueryData(recordKey('email', EMAIL), { ...stored, status: 'bounced' }));
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveProperty('value', 'bounced'));
    type('Notes', 'mine');
    act(() => queryClient.setQueryData(recordKey('email', EMAIL), { ...stored, status: 'active' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'bounced');
    expect(screen.getByLabelText('Notes')).toHaveProperty('value', 'mine');
  });
});

describe('useRecordEditor, when someone else saved meanwhile', () => {
  it('shows their value and the user’s for each field, keeps the chosen mix and saves it again', async () => {
    const loaded = { ...stored, etag: '"1"' };
    const theirs = { ...stored, status: 'bounced', notes: 'Their note' };
    const ifMatches: (string | undefined)[] = [];
    const sent = server(({ body }) => {
      if (ifMatches.at(-1) === '"1"')
        return {
          status: 412,
          etag: '"2"',
          body: {
            error: { code: 'precondition_failed', message: 'stale', key: 'err.staleVersion' },
            current: theirs,
          },
        };
      return { status: 200, etag: '"3"', body: { ...theirs, ...(body as object) } };
    }, ifMatches);
    const { queryClient } = mount(<EditForm record={loaded} />);
    type('Status', 'paused');
    type('Notes', 'My note');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Confirm changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const conflict = await screen.findByRole('dialog', { name: 'Someone else changed this record' });
    expect(conflict.textContent).toContain('Their value: bounced');
    expect(conflict.textContent).toContain('Your value: paused');
    expect(conflict.textContent).toContain('Their value: Their note');
    expect(conflict.textContent).toContain('Your value: My note');
    // Keep their note and this user's status.
    fireEvent.click(screen.getByRole('radio', { name: 'Their value: Their note' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep these values' }));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveProperty('value', 'Their note'));
    expect(screen.getByLabelText('Status')).toHaveProperty('value', 'paused');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Someone else changed this record' })).toBeNull(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Confirm changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.body).toEqual({ status: 'paused' });
    expect(ifMatches).toEqual(['"1"', '"2"']);
    await screen.findByText('Changes saved');
    expect(
      queryClient.getQueryData<EmailComplete & { etag?: string }>(recordKey('email', EMAIL)),
    ).toMatchObject({
      status: 'paused',
      notes: 'Their note',
      etag: '"3"',
    });
  });

  it('sends the same changes again at once when the other save touched none of the form’s fields', async () => {
    const ifMatches: (string | undefined)[] = [];
    const sent = server(
      () =>
        ifMatches.at(-1) === '"1"'
          ? {
              status: 412,
              etag: '"2"',
              body: {
                error: { code: 'precondition_failed', message: 'stale', key: 'err.staleVersion' },
                current: { ...stored, n_linked_entities: 1 },
              },
            }
          : { status: 200, etag: '"3"', body: { ...stored, notes: 'Mine' } },
      ifMatches,
    );
    mount(<EditForm record={{ ...stored, etag: '"1"' }} />);
    type('Notes', 'Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByRole('dialog', { name: 'Confirm changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Changes saved');
    expect(sent.map((s) => s.body)).toEqual([{ notes: 'Mine' }, { notes: 'Mine' }]);
    expect(ifMatches).toEqual(['"1"', '"2"']);
  });
});

describe('useRecordEditor, creating a record', () => {
  it('POSTs the checked values and opens the new record’s page', async () => {
    const sent = server(() => ({ status: 201, body: { ...stored, status: 'new' } }));
    const { router } = mount(<NewForm />, '/admin/new');
    type('Status', 'new');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/emails/${encodeURIComponent(EMAIL)}`),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/emails',
        body: { email: EMAIL, status: 'new', notes: null },
      },
    ]);
  });

  it('sends nothing when the last check before Create refuses', async () => {
    const sent = server(() => ({ status: 201, body: stored }));
    const beforeCreate = vi.fn(async () => false);
    const { router } = mount(<NewForm beforeCreate={beforeCreate} />, '/admin/new');
    type('Status', 'new');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(beforeCreate).toHaveBeenCalled());
    expect(sent).toEqual([]);
    expect(router.state.location.pathname).toBe('/admin/new');
  });
});

/** The edit form under a query, as the record page mounts it: a refetch hands it a new record. */
function EditFormFromCache() {
  const { data } = useQuery({
    queryKey: recordKey('email', EMAIL),
    queryFn: () => stored,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? <EditForm record={data} /> : null;
}

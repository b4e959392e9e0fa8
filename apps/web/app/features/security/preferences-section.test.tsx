// @vitest-environment jsdom
// The Security page's "Reminders and time zone" section against a stubbed API: the saved settings
// shown, the PUT sending exactly the four values as changed, a 400's message on the time zone field
// keeping what was typed, the French labels, and nothing at all for an account refused them.
import type { StaffPreferences } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';
import type { Language } from '../../site-config';
import { PreferencesSection } from './preferences-section';

const SAVED: StaffPreferences = {
  time_zone: 'America/Toronto',
  language: 'fr',
  task_reminders: true,
  daily_digest: false,
};

beforeAll(async () => {
  const ns = ['auth', 'validation', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (status: number, data: unknown) =>
  new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });

/** GET answers `get` (a status and body); PUT answers `put` for the body sent, recorded in `sent`. */
function serve(
  put: (body: StaffPreferences) => Response = (body) => json(200, body),
  get: () => Response = () => json(200, SAVED),
) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method, url, body });
    if (url !== '/api/v1/staff/me/preferences') return json(404, {});
    return method === 'PUT' ? put(body) : get();
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}

function renderSection(lang: Language = 'en', enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <PreferencesSection enabled={enabled} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const zoneInput = () => screen.getByRole('combobox', { name: /Time zone/ }) as HTMLInputElement;
const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

it('shows the saved time zone, mail language and both mails', async () => {
  serve();
  renderSection();
  expect(await screen.findByRole('heading', { name: 'Reminders and time zone' })).toBeTruthy();
  expect(zoneInput().value).toBe('America/Toronto');
  const language = screen.getByRole('combobox', { name: /Language of the mails/ }) as HTMLSelectElement;
  expect(language.value).toBe('fr');
  expect([...language.options].map((o) => o.textContent)).toEqual(['English', 'Français']);
  expect(switchNamed('Email me when a timed task falls due').checked).toBe(true);
  expect(switchNamed('Morning digest of overdue and today’s tasks at 07:00').checked).toBe(false);
});

it('saves exactly the four values as changed, and says so', async () => {
  const { sent } = serve();
  renderSection();
  await screen.findByRole('heading', { name: 'Reminders and time zone' });

  fireEvent.change(zoneInput(), { target: { value: 'Europe/Paris' } });
  fireEvent.change(screen.getByRole('combobox', { name: /Language of the mails/ }), {
    target: { value: 'en' },
  });
  fireEvent.click(switchNamed('Email me when a timed task falls due'));
  fireEvent.click(switchNamed('Morning digest of overdue and today’s tasks at 07:00'));
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  const notice = await screen.findByText('Your reminder settings have been saved.');
  expect(notice.closest('[role="status"]')).toBeTruthy();
  expect(sent.filter((s) => s.method === 'PUT')).toEqual([
    {
      method: 'PUT',
      url: '/api/v1/staff/me/preferences',
      body: { time_zone: 'Europe/Paris', language: 'en', task_reminders: false, daily_digest: true },
    },
  ]);
  expect(zoneInput().value).toBe('Europe/Paris');
});

it('shows a 400’s message on the time zone field and keeps what was typed', async () => {
  const { sent } = serve(() =>
    json(400, {
      error: {
        code: 'validation',
        message: 'Time zone must be an IANA time zone such as America/Toronto',
        key: 'staff.val.timeZone',
        field_keys: { time_zone: 'staff.val.timeZone' },
      },
    }),
  );
  renderSection();
  await screen.findByRole('heading', { name: 'Reminders and time zone' });

  // A zone this browser knows and the server does not (another Intl).
  fireEvent.change(zoneInput(), { target: { value: 'Asia/Kathmandu' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(zoneInput().getAttribute('aria-invalid')).toBe('true'));
  expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  expect(screen.getByText('Time zone must be an IANA time zone such as America/Toronto')).toBeTruthy();
  expect(zoneInput().value).toBe('Asia/Kathmandu');
  expect(screen.queryByText('Your reminder settings have been saved.')).toBeNull();
});

it('refuses a zone no one knows before sending it, with the same message', async () => {
  const { sent } = serve();
  renderSection();
  await screen.findByRole('heading', { name: 'Reminders and time zone' });

  fireEvent.change(zoneInput(), { target: { value: 'Mars/Olympus' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Time zone must be an IANA time zone such as America/Toronto')).toBeTruthy();
  expect(zoneInput().value).toBe('Mars/Olympus');
  expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);
});

it('speaks French', async () => {
  serve();
  renderSection('fr');
  expect(await screen.findByRole('heading', { name: 'Rappels et fuseau horaire' })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: /Fuseau horaire/ })).toBeTruthy();
  expect(screen.getByRole('combobox', { name: /Langue des courriels/ })).toBeTruthy();
  expect(
    screen.getByRole('switch', {
      name: 'M’avertir par courriel quand une tâche à heure fixe arrive à échéance',
    }),
  ).toBeTruthy();
  expect(
    screen.getByRole('switch', { name: 'Résumé du matin des tâches en retard et du jour à 7 h' }),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
});

it('shows nothing to an account refused the settings, and asks nothing without staff access', async () => {
  const refused = serve(undefined, () => json(403, { error: { code: 'forbidden', message: 'Forbidden' } }));
  const { container, unmount } = renderSection();
  await waitFor(() => expect(refused.fetch).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(container.textContent).toBe(''));
  unmount();

  const notStaff = serve();
  const second = renderSection('en', false);
  expect(second.container.textContent).toBe('');
  expect(notStaff.fetch).not.toHaveBeenCalled();
});

// @vitest-environment jsdom
// A lead's level on the listings' deal rooms (issue 28) against a stubbed API: the toggle PUTs the
// level chosen and the list is asked again; a rise says the lead was emailed (or why not), a
// lowering that they were not told, a refusal why; in English and French. The sections around it:
// a contact's (the empty line), an inbox item's (its listing first; link a contact first) and a
// deal's (each party who is a lead; nothing when none is).
import type { ContactListingLead } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { instances, loadMessages } from '../../i18n/i18n';
import type { Language } from '../../site-config';
import { LeadLevelControl } from './lead-level-control';
import { ContactLeadLevels, DealLeadLevels, InboxLeadLevels } from './lead-level-sections';

const CLAIRE = { id: '0190a000-0000-7000-8000-0000000000c1', name: 'Claire Roy' };
const MARC = { id: '0190a000-0000-7000-8000-0000000000c2', name: 'Marc Ouimet' };
const DEAL_ID = '0190a000-0000-7000-8000-0000000000d1';

const lead = (over: Partial<ContactListingLead> = {}): ContactListingLead => ({
  listing_id: '0190a000-0000-7000-8000-0000000000a1',
  slug: 'tower-north',
  title: { en: 'Tower North', fr: 'Tour Nord' },
  status: 'published',
  level: 'agreement',
  accepted_at: '2026-11-27T15:00:00.000Z',
  updated_at: '2026-11-27T15:00:00.000Z',
  updated_by: 'public:listing',
  ...over,
});
const TOWER = lead();
const DOCK = lead({
  listing_id: '0190a000-0000-7000-8000-0000000000a2',
  slug: 'dock-9',
  title: { en: 'Dock 9', fr: 'Quai 9' },
  status: 'draft',
  level: 'approved',
  accepted_at: null,
  updated_at: '2026-11-28T15:00:00.000Z',
  updated_by: 'user:ann',
});

beforeAll(async () => {
  const ns = ['leads', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', ns), loadMessages('fr', ns)]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}
type Answer = (body: unknown) => [number, unknown];

/** A stubbed API: `answers` by "METHOD /path"; every call kept. */
function serve(answers: Record<string, Answer>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(url).split('?')[0] ?? '';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      const answer = answers[`${method} ${path}`];
      const [status, data] = answer
        ? answer(body)
        : [404, { error: { code: 'not_found', key: 'lookup.entity' } }];
      return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function show(element: ReactNode, lang: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/admin/x'] });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const leadsPath = (id: string) => `/api/v1/entities/${id}/listing-leads`;
const putPath = (listingId: string, entityId: string) => `/api/v1/listings/${listingId}/leads/${entityId}`;
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);
const flat = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

/** Claire's leads as the server holds them: a PUT changes the level it answers next. */
function claireServer(put: (body: { level: string }) => [number, unknown]) {
  let levels: ContactListingLead[] = [TOWER, DOCK];
  return serve({
    [`GET ${leadsPath(CLAIRE.id)}`]: () => [200, { data: levels }],
    [`PUT ${putPath(TOWER.listing_id, CLAIRE.id)}`]: (body) => {
      const { level } = body as { level: ContactListingLead['level'] };
      const [status, answer] = put({ level });
      if (status === 200)
        levels = levels.map((l) => (l.listing_id === TOWER.listing_id ? { ...l, level } : l));
      return [status, answer];
    },
  });
}

const answer = (level: string, emailed: boolean) => ({
  entity_id: CLAIRE.id,
  name: CLAIRE.name,
  level,
  updated_at: '2026-11-29T15:00:00.000Z',
  updated_by: 'user:ann',
  emailed,
});

describe('the lead level control', () => {
  it('lists each listing with its link, facts and level; a rise PUTs the level and says the lead was emailed', async () => {
    const sent = claireServer(({ level }) => [200, answer(level, true)]);
    show(<ContactLeadLevels entityId={CLAIRE.id} name={CLAIRE.name} />);
    const section = screen.getByRole('region', { name: 'Deal rooms' });
    const rows = await within(section).findAllByTestId('lead-level');
    expect(rows).toHaveLength(2);
    const tower = rows[0] as HTMLElement;
    expect(within(tower).getByRole('link', { name: 'Tower North' }).getAttribute('href')).toBe(
      `/admin/listings/${TOWER.listing_id}`,
    );
    expect(flat(tower.textContent)).toContain('Published · Accepted the agreement on Nov 27, 2026');
    expect(flat(rows[1]?.textContent)).toContain('Draft · Given by staff, without accepting the agreement');
    const group = within(tower).getByRole('group', { name: 'Level of Claire Roy on Tower North' });
    expect(pressed(group)).toEqual(['Agreement signed']);

    fireEvent.click(within(group).getByRole('button', { name: 'Approved' }));
    await waitFor(() =>
      expect(within(tower).getByTestId('lead-level-note').textContent).toBe('Emailed to the lead'),
    );
    expect(sent.filter((s) => s.method === 'PUT')).toEqual([
      { method: 'PUT', path: putPath(TOWER.listing_id, CLAIRE.id), body: { level: 'approved' } },
    ]);
    // The list was asked again and shows the new level.
    expect(sent.filter((s) => s.method === 'GET')).toHaveLength(2);
    expect(pressed(group)).toEqual(['Approved']);
    // The selected level clicked again changes nothing.
    fireEvent.click(within(group).getByRole('button', { name: 'Approved' }));
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(1);
  });

  it('says in French that a lowered lead was not told, and that a raised one without email was not emailed', async () => {
    // Neither change was mailed: the rise (no email may be used) nor the lowering (never told).
    const sent = claireServer(({ level }) => [200, answer(level, false)]);
    show(<ContactLeadLevels entityId={CLAIRE.id} name={CLAIRE.name} />, 'fr');
    const section = screen.getByRole('region', { name: 'Salles de données' });
    const [tower] = await within(section).findAllByTestId('lead-level');
    expect(within(tower as HTMLElement).getByRole('link', { name: 'Tour Nord' })).toBeTruthy();
    const group = within(tower as HTMLElement).getByRole('group', {
      name: 'Niveau de Claire Roy pour Tour Nord',
    });
    fireEvent.click(within(group).getByRole('button', { name: 'Approuvé' }));
    await waitFor(() =>
      expect(within(tower as HTMLElement).getByTestId('lead-level-note').textContent).toContain(
        'Aucun courriel envoyé',
      ),
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Entente signée' }));
    await waitFor(() =>
      expect(within(tower as HTMLElement).getByTestId('lead-level-note').textContent).toBe(
        'Niveau abaissé : le prospect n’en est pas informé.',
      ),
    );
    expect(sent.filter((s) => s.method === 'PUT').map((s) => s.body)).toEqual([
      { level: 'approved' },
      { level: 'agreement' },
    ]);
    expect(pressed(group)).toEqual(['Entente signée']);
  });

  it('says why a change was refused, and keeps the level as it was', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    claireServer(() => [
      404,
      { error: { code: 'not_found', message: 'Could not find listing', key: 'lookup.listing' } },
    ]);
    show(<ContactLeadLevels entityId={CLAIRE.id} name={CLAIRE.name} />);
    const [tower] = await screen.findAllByTestId('lead-level');
    const group = within(tower as HTMLElement).getByRole('group', { name: /Tower North/ });
    fireEvent.click(within(group).getByRole('button', { name: 'Approved' }));
    const alert = await within(tower as HTMLElement).findByRole('alert');
    expect(alert.textContent).toBe('Could not find listing');
    expect(pressed(group)).toEqual(['Agreement signed']);
    expect(within(tower as HTMLElement).queryByTestId('lead-level-note')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Lead level change failed', expect.anything());
    logged.mockRestore();
  });

  it('puts the focused listing first and marks it', () => {
    serve({});
    show(<LeadLevelControl contact={CLAIRE} leads={[DOCK, TOWER]} focusListingId={TOWER.listing_id} />);
    const rows = screen.getAllByTestId('lead-level');
    expect(rows[0]?.textContent).toContain('Tower North');
    expect(rows[0]?.textContent).toContain('This request’s listing');
    expect(rows[1]?.textContent).not.toContain('This request’s listing');
    expect(screen.getByRole('list', { name: 'The listings Claire Roy is a lead of' })).toBeTruthy();
  });
});

describe('the sections around it', () => {
  it('a contact who is no lead: one line', async () => {
    serve({ [`GET ${leadsPath(MARC.id)}`]: () => [200, { data: [] }] });
    show(<ContactLeadLevels entityId={MARC.id} name={MARC.name} />);
    const section = screen.getByRole('region', { name: 'Deal rooms' });
    expect(await within(section).findByText('Not a lead of any listing.')).toBeTruthy();
  });

  it('an inbox item: its contact’s levels, its listing first; unlinked, what to do first', async () => {
    serve({ [`GET ${leadsPath(CLAIRE.id)}`]: () => [200, { data: [DOCK, TOWER] }] });
    show(<InboxLeadLevels contact={CLAIRE} listingId={TOWER.listing_id} />);
    const rows = await screen.findAllByTestId('lead-level');
    expect(rows[0]?.textContent).toContain('This request’s listing');
    cleanup();
    serve({});
    show(<InboxLeadLevels contact={null} listingId={TOWER.listing_id} />, 'fr');
    expect(screen.getByRole('region', { name: 'Salles de données' }).textContent).toContain(
      'Liez cette demande à un contact',
    );
  });

  it('a deal: each party who is a lead, linked, with their levels; nothing when none is', async () => {
    const sent = serve({
      [`GET /api/v1/deals/${DEAL_ID}/listing-leads`]: () => [
        200,
        {
          data: [
            { entity_id: CLAIRE.id, name: CLAIRE.name, leads: [TOWER] },
            { entity_id: MARC.id, name: MARC.name, leads: [lead({ level: 'approved' })] },
          ],
        },
      ],
      [`PUT ${putPath(TOWER.listing_id, MARC.id)}`]: () => [
        200,
        { ...answer('agreement', false), entity_id: MARC.id },
      ],
    });
    show(<DealLeadLevels dealId={DEAL_ID} />);
    const section = await screen.findByRole('region', { name: 'Deal rooms of this deal’s listings' });
    expect(within(section).getByRole('link', { name: 'Marc Ouimet' }).getAttribute('href')).toBe(
      `/admin/contacts/${MARC.id}`,
    );
    const marc = within(section).getByRole('group', { name: 'Level of Marc Ouimet on Tower North' });
    expect(pressed(marc)).toEqual(['Approved']);
    fireEvent.click(within(marc).getByRole('button', { name: 'Agreement signed' }));
    await waitFor(() => expect(sent.some((s) => s.method === 'PUT')).toBe(true));
    expect(sent.find((s) => s.method === 'PUT')).toEqual({
      method: 'PUT',
      path: putPath(TOWER.listing_id, MARC.id),
      body: { level: 'agreement' },
    });

    cleanup();
    serve({ [`GET /api/v1/deals/${DEAL_ID}/listing-leads`]: () => [200, { data: [] }] });
    show(<DealLeadLevels dealId={DEAL_ID} />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('lead-levels-section')).toBeNull();
  });
});

// @vitest-environment jsdom
// Where staff set a lead's level (issue 28), as the route modules compose the pages against a
// stubbed API: the contact's page has its Deal rooms section, an inbox item from a listing's access
// request the item's contact's levels (its listing first), a deal's page its parties who are leads
// of the listings marketing it. Only the lead levels are looked at; the rest of each page is its
// own tests' business (its other calls answer 404 here).
import {
  type ContactListingLead,
  type Deal,
  ENTITY_AMOUNT_FIELDS,
  ENTITY_COUNT_FIELDS,
  ENTITY_COUNTERS,
  ENTITY_FLAG_FIELDS,
  ENTITY_PERCENT_FIELDS,
  ENTITY_TEXT_FIELDS,
  type EntityComplete,
  type InboxItemDetail,
} from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { DEAL, PIPELINE, STAFF } from '../features/deals/deal-fixtures';
import { instances, loadMessages } from '../i18n/i18n';
import { NotifyProvider } from '../portal/notify';
import ContactRoute from './admin-contact';
import DealRoute from './admin-deal';
import InboxItemRoute from './admin-inbox-item';

const CLAIRE = '0190a000-0000-7000-8000-0000000000c1';
const TOWER: ContactListingLead = {
  listing_id: '0190a000-0000-7000-8000-0000000000a1',
  slug: 'tower-north',
  title: { en: 'Tower North', fr: 'Tour Nord' },
  status: 'published',
  level: 'agreement',
  accepted_at: '2026-11-27T15:00:00.000Z',
  updated_at: '2026-11-27T15:00:00.000Z',
  updated_by: 'public:listing',
};
const DOCK: ContactListingLead = {
  ...TOWER,
  listing_id: '0190a000-0000-7000-8000-0000000000a2',
  slug: 'dock-9',
  title: { en: 'Dock 9', fr: 'Quai 9' },
  level: 'approved',
  updated_at: '2026-11-28T15:00:00.000Z',
};

const nulls = (keys: readonly string[]) => Object.fromEntries(keys.map((k) => [k, null]));
// Every field of a contact, empty: built from the shared lists, which the compiler cannot follow.
const CONTACT = {
  uuid: CLAIRE,
  name: 'Claire Roy',
  ...nulls([
    ...ENTITY_TEXT_FIELDS,
    ...ENTITY_COUNT_FIELDS,
    ...ENTITY_AMOUNT_FIELDS,
    ...ENTITY_PERCENT_FIELDS,
  ]),
  ...Object.fromEntries(ENTITY_FLAG_FIELDS.map((k) => [k, false])),
  ...Object.fromEntries(ENTITY_COUNTERS.map((k) => [k, 0])),
  notes: null,
  representative_id: null,
  created_at: '2026-11-27T15:00:00.000Z',
  updated_at: '2026-11-27T15:00:00.000Z',
  links: { entities: [], addresses: [], numbers: [], emails: [] },
} as unknown as EntityComplete;

const ITEM: InboxItemDetail = {
  id: 7,
  kind: 'showcase',
  status: 'new',
  name: 'Claire Roy',
  email: 'claire@buyer.test',
  phone: null,
  visitor_role: null,
  user_id: null,
  assigned_to: null,
  property_id: null,
  company: null,
  subject: 'Listing: Tower North (agreement version 1)',
  body: null,
  message_id: null,
  nda_acceptance_id: null,
  entity_id: CLAIRE,
  entity_name: 'Claire Roy',
  handled_at: null,
  handled_by: null,
  handled_by_name: null,
  created_at: '2026-11-27T15:00:00.000Z',
  visitor_type: 'Investor',
  email_type: 'Work',
  phone_type: null,
  nda: null,
  listing_id: TOWER.listing_id,
  candidates: [],
};

beforeAll(async () => {
  const ns = [
    'leads',
    'inbox',
    'deals',
    'records',
    'crm',
    'links',
    'history',
    'timeline',
    'requirements',
    'matches',
    'ownership',
    'validation',
    'auth',
    'common',
  ] as const;
  await loadMessages('en', ns);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the calls named ("GET /path"), 404 for any other. */
function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${String(url).split('?')[0]}`;
      const found = Object.hasOwn(answers, key);
      return new Response(
        JSON.stringify(found ? answers[key] : { error: { code: 'not_found', message: 'Not found' } }),
        { status: found ? 200 : 404, headers: { 'content-type': 'application/json', etag: '"1"' } },
      );
    }),
  );
}

function show(path: string, pattern: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={instances.en}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const SLOW = { timeout: 10_000 };

it('the contact’s page has its Deal rooms section', async () => {
  serve({
    [`GET /api/v1/entities/${CLAIRE}/complete`]: CONTACT,
    // Its requirements section shows the page's failure view when they fail to load.
    [`GET /api/v1/entities/${CLAIRE}/requirements`]: { data: [] },
    [`GET /api/v1/entities/${CLAIRE}/listing-leads`]: { data: [DOCK, TOWER] },
  });
  show(`/admin/contacts/${CLAIRE}`, '/admin/contacts/:id', <ContactRoute />);
  const section = await screen.findByRole('region', { name: 'Deal rooms' }, SLOW);
  expect(
    await within(section).findByRole('group', { name: 'Level of Claire Roy on Dock 9' }, SLOW),
  ).toBeTruthy();
  expect(within(section).getByRole('group', { name: 'Level of Claire Roy on Tower North' })).toBeTruthy();
});

it('an inbox item from a listing’s access request shows its contact’s levels, its listing first', async () => {
  serve({
    'GET /api/v1/inbox/7': ITEM,
    [`GET /api/v1/entities/${CLAIRE}/listing-leads`]: { data: [DOCK, TOWER] },
  });
  show('/admin/inbox/7', '/admin/inbox/:id', <InboxItemRoute />);
  const section = await screen.findByRole('region', { name: 'Deal rooms' }, SLOW);
  const rows = await within(section).findAllByTestId('lead-level', {}, SLOW);
  expect(rows[0]?.textContent).toContain('Tower North');
  expect(rows[0]?.textContent).toContain('This request’s listing');
});

it('an inbox item of another kind has no deal room', async () => {
  serve({ 'GET /api/v1/inbox/8': { ...ITEM, id: 8, kind: 'contact', listing_id: null } });
  show('/admin/inbox/8', '/admin/inbox/:id', <InboxItemRoute />);
  expect(await screen.findByRole('heading', { level: 1 }, SLOW)).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Deal rooms' })).toBeNull();
});

it('the deal’s page shows its parties who are leads of its listings', async () => {
  const deal: Deal = DEAL;
  serve({
    [`GET /api/v1/deals/${deal.id}/complete`]: deal,
    'GET /api/v1/pipelines': { data: [PIPELINE] },
    'GET /api/v1/staff': STAFF,
    [`GET /api/v1/deals/${deal.id}/listing-leads`]: {
      data: [{ entity_id: CLAIRE, name: 'Claire Roy', leads: [TOWER] }],
    },
  });
  show(`/admin/deals/${deal.id}`, '/admin/deals/:id', <DealRoute />);
  const section = await screen.findByRole('region', { name: 'Deal rooms of this deal’s listings' }, SLOW);
  expect(within(section).getByRole('group', { name: 'Level of Claire Roy on Tower North' })).toBeTruthy();
});

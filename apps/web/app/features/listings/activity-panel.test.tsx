// @vitest-environment jsdom
// A listing's activity (issue 28) against a stubbed API: each line says who (the lead's contact,
// else the visitor's own words, else staff or anonymous), what (an acceptance and its version, a
// document opened or downloaded) and from where, in the user's language; a full page offers older
// lines and asks for them by offset.

import type { ListingActivityItem } from '@crm/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { loadMessages } from '../../i18n/i18n';
import { ActivityPanel } from './activity-panel';
import { LISTING_ID, serveListings, showAt } from './listing-fixtures';
import { ACTIVITY_PAGE_SIZE } from './listings-api';

beforeAll(async () => {
  const ns = ['listings', 'crm', 'validation', 'auth', 'common'] as const;
  await Promise.all([loadMessages('en', [...ns]), loadMessages('fr', [...ns])]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEAD = { entity_id: '01900000-0000-7000-8000-0000000000e1', name: 'Acme Inc.' };
const ITEMS: ListingActivityItem[] = [
  {
    kind: 'document',
    id: 'v2',
    at: '2026-10-03T15:00:00.000Z',
    action: 'download',
    document: { id: 'd1', title: 'Rent roll 2026.pdf', level: 'approved' },
    lead: LEAD,
    visitor: { name: 'Ann Acme', email: 'ann@acme.test' },
    staff: null,
    ip: '203.0.113.7',
  },
  {
    kind: 'document',
    id: 'v1',
    at: '2026-10-02T16:00:00.000Z',
    action: 'view',
    document: { id: 'd0', title: 'Old brochure', level: null },
    lead: null,
    visitor: null,
    staff: { actor: 'user:s1', name: 'Sam Staff' },
    ip: '10.0.0.1',
  },
  {
    kind: 'acceptance',
    id: 'a1',
    at: '2026-10-02T15:00:00.000Z',
    action: 'accept',
    agreement_version: 2,
    lead: null,
    visitor: { name: 'Paul Pending', email: 'paul@visitor.test' },
    ip: '198.51.100.4',
  },
];
const base = `/api/v1/listings/${LISTING_ID}`;
const show = (lang: 'en' | 'fr' = 'en') =>
  showAt(<ActivityPanel listingId={LISTING_ID} />, {
    pattern: '/admin/listings/:id',
    url: `/admin/listings/${LISTING_ID}`,
    lang,
  });

it('says who read what and who accepted, newest first, with the lead linked to their contact', async () => {
  serveListings({ [`GET ${base}/activity`]: () => [200, { data: ITEMS, offset: 0 }] });
  show();
  const download = await screen.findByTestId('activity-v2');
  expect(within(download).getByRole('link', { name: 'Acme Inc.' }).getAttribute('href')).toBe(
    `/admin/contacts/${LEAD.entity_id}`,
  );
  expect(download.textContent).toContain('Downloaded “Rent roll 2026.pdf”');
  expect(download.textContent).toContain('203.0.113.7');
  const staff = screen.getByTestId('activity-v1');
  expect(staff.textContent).toContain('Sam Staff (staff)');
  expect(staff.textContent).toContain('Opened “Old brochure” (document deleted since)');
  const acceptance = screen.getByTestId('activity-a1');
  expect(acceptance.textContent).toContain('Paul Pending');
  expect(acceptance.textContent).toContain('paul@visitor.test · waiting in the inbox');
  expect(acceptance.textContent).toContain('Accepted the agreement (version 2)');
  // Fewer lines than a page: nothing older.
  expect((screen.getByRole('button', { name: 'Older' }) as HTMLButtonElement).disabled).toBe(true);
});

it('asks for older lines by offset when a page is full, in French', async () => {
  const full = Array.from({ length: ACTIVITY_PAGE_SIZE }, (_, i) => ({ ...ITEMS[2]!, id: `a${i}` }));
  const asked: string[] = [];
  serveListings();
  const stubbed = vi.mocked(fetch);
  const inner = stubbed.getMockImplementation()!;
  stubbed.mockImplementation(async (url, init) => {
    const u = new URL(String(url), 'http://localhost');
    if (u.pathname === `${base}/activity`) {
      asked.push(u.searchParams.get('offset') ?? '');
      const page = u.searchParams.get('offset') === '0' ? full : [ITEMS[0]!];
      return new Response(JSON.stringify({ data: page, offset: Number(u.searchParams.get('offset')) }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    return inner(url, init);
  });
  show('fr');
  await screen.findByTestId('activity-a0');
  expect(screen.getByText('Lignes 1 à 25')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Plus anciennes' }));
  await screen.findByTestId('activity-v2');
  expect(screen.getByTestId('activity-v2').textContent).toContain('A téléchargé « Rent roll 2026.pdf »');
  await waitFor(() => expect(asked).toEqual(['0', String(ACTIVITY_PAGE_SIZE)]));
});

it('says so when nobody has read anything yet', async () => {
  serveListings({ [`GET ${base}/activity`]: () => [200, { data: [], offset: 0 }] });
  show();
  expect(await screen.findByText('No activity yet: acceptances and documents read show here.')).toBeTruthy();
});

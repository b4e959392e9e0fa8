// Samples the listings' component tests share: a draft listing for lease, its photos, documents and
// leads, and a stubbed API answering the listing routes and recording each write (a multipart
// body as its fields and its file's name).
import type { LeadLevel, Listing, ListingDocument, ListingPhoto } from '@crm/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { instances } from '../../i18n/i18n';
import { NotifyProvider } from '../../portal/notify';

export const LISTING_ID = '01900000-0000-7000-8000-000000000c01';
export const ADDRESS_ID = '01900000-0000-7000-8000-0000000000a1';

export const LISTING: Listing = {
  id: LISTING_ID,
  slug: '1000-sherbrooke',
  kind: 'lease',
  status: 'draft',
  address_id: ADDRESS_ID,
  address: '1000 Rue Sherbrooke O, Montréal',
  deal_id: null,
  title: { en: 'Offices at 1000 Sherbrooke', fr: 'Bureaux au 1000 Sherbrooke' },
  price: null,
  rent: 24.5,
  terms: { en: 'Net lease, 5 to 10 years', fr: 'Bail net, 5 à 10 ans' },
  highlights: [{ en: 'Metro at the door', fr: 'Métro à la porte' }],
  sections: [{ key: 'overview', body: { en: 'A landmark tower.', fr: 'Une tour phare.' } }],
  contact: { name: 'Ann Broker', email: 'ann@firm.test', phone: null },
  agreement: {
    version: 2,
    en: 'Keep it confidential.',
    fr: 'Gardez-le confidentiel.',
    created_at: '2026-10-01T15:00:00.000Z',
  },
  published_at: null,
  created_at: '2026-09-01T15:00:00.000Z',
  updated_at: '2026-10-01T15:00:00.000Z',
};

const photo = (id: string, position: number, alt: { en: string; fr: string }): ListingPhoto => ({
  id,
  position,
  alt,
  width: 1600,
  height: 1200,
  created_at: '2026-10-01T15:00:00.000Z',
  variants: [
    {
      width: 480,
      format: 'webp',
      url: `/api/v1/public/listings/1000-sherbrooke/photos/${id}/480.webp`,
      preview_url: `/api/v1/listings/${LISTING_ID}/photos/${id}/480.webp`,
    },
  ],
});

export const PHOTOS: ListingPhoto[] = [
  photo('01900000-0000-7000-8000-000000000b01', 0, { en: 'Lobby', fr: 'Hall' }),
  photo('01900000-0000-7000-8000-000000000b02', 1, { en: 'Terrace', fr: 'Terrasse' }),
  photo('01900000-0000-7000-8000-000000000b03', 2, { en: '', fr: '' }),
];

const document = (id: string, position: number, title: string, level: ListingDocument['level']) => ({
  id,
  title,
  level,
  mime: 'application/pdf',
  size: 1_258_291,
  filename: `${title}.pdf`,
  position,
  created_at: '2026-10-01T15:00:00.000Z',
  updated_at: '2026-10-01T15:00:00.000Z',
});

export const DOCUMENTS: ListingDocument[] = [
  document('01900000-0000-7000-8000-000000000d01', 1, 'Brochure', 'public'),
  document('01900000-0000-7000-8000-000000000d02', 2, 'Rent roll', 'agreement'),
];

export const LEADS: LeadLevel[] = [
  {
    entity_id: '01900000-0000-7000-8000-0000000000e1',
    name: 'Acme Inc.',
    level: 'agreement',
    updated_at: '2026-10-02T15:00:00.000Z',
    updated_by: 'visitor',
  },
];

/** A listing after a PUT of `body`, as the API answers it: a changed agreement is the next version. */
export function saved(listing: Listing, body: unknown): Listing {
  const { agreement, ...fields } = body as Partial<Listing> & { agreement?: { en: string; fr: string } };
  return {
    ...listing,
    ...fields,
    agreement: agreement
      ? { ...agreement, version: listing.agreement.version + 1, created_at: '2026-10-05T15:00:00.000Z' }
      : listing.agreement,
  };
}

export interface Sent {
  method: string;
  path: string;
  body: unknown;
  ifMatch: string | null;
}

type Answer = (body: unknown) => [number, unknown, string?];

/** A multipart body as its text fields and its file's name. */
function readBody(body: BodyInit | null | undefined): unknown {
  if (body instanceof FormData) {
    const out: Record<string, string> = {};
    for (const [name, value] of body.entries()) out[name] = typeof value === 'string' ? value : value.name;
    return out;
  }
  return body ? JSON.parse(String(body)) : undefined;
}

const base = `/api/v1/listings/${LISTING_ID}`;

/** A stubbed API: `answers` by "METHOD /path" (a [status, body, etag] of the body sent), the
 * listing and its parts by default. Records every write. */
export function serveListings(answers: Record<string, Answer> = {}): Sent[] {
  const sent: Sent[] = [];
  const defaults: Record<string, Answer> = {
    [`GET ${base}/complete`]: () => [200, LISTING, '"3"'],
    [`PUT ${base}`]: (body) => [200, saved(LISTING, body), '"4"'],
    [`GET ${base}/photos`]: () => [200, { data: PHOTOS }],
    [`GET ${base}/documents`]: () => [200, { data: DOCUMENTS }],
    [`GET ${base}/leads`]: () => [200, { data: LEADS }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(url).split('?')[0] ?? '';
      const body = readBody(init.body);
      const headers = new Headers(init.headers);
      if (method !== 'GET') sent.push({ method, path, body, ifMatch: headers.get('if-match') });
      const answer = answers[`${method} ${path}`] ?? defaults[`${method} ${path}`];
      if (!answer) return new Response(JSON.stringify({ data: [], offset: 0 }), { status: 200 });
      const [status, data, etag] = answer(body);
      return new Response(status === 204 ? null : JSON.stringify(data), {
        status,
        headers: { 'content-type': 'application/json', ...(etag ? { etag } : {}) },
      });
    }),
  );
  return sent;
}

/** Renders `element` at `path` (a route pattern, and the URL to open) with the portal's providers;
 * `others` are routes it may lead to, each showing its path. */
export function showAt(
  element: ReactNode,
  {
    pattern,
    url,
    lang = 'en',
    others = [],
  }: { pattern: string; url: string; lang?: 'en' | 'fr'; others?: string[] },
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      ...others.map((path) => ({ path, element: <p data-testid="landed">{path}</p> })),
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={instances[lang]}>
      <QueryClientProvider client={client}>
        <NotifyProvider>
          <RouterProvider router={router} />
        </NotifyProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return router;
}

// The deal room's calls, through the app's HTTP client: the visitor's documents (their level read
// by the API from the emailed link's token or the listing's cookie) and the agreement's acceptance.
import type { Language, ShowcaseAccessForm } from '@crm/shared';
import { QueryClient } from '@tanstack/react-query';
import { ApiError, crm, seg } from '../../http/client';

/** The deal room's own client: the root provides none (the public pages' bundle stays small). */
export const dealRoomQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // A 4xx is an answer, not a glitch: only outages are retried.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

/** The documents and the visitor's level. An emailed link's token is first shown to the access
 * route, which turns it into this browser's cookie, so the visitor returns without the link. */
export async function fetchDealRoom(slug: string, token: string | null, signal?: AbortSignal) {
  const query = { access: token };
  if (token) await crm('GET /public/listings/:slug/access', { params: [slug], query, signal });
  return crm('GET /public/listings/:slug/documents', { params: [slug], query, signal });
}

/** Accepts the listing's agreement with the showcase's form, in the page's language (the
 * emailed link is written in it). */
export const acceptAgreement = (slug: string, lang: Language) => (form: ShowcaseAccessForm) =>
  crm('POST /public/listings/:slug/access', { params: [slug], body: { ...form, lang } });

/** A document's address: opened in the browser, or downloaded as an attachment. */
export function documentUrl(slug: string, id: string, token: string | null, download = false): string {
  const q = new URLSearchParams();
  if (token) q.set('access', token);
  if (download) q.set('download', '1');
  return `/api/v1/public/listings/${seg(slug)}/documents/${seg(id)}${q.size ? `?${q}` : ''}`;
}

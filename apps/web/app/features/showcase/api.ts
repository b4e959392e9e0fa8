// The two public showcase calls, through the app's HTTP client: a refusal is an ApiError with its
// status and message keys, so the page can tell an unknown property (404) from an outage and the
// form can show the server's field errors.
import { Showcase, type ShowcaseAccessFormInput } from '@crm/shared';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { ApiError, crm, hasStatus } from '../../http/client';

export const fetchShowcase = async (slug: string, signal?: AbortSignal): Promise<Showcase> =>
  Showcase.parse(await crm('GET /public/showcases/:slug', { params: [slug], signal }));

export const requestAccess = (slug: string, form: ShowcaseAccessFormInput) =>
  crm('POST /public/showcases/:slug/access', { params: [slug], body: form });

export const isNotFound = (error: unknown) => hasStatus(error, 404);

/** The showcase pages' own client: the root provides none, so the home page's bundle stays small. */
export const showcaseQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 5 * 60_000,
      // A 4xx (unknown property) is an answer, not a glitch: only outages are retried.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});

/** The page's record; `initial` (prerendered with, see initial-data.tsx) shows at once and is
 * checked against the API straight away (it counts as stale). */
export function useShowcase(slug: string, initial?: Showcase) {
  return useQuery({
    queryKey: ['showcase', slug],
    queryFn: ({ signal }) => fetchShowcase(slug, signal),
    initialData: initial,
    initialDataUpdatedAt: 0,
  });
}

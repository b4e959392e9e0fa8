// The two public showcase calls. Errors carry the HTTP status and the API's error body, so the page
// can tell an unknown property (404) from an outage and the form can show the server's field errors.
import { ErrorBody, Showcase, type ShowcaseAccessFormInput } from '@crm/shared';
import { QueryClient, useQuery } from '@tanstack/react-query';

const BASE = '/api/v1/public/showcases';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | null,
  ) {
    super(body?.error.message ?? `HTTP ${status}`);
  }
}

async function failure(response: Response): Promise<HttpError> {
  const json: unknown = await response.json().catch(() => null);
  const parsed = ErrorBody.safeParse(json);
  return new HttpError(response.status, parsed.success ? parsed.data : null);
}

export async function fetchShowcase(slug: string, signal?: AbortSignal): Promise<Showcase> {
  const response = await fetch(`${BASE}/${encodeURIComponent(slug)}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw await failure(response);
  return Showcase.parse(await response.json());
}

export async function requestAccess(slug: string, form: ShowcaseAccessFormInput): Promise<void> {
  const response = await fetch(`${BASE}/${encodeURIComponent(slug)}/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(form),
  });
  if (!response.ok) throw await failure(response);
}

export const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The showcase pages' own client: the root provides none, so the home page's bundle stays small. */
export const showcaseQueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 5 * 60_000,
      // A 4xx (unknown property) is an answer, not a glitch: only outages are retried.
      retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
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

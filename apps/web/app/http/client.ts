// The web app's one way to call the server: the CRM API (/api/v1, the portal with its session
// cookie, the public pages without) and Better Auth (/api/auth). Public pages import this file, so
// it holds nothing but fetch: no zod, no MUI.
//
// A call names its route (`crm('GET /entities/:id/complete', { params: [id] })`) and its answer is
// typed by that route's response schema in @crm/shared (API_ROUTES, checked against the API's
// routes) or by Better Auth's answer (AuthRoutes): no caller names the type of what comes back.
// Both maps are imported as types only, so no schema reaches the public pages' bundle.
//
// Every refusal becomes an ApiError carrying the server's message key beside its code. The CRM API
// answers `{ error: { code, message, key, fields?, field_keys? } }`; Better Auth `{ code, message,
// key? }`. Forms show `key` and `fieldKeys` in the user's language; nothing maps English back.
import type { ApiAnswer, ApiRoute, AuthRoute, AuthRoutes, MessageKey } from '@crm/shared';
import { takeEarly } from './early-answers';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** 0 when no answer came back (offline, aborted by the network). */
    readonly status: number,
    /** The API's error code (`exists`, `validation`…), Better Auth's (INVALID_EMAIL_OR_PASSWORD…),
     * `NETWORK` without an answer, or `HTTP_<status>` for an answer without a body. */
    readonly code: string,
    /** The catalogue key of the server's message, when it sent one. */
    readonly key: MessageKey | null = null,
    /** Field path → message key, for a refused form. */
    readonly fieldKeys: Readonly<Record<string, MessageKey>> = {},
    message: string = key ?? code,
    /** The whole answer (a 412 holds the record as it is now in `current`). */
    readonly answer: unknown = null,
    /** The answer's ETag: the version of that current record. */
    readonly etag: string | null = null,
  ) {
    super(message);
  }

  /** The request never got an answer. */
  get isNetwork(): boolean {
    return this.code === 'NETWORK';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'DELETE'];

export interface RequestOptions {
  /** The route's path parameters (`:id`, `:email`…) in the order the path names them; each is
   * encoded here. */
  params?: readonly string[];
  /** Sent as JSON; a FormData is sent as multipart/form-data (file uploads). */
  body?: unknown;
  /** Appended as a query string; empty, null and undefined values are left out. */
  query?: Query;
  signal?: AbortSignal;
  /** Sent by the app on its own (a poll), not by the user: the server does not count it as the
   * session's activity, so an unattended portal still reaches the idle timeout. */
  background?: boolean;
  /** The ETag of the record as loaded: the write applies only if nobody changed it since (412). */
  ifMatch?: string | null;
}

/** A path segment encoded (emails and numbers are ids: "+1…", "a@b.c"). */
export const seg = (value: string) => encodeURIComponent(value);

/** The method and path of a route (`'GET /entities/:id/complete'`) with its parameters filled in. */
function target(route: string, params: readonly string[] = []): { method: Method; path: string } {
  const method = METHODS.find((m) => route.startsWith(`${m} `));
  if (!method) throw new Error(`${route}: no method`);
  let next = 0;
  const pattern = route.slice(method.length + 1);
  // A parameter is named as the API's route names it: `:entity_id`, `:docId`.
  const path = pattern.replace(/:[A-Za-z_0-9]+/g, () => {
    const value = params[next++];
    // A programming error: the route and its parameters come from the same call site.
    if (value === undefined) throw new Error(`${route}: missing path parameter ${next}`);
    return seg(value);
  });
  if (next !== params.length) throw new Error(`${route}: ${params.length} parameters for ${next}`);
  return { method, path };
}

interface ErrorAnswer {
  code?: string;
  message?: string;
  key?: MessageKey;
  field_keys?: Record<string, MessageKey>;
}

/** The refusal in either server's shape: `{ error: {…} }` (CRM API) or flat (Better Auth). */
function errorOf(status: number, data: unknown, etag: string | null): ApiError {
  const body = (data ?? {}) as ErrorAnswer & { error?: ErrorAnswer };
  const answer = body.error ?? body;
  const code = answer.code ?? `HTTP_${status}`;
  const { key, field_keys, message } = answer;
  return new ApiError(status, code, key ?? null, field_keys ?? {}, message, data, etag);
}

/** `path` with `query` appended; empty, null and undefined values are left out. */
function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  return `${path}${params.size ? `?${params}` : ''}`;
}

/** An answer with the ETag the server gave it (the record's version), or null. */
export interface Tagged<T> {
  data: T;
  etag: string | null;
}

/** Calls `path` (from the site's root: '/api/v1/…', '/api/auth/…') with `method` and answers its
 * JSON, or `undefined` for a 204, with its ETag. Throws ApiError for a refusal or no answer; an
 * abort rethrows as is. `A` is the route's answer type (ApiAnswer, AuthRoutes), never a caller's
 * choice: the exported calls below fix it from the route they are given. */
async function requestTagged<A>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<Tagged<A>> {
  const { body, signal, background, ifMatch } = options;
  // A FormData sets its own multipart content type (with the boundary).
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    // A portal page's first GETs were started by the page itself (early-answers.ts).
    const early = method === 'GET' && !options.query ? takeEarly(path) : undefined;
    response = await (early ??
      fetch(withQuery(path, options.query), {
        method,
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
        headers: {
          accept: 'application/json',
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...(background ? { 'x-crm-background': '1' } : {}),
          ...(ifMatch ? { 'if-match': ifMatch } : {}),
        },
        body: json ? JSON.stringify(body) : (body as FormData | undefined),
      }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK');
  }
  const etag = response.headers.get('etag');
  // A 204 has no body: its route answers undefined (ApiAnswer of NoContent). Any other answer is
  // the JSON the server wrote from the route's response schema, which is what types it here.
  const data = response.status === 204 ? undefined : await response.json().catch(() => null);
  if (!response.ok) throw errorOf(response.status, data, etag);
  return { data, etag };
}

/** The CRM API (/api/v1) with the answer's ETag (a record's version, ADR 0032). */
export function crmTagged<R extends ApiRoute>(
  route: R,
  options?: RequestOptions,
): Promise<Tagged<ApiAnswer<R>>> {
  const { method, path } = target(route, options?.params);
  return requestTagged(method, `/api/v1${path}`, options);
}

/** The CRM API (/api/v1): `crm('GET /entities/query', { query })`, answered as the route's schema. */
export const crm = async <R extends ApiRoute>(route: R, options?: RequestOptions): Promise<ApiAnswer<R>> =>
  (await crmTagged(route, options)).data;

/** Someone else changed the record since it was loaded (412 to an If-Match). */
export const isStale = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 412;

/** The address of a CRM API GET the browser follows itself (a file download: `<a href download>`
 * sends the session cookie like fetch does). */
export const crmUrl = (path: string, query?: Query) => withQuery(`/api/v1${path}`, query);

/** Better Auth (/api/auth): `auth('POST /sign-in/email', { body })`. */
export async function auth<R extends AuthRoute>(route: R, options?: RequestOptions): Promise<AuthRoutes[R]> {
  const { method, path } = target(route, options?.params);
  return (await requestTagged<AuthRoutes[R]>(method, `/api/auth${path}`, options)).data;
}

/** A refusal with this status (4xx/5xx), for retry rules and not-found pages. */
export const hasStatus = (error: unknown, ...statuses: number[]) =>
  error instanceof ApiError && statuses.includes(error.status);

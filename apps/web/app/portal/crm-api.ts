// The portal's calls to the CRM API (/api/v1), as plain fetches with the session cookie: the API
// accepts a staff session in place of an api-key (spec §6's fixed key is for machines, not
// browsers). A refusal becomes a CrmError carrying the API's code, message key and field messages,
// so a form can show each field's message and keep what the user typed.
import type { ErrorBody, ErrorCode } from '@crm/shared';
import { AuthError } from '../features/auth/api';

const API_URL = '/api/v1';

export class CrmError extends AuthError {
  constructor(
    status: number,
    code: ErrorCode | 'NETWORK' | `HTTP_${number}`,
    /** The API's message: a shared message key for validation errors. */
    message: string,
    /** Field path → message key, for a refused form. */
    readonly fields: Record<string, string> = {},
  ) {
    super(status, code, message);
    this.name = 'CrmError';
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/** Path segments are encoded here (emails and numbers are ids: "+1…", "a@b.c"). */
export const seg = (value: string) => encodeURIComponent(value);

export async function crmRequest<T>(
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
    body?: unknown;
    query?: Query;
    signal?: AbortSignal;
  } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(init.query ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}${query.size ? `?${query}` : ''}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: init.signal,
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new CrmError(0, 'NETWORK', 'NETWORK');
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const body = (data as Partial<ErrorBody> | null)?.error;
    throw new CrmError(
      response.status,
      body?.code ?? `HTTP_${response.status}`,
      body?.message ?? `HTTP_${response.status}`,
      body?.fields ?? {},
    );
  }
  return data as T;
}

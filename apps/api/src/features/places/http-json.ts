// Every outside call of the address pipeline goes through here: a time limit per attempt and one
// retry for what may pass (a 5xx, a timeout, a dropped connection), none for what will not (4xx,
// including 429 quota answers, where retrying only spends more quota).

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number | 'timeout' | 'network',
    detail: string,
  ) {
    super(`${provider}: ${status} ${detail}`.slice(0, 300));
  }
}

export interface CallOptions {
  provider: string;
  timeoutMs: number;
  /** Attempts after the first for a retryable failure. */
  retries?: number;
}

export async function fetchJson<T>(url: string, init: RequestInit, options: CallOptions): Promise<T> {
  const { provider, timeoutMs, retries = 1 } = options;
  let last: ProviderError | undefined;
  for (let attempt = 0; attempt <= retries; attempt++) {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      if (res.ok) return JSON.parse(text) as T;
      last = new ProviderError(provider, res.status, text);
      if (res.status < 500) throw last;
    } catch (error) {
      if (error instanceof ProviderError && typeof error.status === 'number' && error.status < 500)
        throw error;
      if (!(error instanceof ProviderError)) {
        const name = (error as Error).name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        last = new ProviderError(provider, timedOut ? 'timeout' : 'network', (error as Error).message);
      } else last = error;
    }
  }
  throw last!;
}

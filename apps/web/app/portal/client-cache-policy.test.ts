// The client portal's early answers land in the queries its pages read (ADR 0051): every URL the
// early script asks for, but the session, is a query's, so none is asked twice.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../http/early-answers';
import { earlyKey, keepEarlyAnswers } from './client-cache-policy';
import { queryKeys } from './query-keys';

describe('the client’s early answers', () => {
  it('each have the query their page reads, so none is asked twice', () => {
    // A client's pages (the invitation's answers go to its own queries as they come).
    const urls = EARLY_PAGES.filter((page) => page.routes.includes('client-portal'))
      .flatMap((page) => page.data)
      .filter((url) => url !== '/api/auth/get-session')
      .map((url) => url.replace('$1', 'a%20b'));
    for (const url of urls) expect(earlyKey(url), url).toBeDefined();
    expect(earlyKey('/api/v1/client/properties/a%20b/performance')).toEqual(queryKeys.client.property('a b'));
    expect(earlyKey('/api/v1/client/me')).toEqual(queryKeys.client.me);
  });

  it('are kept as their queries’ data, dated when the page asked', () => {
    const client = new QueryClient();
    const at = Date.now() - 2000;
    keepEarlyAnswers(
      client,
      new Map([
        ['/api/v1/client/performance', { at, body: { occupancy: 1 } }],
        ['/api/v1/somewhere/else', { at, body: { x: 1 } }],
      ]),
    );
    expect(client.getQueryData(queryKeys.client.portfolio)).toEqual({ occupancy: 1 });
    expect(client.getQueryState(queryKeys.client.portfolio)?.dataUpdatedAt).toBe(at);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});

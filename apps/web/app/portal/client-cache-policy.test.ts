// The client portal's early answers land in the queries its pages read (ADR 0051).
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { earlyKey, keepEarlyAnswers } from './client-cache-policy';
import { queryKeys } from './query-keys';

describe('the client’s early answers', () => {
  it('are read for the query their page reads', () => {
    expect(earlyKey('/api/v1/client/properties/a%20b/performance')).toEqual(queryKeys.client.property('a b'));
    expect(earlyKey('/api/v1/client/me')).toEqual(queryKeys.client.me);
    expect(earlyKey('/api/v1/client/unknown')).toBeUndefined();
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

import type { HistoryPage } from '@crm/shared';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';
import { KIND_ROUTES, type RecordKind } from '../../portal/record-kinds';

export const HISTORY_PAGE = 20;

/** The history's pages: under the record's own key, so whatever makes the record stale (a link
 * added on its page or another) makes its history stale too; a save stales it (`cache-policy.ts`). */
export const historyQuery = (kind: RecordKind, id: string) => ({
  queryKey: queryKeys.history(kind, id),
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    crm(KIND_ROUTES[kind].history, {
      params: [id],
      query: { limit: HISTORY_PAGE, offset: pageParam },
      signal,
    }),
  getNextPageParam: (last: HistoryPage) =>
    last.data.length < HISTORY_PAGE ? undefined : last.offset + HISTORY_PAGE,
});

/** The `merged` entry of a record merged away, which keeps every value it had: the newest entry of
 * its own history (nothing names it once it is gone; its link entries came just before). It never
 * changes, so it is asked once. */
export const mergedEntryQuery = (kind: RecordKind, id: string) => ({
  queryKey: queryKeys.mergedEntry(kind, id),
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const page = await crm(KIND_ROUTES[kind].history, {
      params: [id],
      query: { limit: 5, offset: 0 },
      signal,
    });
    return page.data.find((entry) => entry.action === 'merged' && entry.record_id === id) ?? null;
  },
  staleTime: Number.POSITIVE_INFINITY,
});

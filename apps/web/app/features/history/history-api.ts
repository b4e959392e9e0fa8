import type { HistoryPage } from '@crm/shared';
import { crm } from '../../http/client';
import { apiPath, type RecordKind, recordKey } from '../../portal/record-kinds';

export const HISTORY_PAGE = 20;

/** The history's pages: under the record's own key, so whatever refreshes the record (an edit, a
 * link added on its page or another) refreshes its history too. */
export const historyQuery = (kind: RecordKind, id: string) => ({
  queryKey: [...recordKey(kind, id), 'history'] as const,
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    crm<HistoryPage>(`${apiPath(kind, id)}/history`, {
      query: { limit: HISTORY_PAGE, offset: pageParam },
      signal,
    }),
  getNextPageParam: (last: HistoryPage) =>
    last.data.length < HISTORY_PAGE ? undefined : last.offset + HISTORY_PAGE,
});

// The search page's calls (spec §7): GET …/count of each kind and GET …/query of the open tab.
import type { Address, ContactExportFormat, Deal, Email, Entity, PhoneNumber } from '@crm/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { crm, crmUrl } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';
import { KIND_ROUTES, RECORD_KINDS } from '../../portal/record-kinds';
import { apiQuery, type SearchState, TAB_KIND, type Tab } from './search-state';

export interface TabRow {
  addresses: Address;
  contacts: Entity;
  emails: Email;
  numbers: PhoneNumber;
  deals: Deal;
}
export type SearchPage = { [T in Tab]: { tab: T; data: TabRow[T][]; offset: number } }[Tab];

/** The tabs whose kind the API counts (GET …/count): deals have no count card. */
export type CountedTab = Exclude<Tab, 'deals'>;
export const isCounted = (tab: Tab): tab is CountedTab => tab !== 'deals';

/** Stale after a create, a merge or an import (`portal/cache-policy.ts`). */
export const countQuery = (tab: CountedTab) => ({
  queryKey: queryKeys.count(tab),
  queryFn: ({ signal }: { signal: AbortSignal }) => crm(KIND_ROUTES[TAB_KIND[tab]].count, { signal }),
  staleTime: 0,
});

/** The deals' card: the open deals of every pipeline (stale with every deal query). */
export const openDealsQuery = {
  queryKey: queryKeys.deals.openTotals,
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /deals/open-totals', { signal }),
  staleTime: 0,
};

export const searchQuery = (state: SearchState) => {
  const query = apiQuery(state);
  return {
    queryKey: queryKeys.search(state.tab, query),
    // The signal aborts the request a newer search superseded.
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const page = await crm(KIND_ROUTES[TAB_KIND[state.tab]].query, { query, signal });
      return { tab: state.tab, ...page } as SearchPage;
    },
    // The last page stays on screen while the next loads (no flash), but never another tab's rows.
    placeholderData: (previous: SearchPage | undefined) =>
      previous?.tab === state.tab ? keepPreviousData(previous) : undefined,
    staleTime: 0,
  };
};

/** The file of every result of the search on screen (its filters, not its page): GET …/export. */
export function exportUrl(state: SearchState, format: ContactExportFormat): string {
  const { limit: _limit, offset: _offset, ...filters } = apiQuery(state);
  return crmUrl(`${RECORD_KINDS[TAB_KIND[state.tab]].api}/export`, { ...filters, format });
}

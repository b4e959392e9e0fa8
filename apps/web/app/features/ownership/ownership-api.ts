import { OWNERSHIP_DEPTH } from '@crm/shared';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';
import type { OwnershipMode } from './ownership-paths';

export const DEPTHS = Array.from(
  { length: OWNERSHIP_DEPTH.max - OWNERSHIP_DEPTH.min + 1 },
  (_, i) => OWNERSHIP_DEPTH.min + i,
);

/** An address's owners or a contact's portfolio, `depth` tiers deep. Under the record's own key, so
 * a link added or removed on its page (which refreshes the record) refreshes the walk too. */
export const ownershipQuery = (mode: OwnershipMode, id: string, depth: number) => ({
  queryKey: queryKeys.ownership(mode === 'owners' ? 'address' : 'entity', id, depth),
  // The walk crosses many records, any of which another page may have relinked: always asked again.
  staleTime: 0,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    crm(mode === 'owners' ? 'GET /addresses/:id/owners' : 'GET /entities/:id/portfolio', {
      params: [id],
      query: { depth },
      signal,
    }),
});

// Matching both ways (issue 26, ADR 0040): who wants an address (its requirements that fit, page by
// page) and what fits a contact's requirements (its requirements page by page, each with the first
// offers that fit). Read-only: what stales them is the cache policy's business (an address saved,
// requirements changed).
import type { AddressMatchPage, EntityMatchPage } from '@crm/shared';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';

/** Matches a page of "who wants this"; requirements a page of "what fits". */
export const WHO_PAGE = 20;
export const FITS_PAGE = 10;
/** Offers shown per requirement at first, and once the user asks for more (the API's most). */
export const FITS_SHOWN = 10;
export const FITS_MOST = 50;

/** The next page's offset while the last page was full. The API answers no count: a full page may
 * be the last, and then the next one comes back empty. */
const nextOffset = (last: { data: unknown[]; offset: number }, size: number) =>
  last.data.length < size ? undefined : last.offset + size;

export const whoWantsQuery = (addressId: string) => ({
  queryKey: queryKeys.addressMatches(addressId),
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    crm('GET /addresses/:id/matches', {
      params: [addressId],
      query: { limit: WHO_PAGE, offset: pageParam },
      signal,
    }),
  getNextPageParam: (last: AddressMatchPage) => nextOffset(last, WHO_PAGE),
});

export const whatFitsQuery = (entityId: string, perRequirement: number) => ({
  queryKey: queryKeys.entityMatches(entityId, perRequirement),
  initialPageParam: 0,
  queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
    crm('GET /entities/:id/matches', {
      params: [entityId],
      query: { limit: FITS_PAGE, offset: pageParam, per_requirement: perRequirement },
      signal,
    }),
  getNextPageParam: (last: EntityMatchPage) => nextOffset(last, FITS_PAGE),
});

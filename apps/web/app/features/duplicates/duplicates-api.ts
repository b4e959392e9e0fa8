// The duplicates calls (issue 14): candidate pairs, "not duplicates", and the merge.
import type { ApiRoute, DuplicateKind, MergeBody } from '@crm/shared';
import { crm } from '../../http/client';

/** The portal's name of each kind in its URLs (/admin/duplicates/contacts/…), the API's, and the
 * record kind of its detail pages. */
export const DUPLICATE_PAGES = {
  contacts: { api: 'entities', record: 'entity' },
  addresses: { api: 'addresses', record: 'address' },
} as const satisfies Record<string, { api: DuplicateKind; record: 'entity' | 'address' }>;
export type DuplicatePageKind = keyof typeof DUPLICATE_PAGES;
export const isDuplicatePageKind = (value: unknown): value is DuplicatePageKind =>
  value === 'contacts' || value === 'addresses';

export const PAGE_SIZE = 20;

export const listDuplicates = (kind: DuplicatePageKind, offset: number, signal?: AbortSignal) =>
  crm('GET /duplicates', {
    query: { kind: DUPLICATE_PAGES[kind].api, limit: PAGE_SIZE, offset },
    signal,
  });

export const dismissPair = (kind: DuplicatePageKind, a: string, b: string) =>
  crm('POST /duplicates/dismiss', { body: { kind: DUPLICATE_PAGES[kind].api, a, b } });

const MERGE_ROUTES = {
  contacts: 'POST /entities/merge',
  addresses: 'POST /addresses/merge',
} as const satisfies Record<DuplicatePageKind, ApiRoute>;

/** The survivor as its …/complete answers it. */
export const mergeRecords = <K extends DuplicatePageKind>(kind: K, body: MergeBody) =>
  crm(MERGE_ROUTES[kind], { body });

// The four kinds of CRM record as the portal addresses them: their detail-page paths, their API
// paths and the TanStack Query key of each complete record. Every page and link list uses these,
// so a save in one place refreshes the record wherever it shows.
import type { AddressComplete, EmailComplete, EntityComplete, NumberComplete } from '@crm/shared';
import { ApiError, crm, seg } from '../http/client';

export type RecordKind = 'entity' | 'address' | 'email' | 'number';

export interface CompleteRecord {
  entity: EntityComplete;
  address: AddressComplete;
  email: EmailComplete;
  number: NumberComplete;
}

/** API collection of each kind (spec §7). */
export const API_PATH: Record<RecordKind, string> = {
  entity: '/entities',
  address: '/addresses',
  email: '/emails',
  number: '/numbers',
};

/** Detail page of a record (spec §2: contacts, addresses, emails, numbers). */
export const detailPath = (kind: RecordKind, id: string) =>
  `/admin/${{ entity: 'contacts', address: 'addresses', email: 'emails', number: 'numbers' }[kind]}/${seg(id)}`;

/** Spec §8's lookup-miss message of each kind. */
export const LOOKUP_MISS = {
  entity: 'lookup.entity',
  address: 'lookup.address',
  email: 'lookup.email',
  number: 'lookup.number',
} as const;

export const recordKey = (kind: RecordKind, id: string) => ['crm', kind, id] as const;

/** GET …/{id}/complete; `null` when there is no such record (the not-found card). */
export async function getComplete<K extends RecordKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<CompleteRecord[K] | null> {
  try {
    return await crm<CompleteRecord[K]>(`${API_PATH[kind]}/${seg(id)}/complete`, { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The query options of a record's detail, for useQuery and for prefetching. */
export const completeQuery = <K extends RecordKind>(kind: K, id: string) => ({
  queryKey: recordKey(kind, id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getComplete(kind, id, signal),
});

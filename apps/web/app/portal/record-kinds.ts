// The four kinds of CRM record, described once: what the API calls each (its collection and audit
// name), where its detail page is, what a lookup miss says, how a record is named and identified,
// and the TanStack Query key of each complete record. Every page, list and link uses this table, so
// a save in one place refreshes the record wherever it shows.
//
// One thing, one name: the kind `entity` is what the API and the database call a contact (a person
// or a company); the portal shows it as "Contact", under /admin/contacts. `number` is a phone
// number (API: /numbers, table and audit name phone_number).
import {
  type AddressComplete,
  canonicalEmail,
  type EmailComplete,
  type EntityComplete,
  type MessageKey,
  type NumberComplete,
  phoneLookupKey,
} from '@crm/shared';
import { ApiError, crm, crmTagged, seg } from '../http/client';
import { displayPhone } from './phone-display';

export type RecordKind = 'entity' | 'address' | 'email' | 'number';

/** The ETag (the record's version) its …/complete answered: what its edits and link changes send
 * as If-Match, so they never overwrite a change made since (ADR 0032). */
// A type, not an interface: records are read as Record<string, unknown>, which needs the implicit
// index signature only type literals have.
type Loaded = { etag?: string | null };

export interface CompleteRecord {
  entity: EntityComplete & Loaded;
  address: AddressComplete & Loaded;
  email: EmailComplete & Loaded;
  number: NumberComplete & Loaded;
}

interface KindInfo<K extends RecordKind> {
  /** API collection (spec §7). */
  api: `/${string}`;
  /** Folder of the detail pages under /admin (spec §2), also the search tab's name. */
  page: 'contacts' | 'addresses' | 'emails' | 'numbers';
  /** Spec §8's lookup-miss message. */
  missing: MessageKey;
  /** What the audit log names the record's type. */
  audit: 'entity' | 'address' | 'email' | 'phone_number';
  /** The id the API and the detail path name the record by. */
  idOf: (record: Omit<CompleteRecord[K], 'links'>) => string;
  /** The name or value the record goes by in headings and sentences. */
  labelOf: (record: Omit<CompleteRecord[K], 'links'>) => string;
  /** The kinds its links reach (spec §7's link resources): their complete answers show its name,
   * so its save makes them stale (`cache-policy.ts`). */
  linksTo: readonly RecordKind[];
}

export const RECORD_KINDS: { [K in RecordKind]: KindInfo<K> } = {
  entity: {
    api: '/entities',
    page: 'contacts',
    missing: 'lookup.entity',
    audit: 'entity',
    idOf: (r) => r.uuid,
    labelOf: (r) => r.name,
    linksTo: ['entity', 'address', 'email', 'number'],
  },
  address: {
    api: '/addresses',
    page: 'addresses',
    missing: 'lookup.address',
    audit: 'address',
    idOf: (r) => r.uuid,
    labelOf: (r) => r.address,
    linksTo: ['entity'],
  },
  email: {
    api: '/emails',
    page: 'emails',
    missing: 'lookup.email',
    audit: 'email',
    idOf: (r) => r.email,
    labelOf: (r) => r.email,
    linksTo: ['entity'],
  },
  number: {
    api: '/numbers',
    page: 'numbers',
    missing: 'lookup.number',
    audit: 'phone_number',
    idOf: (r) => r.phone_number,
    labelOf: (r) => displayPhone(r.phone_number),
    linksTo: ['entity'],
  },
};

/** The kinds in the order the portal lists them. */
export const KINDS = Object.keys(RECORD_KINDS) as RecordKind[];

/** API path of a record: `/entities/{uuid}`, `/emails/{email}` (encoded). */
export const apiPath = (kind: RecordKind, id: string) => `${RECORD_KINDS[kind].api}/${seg(id)}`;

/** Detail page of a record (spec §2: contacts, addresses, emails, numbers). */
export const detailPath = (kind: RecordKind, id: string) => `/admin/${RECORD_KINDS[kind].page}/${seg(id)}`;

/** The id of a record of this kind (kinds narrowed at the call site do not need the casts). */
export const recordId = <K extends RecordKind>(kind: K, record: Omit<CompleteRecord[K], 'links'>) =>
  (RECORD_KINDS[kind] as KindInfo<K>).idOf(record);

export const recordLabel = <K extends RecordKind>(kind: K, record: Omit<CompleteRecord[K], 'links'>) =>
  (RECORD_KINDS[kind] as KindInfo<K>).labelOf(record);

export const recordKey = (kind: RecordKind, id: string) => ['crm', kind, id] as const;

/** Whether two ids name one record: a page's key holds the id as its URL gave it ("Ann@X.com",
 * "514-555-0100"), the links hold the stored form. */
export function sameRecordId(kind: RecordKind, a: string, b: string): boolean {
  if (kind === 'email') return (canonicalEmail(a) ?? a) === (canonicalEmail(b) ?? b);
  if (kind === 'number') return (phoneLookupKey(a) ?? a) === (phoneLookupKey(b) ?? b);
  return a.toLowerCase() === b.toLowerCase();
}

/** GET …/{id}/complete with its ETag; `null` when there is no such record (the not-found card). */
export async function getComplete<K extends RecordKind>(
  kind: K,
  id: string,
  signal?: AbortSignal,
): Promise<CompleteRecord[K] | null> {
  try {
    const { data, etag } = await crmTagged<CompleteRecord[K]>(`${apiPath(kind, id)}/complete`, { signal });
    return { ...data, etag };
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

/** Kinds whose records can be merged (issue 14): a merged id's page leads to the survivor. */
export const MERGEABLE: readonly RecordKind[] = ['entity', 'address'];

/** GET …/{id}/merged: the record a merged id leads to now, or null when it was never merged. */
export async function getMergedInto(
  kind: RecordKind,
  id: string,
  signal?: AbortSignal,
): Promise<string | null> {
  try {
    return (await crm<{ into: string }>(`${apiPath(kind, id)}/merged`, { signal })).into;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

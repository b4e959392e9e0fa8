// The four kinds of CRM record, described once: what the API calls each (its collection and audit
// name) and where its pages are come from @crm/shared's PORTAL_KINDS, the declaration the API's
// registration shares; this adds what a lookup miss says, how a record is named and identified, its
// routes and the TanStack Query key of each complete record. Every page, list and link uses this
// table, so a save in one place refreshes the record wherever it shows.
//
// One thing, one name: the kind `entity` is what the API and the database call a contact (a person
// or a company); the portal shows it as "Contact", under /admin/contacts. `number` is a phone
// number (API: /numbers, table and audit name phone_number).
import {
  type ApiAnswer,
  type ApiRoute,
  canonicalEmail,
  type MessageKey,
  PORTAL_KIND_NAMES,
  PORTAL_KINDS,
  type PortalKind,
  type PortalKindPage,
  phoneLookupKey,
} from '@crm/shared';
import { ApiError, crm, crmTagged, seg, type Tagged } from '../http/client';
import { displayPhone } from './phone-display';
import { recordKey } from './query-keys';

export type RecordKind = PortalKind;

/** The ETag (the record's version) its …/complete answered: what its edits and link changes send
 * as If-Match, so they never overwrite a change made since (ADR 0032). */
// A type, not an interface: records are read as Record<string, unknown>, which needs the implicit
// index signature only type literals have.
type Loaded = { etag?: string | null };

/** Each kind's API routes, whose answers @crm/shared's API_ROUTES types. */
export const KIND_ROUTES = {
  entity: {
    count: 'GET /entities/count',
    query: 'GET /entities/query',
    complete: 'GET /entities/:id/complete',
    history: 'GET /entities/:id/history',
    create: 'POST /entities',
    update: 'PUT /entities/:id',
  },
  address: {
    count: 'GET /addresses/count',
    query: 'GET /addresses/query',
    complete: 'GET /addresses/:id/complete',
    history: 'GET /addresses/:id/history',
    create: 'POST /addresses',
    update: 'PUT /addresses/:id',
  },
  email: {
    count: 'GET /emails/count',
    query: 'GET /emails/query',
    complete: 'GET /emails/:email/complete',
    history: 'GET /emails/:email/history',
    create: 'POST /emails',
    update: 'PUT /emails/:email',
  },
  number: {
    count: 'GET /numbers/count',
    query: 'GET /numbers/query',
    complete: 'GET /numbers/:number/complete',
    history: 'GET /numbers/:number/history',
    create: 'POST /numbers',
    update: 'PUT /numbers/:number',
  },
  // No count or query of its own: GET /deals filters by pipeline, stage, party, property and city.
  deal: {
    query: 'GET /deals',
    complete: 'GET /deals/:id/complete',
    history: 'GET /deals/:id/history',
    create: 'POST /deals',
    update: 'PUT /deals/:id',
  },
} as const satisfies Record<RecordKind, Record<string, ApiRoute>>;

/** A record as its …/complete answers it, with the ETag it came with. */
export type CompleteRecord = {
  [K in RecordKind]: ApiAnswer<(typeof KIND_ROUTES)[K]['complete']> & Loaded;
};

interface KindInfo<K extends RecordKind> {
  /** API collection (spec §7), from PORTAL_KINDS. */
  api: `/${string}`;
  /** Folder of the detail pages under /admin (spec §2), also the search tab's name. */
  page: PortalKindPage;
  /** What the audit log names the record's type. */
  audit: string;
  /** Spec §8's lookup-miss message. */
  missing: MessageKey;
  /** The id the API and the detail path name the record by. */
  idOf: (record: Omit<CompleteRecord[K], CompleteOnly>) => string;
  /** The name or value the record goes by in headings and sentences. */
  labelOf: (record: Omit<CompleteRecord[K], CompleteOnly>) => string;
  /** The kinds its links reach (spec §7's link resources): their complete answers show its name,
   * so its save makes them stale (`cache-policy.ts`). */
  linksTo: readonly RecordKind[];
}

/** A kind's API collection, page folder and audit name, from the shared declaration. */
const shared = (kind: RecordKind) => {
  const { collection, page, audit } = PORTAL_KINDS[kind];
  return { api: `/${collection}` as const, page, audit };
};

export const RECORD_KINDS: { [K in RecordKind]: KindInfo<K> } = {
  entity: {
    ...shared('entity'),
    missing: 'lookup.entity',
    idOf: (r) => r.uuid,
    labelOf: (r) => r.name,
    linksTo: ['entity', 'address', 'email', 'number'],
  },
  address: {
    ...shared('address'),
    missing: 'lookup.address',
    idOf: (r) => r.uuid,
    labelOf: (r) => r.address,
    linksTo: ['entity'],
  },
  email: {
    ...shared('email'),
    missing: 'lookup.email',
    idOf: (r) => r.email,
    labelOf: (r) => r.email,
    linksTo: ['entity'],
  },
  number: {
    ...shared('number'),
    missing: 'lookup.number',
    idOf: (r) => r.phone_number,
    labelOf: (r) => displayPhone(r.phone_number),
    linksTo: ['entity'],
  },
  // Its parties and property are columns and child rows, not links: no other page shows its name.
  deal: {
    ...shared('deal'),
    missing: 'lookup.deal',
    idOf: (r) => r.id,
    labelOf: (r) => r.name,
    linksTo: [],
  },
};

/** The kinds spec §7's link resources join (a deal's parties are set with the deal, ADR 0044). */
export type LinkKind = Exclude<RecordKind, 'deal'>;

/** The kinds in the order the portal lists them. */
export const KINDS: readonly RecordKind[] = PORTAL_KIND_NAMES;

/** API path of a record: `/entities/{uuid}`, `/emails/{email}` (encoded). */
export const apiPath = (kind: RecordKind, id: string) => `${RECORD_KINDS[kind].api}/${seg(id)}`;

/** Detail page of a record (spec §2: contacts, addresses, emails, numbers). */
export const detailPath = (kind: RecordKind, id: string) => `/admin/${RECORD_KINDS[kind].page}/${seg(id)}`;

/** The id of a record of this kind (kinds narrowed at the call site do not need the casts). */
export const recordId = <K extends RecordKind>(kind: K, record: Omit<CompleteRecord[K], CompleteOnly>) =>
  (RECORD_KINDS[kind] as KindInfo<K>).idOf(record);

export const recordLabel = <K extends RecordKind>(kind: K, record: Omit<CompleteRecord[K], CompleteOnly>) =>
  (RECORD_KINDS[kind] as KindInfo<K>).labelOf(record);

export { recordKey };

const withEtag = <T>({ data, etag }: Tagged<T>) => ({ ...data, etag });

// One function a kind, as SAVE below: each answer is checked against its own kind's record.
const LOAD: { [K in RecordKind]: (id: string, signal?: AbortSignal) => Promise<CompleteRecord[K]> } = {
  entity: (id, signal) => crmTagged(KIND_ROUTES.entity.complete, { params: [id], signal }).then(withEtag),
  address: (id, signal) => crmTagged(KIND_ROUTES.address.complete, { params: [id], signal }).then(withEtag),
  email: (id, signal) => crmTagged(KIND_ROUTES.email.complete, { params: [id], signal }).then(withEtag),
  number: (id, signal) => crmTagged(KIND_ROUTES.number.complete, { params: [id], signal }).then(withEtag),
  deal: (id, signal) => crmTagged(KIND_ROUTES.deal.complete, { params: [id], signal }).then(withEtag),
};

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
    return await LOAD[kind](id, signal);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/** The parts of a …/complete answer that are no field of the record: its links and, for a
 * building, its spaces, its yearly figures and what its derived figures come from (ADR 0040). */
export type CompleteOnly =
  | 'links'
  | 'spaces'
  | 'parent'
  | 'rba_from_spaces'
  | 'pct_leased_from_leases'
  | 'figures';
/** What a create or an update answers: the record as stored, without its links. */
export type Saved<K extends RecordKind> = Omit<CompleteRecord[K], CompleteOnly>;

type Save<K extends RecordKind> = (
  id: string | null,
  body: unknown,
  ifMatch?: string | null,
) => Promise<Tagged<Saved<K>>>;
const created = <T>(data: T) => ({ data, etag: null });

// One function a kind, so each call's answer is checked against its own kind's type (a call
// generic over the kind could not be).
const SAVE: { [K in RecordKind]: Save<K> } = {
  entity: (id, body, ifMatch) =>
    id
      ? crmTagged(KIND_ROUTES.entity.update, { params: [id], body, ifMatch })
      : crm(KIND_ROUTES.entity.create, { body }).then(created),
  address: (id, body, ifMatch) =>
    id
      ? crmTagged(KIND_ROUTES.address.update, { params: [id], body, ifMatch })
      : crm(KIND_ROUTES.address.create, { body }).then(created),
  email: (id, body, ifMatch) =>
    id
      ? crmTagged(KIND_ROUTES.email.update, { params: [id], body, ifMatch })
      : crm(KIND_ROUTES.email.create, { body }).then(created),
  number: (id, body, ifMatch) =>
    id
      ? crmTagged(KIND_ROUTES.number.update, { params: [id], body, ifMatch })
      : crm(KIND_ROUTES.number.create, { body }).then(created),
  deal: (id, body, ifMatch) =>
    id
      ? crmTagged(KIND_ROUTES.deal.update, { params: [id], body, ifMatch })
      : crm(KIND_ROUTES.deal.create, { body }).then(created),
};

/** PUT of the record `id` (checked against `ifMatch`, answered with its new ETag), or POST of a
 * new one when `id` is null. */
export const saveRecord = <K extends RecordKind>(
  kind: K,
  id: string | null,
  body: unknown,
  ifMatch?: string | null,
) => SAVE[kind](id, body, ifMatch);

/** The query options of a record's detail, for useQuery and for prefetching. */
export const completeQuery = <K extends RecordKind>(kind: K, id: string) => ({
  queryKey: recordKey(kind, id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getComplete(kind, id, signal),
});

/** Kinds whose records can be merged (issue 14): a merged id's page leads to the survivor. */
export const MERGEABLE: readonly RecordKind[] = KINDS.filter((kind) => PORTAL_KINDS[kind].merges);

const MERGED_ROUTES = {
  entity: 'GET /entities/:id/merged',
  address: 'GET /addresses/:id/merged',
} as const satisfies Partial<Record<RecordKind, ApiRoute>>;

/** GET …/{id}/merged: the record a merged id leads to now, or null when it was never merged (a
 * kind that is never merged has no such route: null without asking). */
export async function getMergedInto(
  kind: RecordKind,
  id: string,
  signal?: AbortSignal,
): Promise<string | null> {
  if (kind !== 'entity' && kind !== 'address') return null;
  try {
    return (await crm(MERGED_ROUTES[kind], { params: [id], signal })).into;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

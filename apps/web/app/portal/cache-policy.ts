// The one cache policy of the portal (issue 24): every write the portal makes is a named event
// here, and each event says which queries it makes stale (keys from `query-keys.ts`, kinds from
// `RECORD_KINDS`). No other module invalidates, removes, resets, refetches or writes the query cache
// but the client portal's own policy, `client-cache-policy.ts`, whose queries no staff page reads
// (`cache-policy.test.ts` checks it), so a new query or a new write has one place to be reasoned
// about. Stale queries on screen are asked again at once; the others when they next show.
//
// Where a record's data shows, and so what its changes make stale:
// - its own complete answer (`recordKey`) with its ETag (ADR 0032), and under it its history,
//   ownership walks and, for contacts and addresses, its timeline (history entries among them);
// - the complete answers of the kinds its links reach (`RECORD_KINDS[kind].linksTo`): they name it;
// - every ownership walk (a walk crosses records several links away);
// - the search lists (rows carry names and n_linked_* counters), the search counts (how many of a
//   kind), the link picker's matches and its exact email or number;
// - for contacts, the new-contact name lookup and the inbox items (the contact an item is linked
//   to, the contacts matching its sender); for mergeable kinds, the duplicate pairs;
// - for addresses, every contact's "what fits" (an address on offer fits requirements, ADR 0040).
//
// The events:
// - record saved (kind, id): the answer (no links) is written into the record's query with its new
//   ETag, keeping the links shown: that query is not stale (asking again would only repeat it, and
//   the form compares against it). Stale: the record's history and walks (a new entry, new
//   fields), the same record cached under another spelling of its id, the records it links to, the
//   lists and lookups that show it, duplicates of a mergeable kind, for an address every "what
//   fits" (its status, price or area may now fit or miss). Counts stay: a save adds none.
// - record refused as stale (a 412): the server's current record is written with its ETag; its
//   history and timeline are stale (someone else's save wrote an entry).
// - record created (kind): the lists, lookups and counts of its kind, its duplicates, and for a
//   contact the inbox items that may now match it. It has no links yet, so no record shows it.
// - links changed (the records at both ends): each end's complete answer and everything under it
//   (rows and n_linked_* counters), every ownership walk, the search lists (their counters).
// - records merged (into, gone): the merge answer is written into the survivor's query so its page
//   paints at once, yet stays stale: the answer carries no ETag, and a save must send one. Stale:
//   the survivor and the merged-away records with all under them, where each gone id now leads, the
//   records of the linked kinds (their links moved), lists, lookups, counts, duplicates, walks.
// - activity saved (logged, edited or deleted; the records it concerns, before and after): each
//   record's timeline (the activity itself) and history (each concern added or removed is audited
//   as a link entry, ADR 0036). Not the record's complete answer: its version does not move, and a
//   colleague's open form must not be told it changed.
// - task saved (created, edited, done or reopened, deleted; its records before and after): the same
//   timelines and histories, and every task list (whose rows, due days and statuses changed).
// - import finished: every CRM query (rows were added, updated and linked in bulk), the duplicates,
//   the pickers and the inbox items.
// - inbox item changed (status, link to a contact): every inbox query (list, badge, items), and
//   every listing leads list (a listing's acceptance follows the item's link).
// - inbox item joined to a contact (sender added, contact created from it): the inbox and every
//   CRM query (a contact, emails and numbers may be new or newly linked, counts change).
// - tasks changed (one marked done, a call logged that completes it): the task lists (My day).
// - duplicate pair dismissed: the duplicate pages.
// - security: the session list after a password change or an ended session; the account's
//   two-factor state after enrolment or turning it off; the staff-wide setting is written as saved.
// - preferences saved (the signed-in staff member's own): the answer is written as saved; the staff
//   list is stale (it carries each member's time zone).
// - user changed (enabled, disabled, role): the Users page's lists.
// - list changed (made, renamed, its search or cadence changed, members added or removed, deleted):
//   every lists query (the lists, each list, its member pages).
// - requirements changed (a contact's, added, edited or deleted): that contact's requirements and
//   what fits them, every Who wants what search and every address's "who wants this" (the change
//   may add or drop a match).
// - comps changed (one created or deleted, issue 26): every Comps search (its rows and its
//   statistics, which cover every comp found).
// - space created (a building's, issue 26): the building's complete answer (its spaces, its
//   rentable area) and everything under it (leases, rent roll), the address lists and counts, and
//   every portfolio rent roll (an owner's rentable area grew), every "what fits" (a space on offer).
// - leases changed (one created, edited or deleted; the buildings of its spaces): each building's
//   complete answer (its derived occupancy) with its leases and rent roll, and every portfolio rent
//   roll (which owners' buildings a lease is in is the walks' business, not the browser's).
// - figures changed (a year of an address's figures written or deleted, issue 26): the address's
//   queries, its complete answer among them: it lists the last ten years, its version rose, and its
//   history and timeline gained an entry.
// - listing created or deleted (issue 28): the Listings page's pages (and, deleted, its own queries).
// - listing saved (its fields or its status): the answer is written with its new ETag (the editor
//   compares against it); the Listings page's pages are stale. Refused as stale (412): the current
//   listing is written with its ETag, the pages are stale.
// - a listing's photos, documents or leads changed: that list only (they are no field of the
//   listing: its version does not move, so an open editor is not told it changed).
// - lead level changed (a contact's level on a listing's deal room set, issue 28): every contact's
//   and deal's listing leads (the same lead shows on its contact, its inbox item and each deal its
//   listing markets). Nothing else: the level is no part of a record's answer, history or timeline.
//   An inbox item's link changed moves its acceptance to the contact, so it stales them too.
import type { Listing, StaffPreferences } from '@crm/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type KindPage, queryKeys } from './query-keys';
import {
  type CompleteOnly,
  type CompleteRecord,
  KINDS,
  MERGEABLE,
  RECORD_KINDS,
  type RecordKind,
  recordKey,
  sameRecordId,
} from './record-kinds';

/** A record named by kind and id (a link's end). */
export interface RecordRef {
  kind: RecordKind;
  id: string;
}

export type CacheEvent =
  | { type: 'record-saved'; kind: RecordKind; id: string }
  | { type: 'record-refused-stale'; kind: RecordKind; id: string }
  | { type: 'record-created'; kind: RecordKind }
  | { type: 'links-changed'; records: readonly RecordRef[] }
  | { type: 'records-merged'; kind: RecordKind; into: string; gone: readonly string[] }
  | { type: 'activity-saved'; records: readonly RecordRef[] }
  | { type: 'task-saved'; records: readonly RecordRef[] }
  | { type: 'import-finished' }
  | { type: 'inbox-item-changed' }
  | { type: 'inbox-item-joined-contact' }
  | { type: 'duplicate-dismissed' }
  | { type: 'tasks-changed' }
  | { type: 'sessions-changed' }
  | { type: 'account-security-changed' }
  | { type: 'preferences-saved' }
  | { type: 'user-changed' }
  | { type: 'list-changed' }
  | { type: 'requirements-changed'; entityId: string }
  | { type: 'comps-changed' }
  | { type: 'space-created'; buildingId: string }
  | { type: 'leases-changed'; buildingIds: string[] }
  | { type: 'figures-changed'; addressId: string }
  | { type: 'lead-level-changed' }
  | { type: 'deal-moved'; id: string }
  | { type: 'pipelines-changed' }
  | { type: 'listing-created' }
  | { type: 'listing-saved'; id: string }
  | { type: 'listing-deleted'; id: string }
  | { type: 'listing-photos-changed'; id: string }
  | { type: 'listing-documents-changed'; id: string }
  | { type: 'listing-leads-changed'; id: string }
  | { type: 'client-access-changed'; entityId: string }
  | { type: 'inbox-replied'; inboxId: number };

/** Whether a query key is one of those an event makes stale. */
type Match = (key: QueryKey) => boolean;

const startsWith =
  (prefix: QueryKey): Match =>
  (key) =>
    prefix.every((part, i) => key[i] === part);

const isKind = (value: unknown): value is RecordKind => KINDS.some((kind) => kind === value);

/** The record's queries: its complete answer (unless `complete` is false) and all under it, under
 * any spelling of its id. */
const recordQueries =
  ({ kind, id }: RecordRef, complete = true): Match =>
  (key) =>
    key[0] === 'crm' &&
    key[1] === kind &&
    typeof key[2] === 'string' &&
    sameRecordId(kind, key[2], id) &&
    (complete || key.length > 3 || key[2] !== id);

/** The record's timeline and history (any spelling of its id), not its complete answer. */
const recordLog =
  ({ kind, id }: RecordRef): Match =>
  (key) =>
    key[0] === 'crm' &&
    key[1] === kind &&
    typeof key[2] === 'string' &&
    sameRecordId(kind, key[2], id) &&
    (key[3] === 'timeline' || key[3] === 'history');

const recordsOf = (kinds: readonly RecordKind[]): Match[] => kinds.map((kind) => startsWith(['crm', kind]));

const ownershipWalks: Match = (key) => key[0] === 'crm' && isKind(key[1]) && key[3] === 'ownership';

const tabOf = (kind: RecordKind): KindPage => RECORD_KINDS[kind].page;

/** Every inbox item (the factory's key without its id). */
const inboxItems: Match = (key) => key[0] === 'inbox' && key[1] === 'item';

/** Where a record of this kind shows among lists and lookups (not other records' pages). */
const listsShowing = (kind: RecordKind): Match[] => [
  startsWith(['crm', 'search']),
  startsWith(['links-search', kind]),
  ...(kind === 'entity' ? [startsWith(['crm', 'entity-name']), inboxItems] : []),
  ...(MERGEABLE.includes(kind) ? [startsWith(['duplicates'])] : []),
  // Deals show on boards, in lists by filter, the forecast and the results (issue 27).
  ...(kind === 'deal' ? [startsWith(queryKeys.deals.all)] : []),
];

/** What counts records of this kind: the search tab's count and the picker's exact match. */
const counting = (kind: RecordKind): Match[] => [
  startsWith(queryKeys.count(tabOf(kind))),
  startsWith(['links-exists', kind]),
];

/** Every contact's portfolio rent roll (issue 26). */
const portfolioRolls: Match = (key) => key[0] === 'crm' && key[1] === 'entity' && key[3] === 'rent-roll';

/** Every contact's "what fits" (issue 26): addresses on offer feed it. */
const whatFits: Match = (key) => key[0] === 'requirements' && key[2] === 'matches';
/** Every address's "who wants this": contacts' requirements feed it. */
const whoWants: Match = (key) => key[0] === 'crm' && key[1] === 'address' && key[3] === 'matches';
/** What else an address's data feeds: the matches of requirements (none for the other kinds). */
const offersOf = (kind: RecordKind): Match[] => (kind === 'address' ? [whatFits] : []);

/** Every contact's and deal's listing leads (issue 28). */
const listingLeads: Match = (key) =>
  (key[0] === 'crm' && (key[1] === 'entity' || key[1] === 'deal') && key[3] === 'listing-leads') ||
  // A listing's own Leads panel (queryKeys.listings.leads).
  (key[0] === 'listings' && key[1] === 'one' && key[3] === 'leads');

/** Every query a record's data feeds. */
const allRecordData: Match[] = [
  startsWith(['crm']),
  whatFits,
  startsWith(['links-search']),
  startsWith(['links-exists']),
  startsWith(['duplicates']),
  inboxItems,
];

/** The policy: which queries each event makes stale. */
export function staleAfter(event: CacheEvent): Match[] {
  switch (event.type) {
    case 'record-saved':
      return [
        recordQueries(event, false),
        ...recordsOf(RECORD_KINDS[event.kind].linksTo),
        ownershipWalks,
        ...listsShowing(event.kind),
        ...offersOf(event.kind),
      ].map(
        (match) =>
          // The kinds it links to may include its own (contact to contact): the saved answer stays.
          (key: QueryKey) =>
            match(key) && !sameKey(key, recordKey(event.kind, event.id)),
      );
    case 'record-refused-stale':
      return [
        startsWith(queryKeys.history(event.kind, event.id)),
        startsWith(queryKeys.timeline(event.kind, event.id, 'all').slice(0, -1)),
      ];
    case 'record-created':
      return [...listsShowing(event.kind), ...counting(event.kind), ...offersOf(event.kind)];
    case 'links-changed':
      return [
        ...event.records.map((ref) => recordQueries(ref)),
        ownershipWalks,
        startsWith(['crm', 'search']),
      ];
    case 'records-merged':
      return [
        recordQueries({ kind: event.kind, id: event.into }),
        ...event.gone.flatMap((id) => [
          recordQueries({ kind: event.kind, id }),
          startsWith(queryKeys.mergedInto(event.kind, id)),
        ]),
        ...recordsOf(RECORD_KINDS[event.kind].linksTo),
        ownershipWalks,
        ...listsShowing(event.kind),
        ...counting(event.kind),
        ...offersOf(event.kind),
      ];
    case 'activity-saved':
      // A call logged moves its contacts' next call dates on every call list (and My day's due).
      return [...event.records.map(recordLog), startsWith(queryKeys.lists.all)];
    case 'task-saved':
      return [...event.records.map(recordLog), startsWith(['tasks'])];
    case 'import-finished':
      return allRecordData;
    case 'inbox-item-changed':
      return [startsWith(queryKeys.inbox.all), listingLeads];
    case 'inbox-item-joined-contact':
      return [startsWith(queryKeys.inbox.all), ...allRecordData];
    case 'duplicate-dismissed':
      return [startsWith(['duplicates'])];
    case 'tasks-changed':
      return [startsWith(['tasks'])];
    case 'sessions-changed':
      return [startsWith(queryKeys.sessions)];
    case 'account-security-changed':
      return [startsWith(queryKeys.accountSecurity)];
    case 'preferences-saved':
      return [startsWith(queryKeys.staffOptions)];
    case 'user-changed':
      return [startsWith(['admin-users'])];
    case 'list-changed':
      return [startsWith(queryKeys.lists.all)];
    case 'requirements-changed':
      return [
        startsWith(queryKeys.requirements(event.entityId)),
        startsWith(queryKeys.requirementSearch.all),
        whoWants,
      ];
    case 'comps-changed':
      return [startsWith(queryKeys.comps.all)];
    case 'space-created':
      return [
        recordQueries({ kind: 'address', id: event.buildingId }),
        ...listsShowing('address'),
        ...counting('address'),
        portfolioRolls,
        whatFits,
      ];
    case 'leases-changed':
      return [...event.buildingIds.map((id) => recordQueries({ kind: 'address', id })), portfolioRolls];
    case 'figures-changed':
      return [recordQueries({ kind: 'address', id: event.addressId })];
    case 'lead-level-changed':
      return [listingLeads];
    case 'deal-moved':
      return [recordQueries({ kind: 'deal', id: event.id }, false), startsWith(queryKeys.deals.all)];
    case 'pipelines-changed':
      return [startsWith(queryKeys.pipelines), startsWith(queryKeys.deals.all), startsWith(['crm', 'deal'])];
    case 'listing-created':
    case 'listing-saved':
      return [startsWith(queryKeys.listings.lists)];
    case 'listing-deleted':
      return [startsWith(queryKeys.listings.lists), startsWith(queryKeys.listings.one(event.id))];
    case 'listing-photos-changed':
      return [startsWith(queryKeys.listings.photos(event.id))];
    case 'listing-documents-changed':
      return [startsWith(queryKeys.listings.documents(event.id))];
    case 'listing-leads-changed':
      return [startsWith(queryKeys.listings.leads(event.id))];
    // Issue 29: a contact's client access (a sign-up given access changes its item too).
    case 'client-access-changed':
      return [startsWith(queryKeys.clientAccess(event.entityId))];
    case 'inbox-replied':
      return [startsWith(queryKeys.inbox.replies(event.inboxId)), inboxItems];
  }
}

const sameKey = (a: QueryKey, b: QueryKey) => a.length === b.length && a.every((part, i) => part === b[i]);

type Saved<K extends RecordKind> = Omit<CompleteRecord[K], CompleteOnly>;

/** A listing as its page loads it: with the ETag (its version) a save sends as If-Match. */
export type LoadedListing = Listing & { etag: string | null };

/** The policy bound to a client: each method is one event (writes first, then what goes stale).
 * Each resolves once the stale queries on screen have been asked again. */
export function cachePolicy(queryClient: QueryClient) {
  const stale = async (event: CacheEvent) => {
    const matches = staleAfter(event);
    await queryClient.invalidateQueries({ predicate: ({ queryKey }) => matches.some((m) => m(queryKey)) });
  };
  return {
    /** A save's answer: every field the server stored and the new version; the links shown stay
     * (the answer has none). */
    recordSaved: <K extends RecordKind>(kind: K, id: string, saved: Saved<K>, etag: string | null) => {
      queryClient.setQueryData<CompleteRecord[K] | null>(recordKey(kind, id), (old) =>
        old ? ({ ...old, ...saved, etag } as CompleteRecord[K]) : old,
      );
      return stale({ type: 'record-saved', kind, id });
    },
    /** A 412's `current` record, with the ETag the refusal carried. */
    recordRefusedStale: <K extends RecordKind>(kind: K, id: string, current: CompleteRecord[K]) => {
      queryClient.setQueryData<CompleteRecord[K] | null>(recordKey(kind, id), current);
      return stale({ type: 'record-refused-stale', kind, id });
    },
    recordCreated: (kind: RecordKind) => stale({ type: 'record-created', kind }),
    linksChanged: (...records: RecordRef[]) => stale({ type: 'links-changed', records }),
    recordsMerged: <K extends RecordKind>(
      kind: K,
      into: string,
      gone: readonly string[],
      result: CompleteRecord[K],
    ) => {
      queryClient.setQueryData<CompleteRecord[K] | null>(recordKey(kind, into), result);
      return stale({ type: 'records-merged', kind, into, gone });
    },
    /** An activity logged, edited or deleted, with every record it concerned before and after. */
    activitySaved: (...records: RecordRef[]) => stale({ type: 'activity-saved', records }),
    /** A task created, edited, done, reopened or deleted, with its records before and after. */
    taskSaved: (...records: RecordRef[]) => stale({ type: 'task-saved', records }),
    importFinished: () => stale({ type: 'import-finished' }),
    inboxItemChanged: () => stale({ type: 'inbox-item-changed' }),
    inboxItemJoinedContact: () => stale({ type: 'inbox-item-joined-contact' }),
    duplicateDismissed: () => stale({ type: 'duplicate-dismissed' }),
    tasksChanged: () => stale({ type: 'tasks-changed' }),
    sessionsChanged: () => stale({ type: 'sessions-changed' }),
    accountSecurityChanged: () => stale({ type: 'account-security-changed' }),
    securitySettingsSaved: <T>(saved: T) => {
      queryClient.setQueryData(queryKeys.securitySettings, saved);
    },
    /** The staff member's own preferences as the server stored them. */
    preferencesSaved: (saved: StaffPreferences) => {
      queryClient.setQueryData(queryKeys.staffPreferences, saved);
      return stale({ type: 'preferences-saved' });
    },
    userChanged: () => stale({ type: 'user-changed' }),
    listChanged: () => stale({ type: 'list-changed' }),
    requirementsChanged: (entityId: string) => stale({ type: 'requirements-changed', entityId }),
    compsChanged: () => stale({ type: 'comps-changed' }),
    spaceCreated: (buildingId: string) => stale({ type: 'space-created', buildingId }),
    leasesChanged: (buildingIds: string[]) =>
      stale({ type: 'leases-changed', buildingIds: [...new Set(buildingIds)] }),
    /** A year of an address's figures written or deleted. */
    figuresChanged: (addressId: string) => stale({ type: 'figures-changed', addressId }),
    /** A contact's level on a listing set (PUT /listings/{id}/leads/{entity_id}). */
    leadLevelChanged: () => stale({ type: 'lead-level-changed' }),
    /** A deal moved to another stage (PUT …/stage): its answer and new ETag written, its history,
     * stage changes, the boards, lists and reports stale. */
    dealMoved: (id: string, saved: Saved<'deal'>, etag: string | null) => {
      queryClient.setQueryData<CompleteRecord['deal'] | null>(recordKey('deal', id), (old) =>
        old ? { ...old, ...saved, etag } : old,
      );
      return stale({ type: 'deal-moved', id });
    },
    /** A pipeline's stages renamed, reordered or re-weighted (administrators). */
    pipelinesChanged: () => stale({ type: 'pipelines-changed' }),
    listingCreated: () => stale({ type: 'listing-created' }),
    /** A listing's save (PUT: its fields or its status), or a 412's `current` listing: written with
     * its ETag, the Listings page's pages stale. */
    listingSaved: (id: string, saved: Listing, etag: string | null) => {
      queryClient.setQueryData<LoadedListing>(queryKeys.listings.one(id), { ...saved, etag });
      return stale({ type: 'listing-saved', id });
    },
    listingDeleted: (id: string) => stale({ type: 'listing-deleted', id }),
    listingPhotosChanged: (id: string) => stale({ type: 'listing-photos-changed', id }),
    listingDocumentsChanged: (id: string) => stale({ type: 'listing-documents-changed', id }),
    listingLeadsChanged: (id: string) => stale({ type: 'listing-leads-changed', id }),
    /** Issue 29: a contact's client access as the server answered (invite, companies); or, with
     * no answer (revoked), asked again. */
    clientAccessChanged: <T>(entityId: string, saved?: T) => {
      if (saved === undefined) return stale({ type: 'client-access-changed', entityId });
      queryClient.setQueryData(queryKeys.clientAccess(entityId), saved);
      return Promise.resolve();
    },
    inboxReplied: (inboxId: number) => stale({ type: 'inbox-replied', inboxId }),
  };
}

export type CachePolicy = ReturnType<typeof cachePolicy>;

/** The policy of the portal's query client. */
export function useCachePolicy(): CachePolicy {
  const queryClient = useQueryClient();
  return useMemo(() => cachePolicy(queryClient), [queryClient]);
}

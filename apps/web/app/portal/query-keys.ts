// Every TanStack Query key a write can make stale, in one table, so the cache policy
// (`cache-policy.ts`) names what it invalidates by the same factories the queries use. It sits in
// the portal kit because the policy does, and the kit never imports a feature; features read their
// keys from here. Lookups no write changes (phone settings, places, the import preview, a showcase)
// keep their keys beside their queries.
//
// The first element is the key's root: 'crm' holds what a record's data feeds (each complete record
// and, under it, its history and ownership walks; the search lists and counts; the contact name
// lookup), so "every CRM query" is one prefix. The second element under 'crm' is a record kind
// or one of 'count', 'search', 'entity-name', which no kind is called. A contact's or address's
// timeline (its activities, tasks, inbox items and history) sits under its record, like its history.
import type { TimelineKind } from '@crm/shared';
import type { RECORD_KINDS, RecordKind } from './record-kinds';

/** A record's complete answer. Defined here, not in record-kinds.ts: the client portal reads its
 * keys from this table, and record-kinds.ts brings the CRM's phone rules with it. */
export const recordKey = (kind: RecordKind, id: string) => ['crm', kind, id] as const;

/** A search tab: the detail folder of its kind (contacts, addresses, emails, numbers). */
export type KindPage = (typeof RECORD_KINDS)[RecordKind]['page'];

export const queryKeys = {
  record: recordKey,
  /** A record's history pages: under its key, so whatever stales the record stales them. */
  history: (kind: RecordKind, id: string) => [...recordKey(kind, id), 'history'] as const,
  /** An address's owners or a contact's portfolio, `depth` tiers deep. */
  ownership: (kind: RecordKind, id: string, depth: number) =>
    [...recordKey(kind, id), 'ownership', depth] as const,
  /** A record's timeline pages, all kinds (`'all'`) or one (`kind` of GET …/timeline): under its key,
   * so a save of the record (a new history entry) stales it too. */
  timeline: (kind: RecordKind, id: string, filter: TimelineKind | 'all') =>
    [...recordKey(kind, id), 'timeline', filter] as const,
  /** A contact's next open task and last activity (its summary): under its timeline, so what
   * stales the timeline stales them. */
  glance: (kind: RecordKind, id: string, part: 'next-task' | 'last-activity') =>
    [...recordKey(kind, id), 'timeline', 'glance', part] as const,
  /** Task lists (GET /tasks: someone's tasks, "my tasks"): not under a record, as they span many. */
  tasks: (query: object) => ['tasks', query] as const,
  count: (tab: KindPage) => ['crm', 'count', tab] as const,
  search: (tab: KindPage, query: object) => ['crm', 'search', tab, query] as const,
  /** The new-contact page's "exists!" lookup of a name, `pages` pages deep. */
  nameLookup: (name: string, pages: number) => ['crm', 'entity-name', name, pages] as const,
  /** The record a merged id leads to now (`record-page.tsx`). */
  mergedInto: (kind: RecordKind, id: string) => ['crm-merged', kind, id] as const,
  /** The `merged` entry of a record merged away: it never changes once written. */
  mergedEntry: (kind: RecordKind, id: string) => ['crm-merged-entry', kind, id] as const,
  /** The link picker's matches for the text typed, and the email or number equal to it. */
  pickerSearch: (kind: RecordKind, text: string) => ['links-search', kind, text] as const,
  pickerExists: (kind: RecordKind, value: string | null) => ['links-exists', kind, value] as const,
  duplicates: (page: 'contacts' | 'addresses', offset: number) => ['duplicates', page, offset] as const,
  inbox: {
    all: ['inbox'] as const,
    list: (filters: object) => ['inbox', 'list', filters] as const,
    count: ['inbox', 'count'] as const,
    item: (id: string) => ['inbox', 'item', id] as const,
    /** A client message's answers (issue 29): under its item, so what stales the item stales them. */
    replies: (id: number) => ['inbox', 'item', String(id), 'replies'] as const,
  },
  /** A contact's access to the client portal (issue 29). */
  clientAccess: (entityId: string) => ['client-access', entityId] as const,
  /** The client portal's own queries (issue 29), a client's session only: under 'client', apart
   * from every staff query. */
  client: {
    all: ['client'] as const,
    me: ['client', 'me'] as const,
    properties: ['client', 'properties'] as const,
    portfolio: ['client', 'performance'] as const,
    property: (id: string) => ['client', 'properties', id, 'performance'] as const,
    updates: ['client', 'updates'] as const,
    documents: ['client', 'documents'] as const,
    messages: ['client', 'messages'] as const,
  },
  /** The invitation a client opens (signed out), and whether the server offers Google sign-in. */
  clientInvite: (token: string) => ['client-invite', token] as const,
  authConfig: ['auth-config'] as const,
  /** My day (issue 25): the signed-in staff member's open tasks. Not under 'crm': a record's
   * save does not change a task. */
  myTasks: ['tasks', 'mine'] as const,
  /** A running import's progress: not under 'crm', so a record's save does not poll it again. */
  importJob: (id: string) => ['import-job', id] as const,
  users: (query: object) => ['admin-users', query] as const,
  /** Lists (issue 25): the Lists page's lists, one list, and a page of its members. */
  lists: {
    all: ['lists'] as const,
    list: (query: object) => ['lists', 'list', query] as const,
    one: (id: string) => ['lists', 'one', id] as const,
    members: (id: string, offset: number) => ['lists', 'members', id, offset] as const,
    /** My call lists' members due for a call (My day). */
    due: ['lists', 'due'] as const,
  },
  /** A contact's requirements (issue 25): not under the contact's record key, whose answer they
   * are not part of. */
  requirements: (entityId: string) => ['requirements', entityId] as const,
  /** Who wants what (GET /requirements), page by page: beside each contact's requirements, which
   * no contact id 'search' can reach. */
  requirementSearch: {
    all: ['requirements', 'search'] as const,
    page: (query: object) => ['requirements', 'search', query] as const,
  },
  /** The Comps page's searches (issue 26), page by page: comps are no contact's or address's
   * complete answer, so they sit outside 'crm'. */
  comps: {
    all: ['comps'] as const,
    page: (query: object) => ['comps', query] as const,
  },
  /** A building's leases (issue 26): under the building's record key, so what stales the building
   * (a space added) stales them too. */
  leases: (buildingId: string) => [...recordKey('address', buildingId), 'leases'] as const,
  /** A building's rent roll, or a contact's portfolio rent roll: under the record's key. */
  rentRoll: (kind: 'address' | 'entity', id: string) => [...recordKey(kind, id), 'rent-roll'] as const,
  /** An address's yearly figures (issue 26): under its record key, as its complete answer lists
   * the last ten years. */
  figures: (addressId: string) => [...recordKey('address', addressId), 'figures'] as const,
  /** Who wants this: the requirements fitting an address's offers, page by page; under its record
   * key, so a save of the address (its status, price, area) stales them. */
  addressMatches: (addressId: string) => [...recordKey('address', addressId), 'matches'] as const,
  /** What fits a contact's requirements, `perRequirement` offers each: under its requirements, so
   * a change of them stales it. */
  entityMatches: (entityId: string, perRequirement: number) =>
    ['requirements', entityId, 'matches', perRequirement] as const,
  /** The pipelines and their stages (issue 27): read once a session, refreshed by their settings. */
  pipelines: ['pipelines'] as const,
  /** Deals outside their own record key: lists by filter (a contact's, an address's, the search's
   * list view), each pipeline's board, the forecast and results. A move or a create stales them all. */
  deals: {
    all: ['deals'] as const,
    list: (query: object) => ['deals', 'list', query] as const,
    board: (pipelineId: string, query: object) => ['deals', 'board', pipelineId, query] as const,
    forecast: (query: object) => ['deals', 'forecast', query] as const,
    results: (query: object) => ['deals', 'results', query] as const,
    /** The open deals' count card on the search page. */
    openTotals: ['deals', 'open-totals'] as const,
    /** The requirement a deal serves, in words on its page: stale with every deal query. */
    requirement: (id: string) => ['deals', 'requirement', id] as const,
  },
  /** Listings (issue 28): no portal record kind, so outside 'crm'. The Listings page's pages, each
   * listing with its ETag, and under it its photos, documents and leads (each changed by its own
   * routes, so each goes stale alone). */
  listings: {
    all: ['listings'] as const,
    /** Every page of the Listings page (the factory's key without its query). */
    lists: ['listings', 'list'] as const,
    list: (query: object) => ['listings', 'list', query] as const,
    one: (id: string) => ['listings', 'one', id] as const,
    photos: (id: string) => ['listings', 'one', id, 'photos'] as const,
    documents: (id: string) => ['listings', 'one', id, 'documents'] as const,
    leads: (id: string) => ['listings', 'one', id, 'leads'] as const,
    /** Who read what and who accepted: written by visitors, so never made stale by a portal write. */
    activity: (id: string, offset: number) => ['listings', 'one', id, 'activity', offset] as const,
  },
  /** The listings a contact is a lead of, and a deal's parties who are leads of its listings
   * (issue 28): under the record's key, so what stales the contact or the deal (a merge, its
   * parties saved, an inbox item joined to it) stales them too. */
  listingLeads: (kind: 'entity' | 'deal', id: string) => [...recordKey(kind, id), 'listing-leads'] as const,
  securitySettings: ['security-settings'] as const,
  /** The staff list (GET /staff: names and time zones) the pickers offer (`staff.ts`). */
  staffOptions: ['staff-options'] as const,
  /** The signed-in staff member's own preferences (GET /staff/me/preferences, issue 25). */
  staffPreferences: ['staff-preferences'] as const,
  sessions: ['account-sessions'] as const,
  accountSecurity: ['account-security'] as const,
};

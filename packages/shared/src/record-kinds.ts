// The kinds of CRM record the portal searches and shows, as both sides name them (issue 24,
// ADR 0035): the API's registration (apps/api/src/records/kinds.ts) takes each kind's collection
// from here, and the portal derives from it its table of kinds, its search tabs, its detail pages,
// the history's record types and which kinds merge. Its keys type the portal's lists of kinds
// (titles, tabs, factories, page modules), so a kind added here and left out of one of them does
// not compile. Records shown only inside others (activities, tasks) are registered on the API side
// alone.

interface KindFacts {
  /** What the audit log and the API's registration name the kind. */
  audit: string;
  /** Its API collection: /api/v1/{collection}/… (spec §7). */
  collection: string;
  /** Its search tab and the folder of its pages under /admin (spec §2). */
  page: string;
  /** Whether its duplicates are found and merged (issue 14). */
  merges: boolean;
}

/** In the order of the search page's tabs (spec §3: addresses first). */
export const PORTAL_KINDS = {
  address: { audit: 'address', collection: 'addresses', page: 'addresses', merges: true },
  entity: { audit: 'entity', collection: 'entities', page: 'contacts', merges: true },
  email: { audit: 'email', collection: 'emails', page: 'emails', merges: false },
  number: { audit: 'phone_number', collection: 'numbers', page: 'numbers', merges: false },
  deal: { audit: 'deal', collection: 'deals', page: 'deals', merges: false },
} as const satisfies Record<string, KindFacts>;

/** A kind as the portal names it: `entity` is a contact, `number` a phone number. */
export type PortalKind = keyof typeof PORTAL_KINDS;
/** A kind's search tab and page folder. */
export type PortalKindPage = (typeof PORTAL_KINDS)[PortalKind]['page'];

export const PORTAL_KIND_NAMES = Object.keys(PORTAL_KINDS).filter(
  (name): name is PortalKind => name in PORTAL_KINDS,
);

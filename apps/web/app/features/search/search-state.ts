// The search page's state as plain data: which tab, what was typed in each filter, which page. It
// lives in the URL (reload, back and a shared link restore the same search), so these helpers turn
// it into search params and back, validate it with the API's own query schemas and build the call.
import {
  AddressQuery,
  DealQuery,
  EmailQuery,
  EntityQuery,
  fieldKeysOf,
  type MessageKey,
  NumberQuery,
  PORTAL_KINDS,
  type PortalKindPage,
} from '@crm/shared';
import { KINDS, type RecordKind } from '../../portal/record-kinds';

/** A tab a kind: its page folder (spec §3's order, the order PORTAL_KINDS declares them). */
export type Tab = PortalKindPage;
export const TABS: readonly Tab[] = KINDS.map((kind) => PORTAL_KINDS[kind].page);

/** The kind each tab lists: a mapped type over the kinds, so a new kind's tab needs its line. */
export const TAB_KIND: { [K in RecordKind as (typeof PORTAL_KINDS)[K]['page']]: K } = {
  addresses: 'address',
  contacts: 'entity',
  emails: 'email',
  numbers: 'number',
  deals: 'deal',
};

/** Each tab's filters (spec §3), named as the API's query parameters (spec §7); `more` are the
 * contacts' filter panel (issue 25), each kept as the API reads it: several values comma-separated
 * (`roles=investor,developer`), `true`/`false`, `me`. */
export const FILTERS = {
  addresses: { text: ['address', 'city', 'postal_code', 'country'], min: ['min_entities'], more: [] },
  contacts: {
    text: ['name'],
    min: ['min_addresses', 'min_emails', 'min_numbers', 'min_entities'],
    more: ['roles', 'user_types', 'city', 'province', 'representative_id', 'has_email', 'has_phone'],
  },
  emails: { text: ['email', 'domain'], min: ['min_entities'], more: [] },
  numbers: { text: ['phone_number'], min: ['min_entities'], more: [] },
  // Issue 27: GET /deals' filters; any one of them is enough to list deals.
  deals: {
    text: ['city'],
    min: [],
    more: ['pipeline_id', 'stage_id', 'owner_id', 'close_from', 'close_to'],
  },
} as const satisfies Record<
  Tab,
  { text: readonly string[]; min: readonly string[]; more: readonly string[] }
>;

export type TextFilter = (typeof FILTERS)[Tab]['text'][number];
export type MinFilter = (typeof FILTERS)[Tab]['min'][number];
export type MoreFilter = (typeof FILTERS)[Tab]['more'][number];
export type ContactFilter = (typeof FILTERS)['contacts']['more'][number];
export type DealFilter = (typeof FILTERS)['deals']['more'][number];
export type FilterName = TextFilter | MinFilter | MoreFilter;

const SCHEMAS = {
  addresses: AddressQuery,
  contacts: EntityQuery,
  emails: EmailQuery,
  numbers: NumberQuery,
  deals: DealQuery,
};

/** What the user typed, by filter name; an absent filter is empty. */
export type Filters = Partial<Record<FilterName, string>>;

export interface SearchState {
  tab: Tab;
  filters: Filters;
  offset: number;
}

/** Spec §9: pages of 10; Next is disabled from offset 100. */
export const PAGE_SIZE = 10;
export const MAX_OFFSET = 100;

export const filtersOf = (tab: Tab): readonly FilterName[] => [
  ...FILTERS[tab].text,
  ...FILTERS[tab].min,
  ...FILTERS[tab].more,
];

const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** Offsets outside 0…100 (a hand-edited link) fall back to the nearest allowed one. */
export const clampOffset = (value: number) =>
  Number.isInteger(value) && value > 0 ? Math.min(value, MAX_OFFSET) : 0;

/** The search a URL describes; filters of other tabs and unknown params are ignored. */
export function parseSearch(params: URLSearchParams): SearchState {
  const tabParam = params.get('tab');
  const tab = isTab(tabParam) ? tabParam : 'addresses';
  const filters: Filters = {};
  for (const name of filtersOf(tab)) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return { tab, filters, offset: clampOffset(Number(params.get('offset') ?? 0)) };
}

/** The URL of a search: only the tab's non-empty filters, and the offset when not 0. */
export function toSearchParams({ tab, filters, offset }: SearchState): URLSearchParams {
  const params = new URLSearchParams({ tab });
  for (const name of filtersOf(tab)) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  if (offset > 0) params.set('offset', String(offset));
  return params;
}

/** Spec §4: no search runs while every text filter of the tab is empty; a choice in the contacts'
 * filter panel is enough by itself ("my contacts", every investor in a city). */
export const hasText = (tab: Tab, filters: Filters) =>
  [...FILTERS[tab].text, ...FILTERS[tab].more].some((name) => filters[name]?.trim());

const filled = (filters: Filters, tab: Tab) =>
  Object.fromEntries(
    filtersOf(tab).flatMap((name) => (filters[name]?.trim() ? [[name, filters[name]]] : [])),
  );

/** Each refused filter's shared message key, by the API's own schema (spec §5: minimums ≥ 0). */
export function validate(tab: Tab, filters: Filters): Partial<Record<FilterName, MessageKey>> {
  const result = SCHEMAS[tab].safeParse(filled(filters, tab));
  return fieldKeysOf(result.error?.issues ?? []) as Partial<Record<FilterName, MessageKey>>;
}

/** The /query call's parameters: text trimmed, a minimum only when above 0 (spec §9), a page. */
export function apiQuery({ tab, filters, offset }: SearchState): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const name of [...FILTERS[tab].text, ...FILTERS[tab].more]) {
    const value = filters[name]?.trim();
    if (value) query[name] = value;
  }
  for (const name of FILTERS[tab].min) {
    const value = Number(filters[name]?.trim() || 0);
    if (value > 0) query[name] = value;
  }
  return { ...query, limit: PAGE_SIZE, offset };
}

/** Spec §4: Next is disabled when the page came back short or the offset reached 100. */
export const nextDisabled = (rows: number, offset: number) => rows < PAGE_SIZE || offset >= MAX_OFFSET;

/** Spec §2: an address's first comma-separated part is its headline, the rest its subheading. */
export function splitAddress(address: string): { headline: string; rest: string } {
  const comma = address.indexOf(',');
  if (comma < 0) return { headline: address.trim(), rest: '' };
  return { headline: address.slice(0, comma).trim(), rest: address.slice(comma + 1).trim() };
}

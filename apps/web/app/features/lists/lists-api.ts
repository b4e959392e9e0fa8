// The lists calls (issue 25): the lists, one list and a page of its members, making and changing a
// list, picking contacts into a static one.
import { asMessageKey, type ListCreate, ListFilters, type ListUpdate, type MessageKey } from '@crm/shared';
import { crm } from '../../http/client';

export const MEMBERS_PAGE_SIZE = 20;
export const LISTS_PAGE_SIZE = 100;

export const listLists = (signal?: AbortSignal) =>
  crm('GET /lists', { query: { limit: LISTS_PAGE_SIZE }, signal });

export const getList = (id: string, signal?: AbortSignal) => crm('GET /lists/:id', { params: [id], signal });

export const listMembers = (id: string, offset: number, signal?: AbortSignal) =>
  crm('GET /lists/:id/members', { params: [id], query: { limit: MEMBERS_PAGE_SIZE, offset }, signal });

export const createList = (body: ListCreate) => crm('POST /lists', { body });

export const updateList = (id: string, body: ListUpdate) => crm('PUT /lists/:id', { params: [id], body });

export const deleteList = (id: string) => crm('DELETE /lists/:id', { params: [id] });

export const addMembers = (id: string, entity_ids: string[]) =>
  crm('POST /lists/:id/members', { params: [id], body: { entity_ids } });

export const removeMember = (id: string, entityId: string) =>
  crm('DELETE /lists/:id/members/:entity_id', { params: [id, entityId] });

/** The search page's contact filters (as its URL holds them: text, comma-separated values,
 * `true`/`false`) as a dynamic list stores them, read by the list's own schema (which throws on a
 * value the search page would have refused). The minimum counts are not kept. */
export function listFiltersFrom(filters: Readonly<Record<string, string | undefined>>): ListFilters {
  const text = (name: string) => filters[name]?.trim() || undefined;
  const many = (name: string) => {
    const values = text(name)
      ?.split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    return values?.length ? values : undefined;
  };
  const flag = (name: string) => (text(name) === undefined ? undefined : text(name) === 'true');
  return ListFilters.parse({
    name: text('name'),
    roles: many('roles'),
    user_types: many('user_types'),
    city: text('city'),
    province: text('province'),
    representative_id: text('representative_id'),
    has_email: flag('has_email'),
    has_phone: flag('has_phone'),
  });
}

/** The "Leases expiring" form as typed: the months chosen, the leased property's city, use and
 * leased area range ('' for none). */
export interface LeaseExpiringForm {
  months: string;
  city: string;
  use: string;
  minSqft: string;
  maxSqft: string;
}

const FORM_FIELD: Record<string, keyof LeaseExpiringForm> = {
  lease_expiring_months: 'months',
  lease_city: 'city',
  lease_use: 'use',
  lease_min_sqft: 'minSqft',
  lease_max_sqft: 'maxSqft',
};

/** The form as a list's filters, read by the list's own schema: the filters, or the message key of
 * each field it refuses. A typed number that is not one stays text, so the schema refuses it. */
export function leaseExpiringFilters(
  form: LeaseExpiringForm,
):
  | { success: true; filters: ListFilters }
  | { success: false; issues: Partial<Record<keyof LeaseExpiringForm, MessageKey>> } {
  const number = (text: string) => {
    const trimmed = text.trim().replace(/[\s,]/g, '');
    if (!trimmed) return undefined;
    return Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
  };
  const parsed = ListFilters.safeParse({
    lease_expiring_months: Number(form.months),
    lease_city: form.city.trim() || undefined,
    lease_use: form.use || undefined,
    lease_min_sqft: number(form.minSqft),
    lease_max_sqft: number(form.maxSqft),
  });
  if (parsed.success) return { success: true, filters: parsed.data };
  const issues: Partial<Record<keyof LeaseExpiringForm, MessageKey>> = {};
  for (const issue of parsed.error.issues) {
    const field = FORM_FIELD[String(issue.path[0])];
    if (field && !issues[field]) issues[field] = asMessageKey(issue.message);
  }
  return { success: false, issues };
}

/** A dynamic list's search in words for its page: each filter given, said by `say` (its label and
 * value in the reader's language; a list's values joined by commas). */
export function describeFilters(
  filters: Partial<ListFilters> | null,
  say: (name: keyof ListFilters, value: unknown) => string,
): string {
  if (!filters) return '';
  return (Object.entries(filters) as [keyof ListFilters, unknown][])
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([name, v]) => say(name, Array.isArray(v) ? v.join(', ') : v))
    .join(' · ');
}

// The lists calls (issue 25): the lists, one list and a page of its members, making and changing a
// list, picking contacts into a static one.
import { type ListCreate, ListFilters, type ListUpdate } from '@crm/shared';
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

/** A dynamic list's search in words for its page: each filter given, as `name=value`. */
export function describeFilters(filters: Partial<ListFilters> | null): string {
  if (!filters) return '';
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join(' · ');
}

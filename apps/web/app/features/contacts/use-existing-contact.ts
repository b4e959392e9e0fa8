// Spec §8's 'exists!' flag on the new-contact page: while a name is typed, the contacts of exactly
// that name (case and surrounding spaces aside) are looked up, so a duplicate is flagged instead of
// created.
import type { Entity } from '@crm/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { crm } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';
import { useDebounced } from '../../portal/use-debounced';

/** Typing pauses this long before a lookup. */
const DEBOUNCE_MS = 300;
/** The search matches parts of names (and alternate names, nicknames, companies), a page of at
 * most 100 at a time; the exact match is picked from them. While typing one page is looked at;
 * just before a create, up to ten (the API has no exact-name filter). */
const PAGE = 100;
const CONFIRM_PAGES = 10;

export const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

const lookupKey = (name: string, pages: number) =>
  queryKeys.nameLookup(name.trim().toLocaleLowerCase(), pages);

async function findByName(name: string, pages: number, signal?: AbortSignal): Promise<Entity | null> {
  for (let page = 0; page < pages; page++) {
    const { data } = await crm('GET /entities/query', {
      query: { name: name.trim(), limit: PAGE, offset: page * PAGE },
      signal,
    });
    const found = data.find((entity) => sameName(entity.name, name));
    if (found || data.length < PAGE) return found ?? null;
  }
  return null;
}

/** The contact already named `name`, if any (once the typing pauses). `confirm()` looks the name
 * up again, further, just before a create, so neither fast typing nor a long list of similar names
 * lets a duplicate through. Names shorter than the schema's 3 characters are never looked up. */
export function useExistingContact(name: string) {
  const queryClient = useQueryClient();
  const settled = useDebounced(name, DEBOUNCE_MS);

  const searchable = settled.trim().length >= 3;
  const lookup = useQuery({
    queryKey: lookupKey(settled, 1),
    queryFn: ({ signal }) => findByName(settled, 1, signal),
    enabled: searchable,
    staleTime: 5_000,
  });

  const current = sameName(settled, name);
  return {
    existing: current && searchable ? (lookup.data ?? null) : null,
    confirm: (typed: string) =>
      queryClient.fetchQuery({
        queryKey: lookupKey(typed, CONFIRM_PAGES),
        queryFn: ({ signal }) => findByName(typed, CONFIRM_PAGES, signal),
        staleTime: 0,
      }),
  };
}

// Spec §8's 'exists!' flag on the new-contact page: while a name is typed, the contacts of exactly
// that name (case and surrounding spaces aside) are looked up, so a duplicate is flagged instead of
// created.
import type { Entity } from '@crm/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { crmRequest } from '../crm/api';

/** Typing pauses this long before a lookup. */
const DEBOUNCE_MS = 300;
/** The search matches parts of names (and alternate names, nicknames, companies); the exact match
 * is picked from the first page of the API's largest size. */
const LOOKUP_LIMIT = 100;

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

const lookupKey = (name: string) => ['crm', 'entity-name', name.trim().toLocaleLowerCase()] as const;

async function findByName(name: string, signal?: AbortSignal): Promise<Entity | null> {
  const page = await crmRequest<{ data: Entity[] }>('/entities/query', {
    query: { name: name.trim(), limit: LOOKUP_LIMIT },
    signal,
  });
  return page.data.find((entity) => sameName(entity.name, name)) ?? null;
}

/** The contact already named `name`, if any (once the typing pauses). `confirm()` looks the name up again just before a create, so no pause in typing lets a duplicate
 * through. Names shorter than the schema's 3 characters are never looked up. */
export function useExistingContact(name: string) {
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [name]);

  const searchable = settled.trim().length >= 3;
  const lookup = useQuery({
    queryKey: lookupKey(settled),
    queryFn: ({ signal }) => findByName(settled, signal),
    enabled: searchable,
    staleTime: 5_000,
  });

  const current = sameName(settled, name);
  return {
    existing: current && searchable ? (lookup.data ?? null) : null,
    confirm: (typed: string) =>
      queryClient.fetchQuery({
        queryKey: lookupKey(typed),
        queryFn: ({ signal }) => findByName(typed, signal),
        staleTime: 0,
      }),
  };
}

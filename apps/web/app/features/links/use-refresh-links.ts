import { canonicalEmail, phoneLookupKey } from '@crm/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { RecordKind } from '../../portal/record-kinds';
import type { RecordRef } from './link-kinds';

/** Whether two ids name one record: a page's key holds the id as its URL gave it ("Ann@X.com",
 * "514-555-0100"), the links hold the stored form. */
export function sameRecord(kind: RecordKind, a: string, b: string): boolean {
  if (kind === 'email') return (canonicalEmail(a) ?? a) === (canonicalEmail(b) ?? b);
  if (kind === 'number') return (phoneLookupKey(a) ?? a) === (phoneLookupKey(b) ?? b);
  return a.toLowerCase() === b.toLowerCase();
}

/** After a link changes: refetch both records (recordKey), so their rows and n_linked_* counters
 * are the server's. Resolves once the shown records are fresh. */
export function useRefreshLinks() {
  const queryClient = useQueryClient();
  return (...refs: RecordRef[]) =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [scope, kind, id] }) =>
        scope === 'crm' &&
        typeof id === 'string' &&
        refs.some((ref) => ref.kind === kind && sameRecord(ref.kind, ref.id, id)),
    });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../portal/query-keys';
import type { LinkKind } from '../../portal/record-kinds';
import { useDebounced } from '../../portal/use-debounced';
import { canonicalValue, findExisting, searchRecords } from './link-api';

/** What the picker shows while the user types: the matching records (GET …/query, debounced,
 * superseded requests aborted) and, for an email or number, the record equal to the text typed. */
export function usePickerSearch(kind: LinkKind, text: string) {
  const settled = useDebounced(text.trim());
  const results = useQuery({
    queryKey: queryKeys.pickerSearch(kind, settled),
    queryFn: ({ signal }) => searchRecords(kind, settled, signal),
    enabled: settled !== '',
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const canonical = kind === 'email' || kind === 'number' ? canonicalValue(kind, settled) : null;
  const existing = useQuery({
    queryKey: queryKeys.pickerExists(kind, canonical),
    queryFn: ({ signal }) => findExisting(kind as 'email' | 'number', canonical!, signal),
    enabled: canonical !== null,
    staleTime: 0,
  });
  return {
    settled,
    /** Still waiting for the text to settle or for its answer. */
    searching: text.trim() !== settled || results.isFetching || existing.isFetching,
    results: settled === '' ? [] : (results.data ?? []),
    failed: results.isError,
    existing: canonical !== null ? (existing.data ?? null) : null,
    refetchExisting: () => existing.refetch(),
  };
}

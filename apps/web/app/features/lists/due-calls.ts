// My day's "contacts due for a call" (issue 25): the members of my call lists never called on
// that list or whose next call is today or before (GET /lists/due?me=true). The route module hands
// this hook to My day (features may not import each other), which shows what it gives.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crm } from '../../http/client';
import { formatDate } from '../../i18n/format';
import { queryKeys } from '../../portal/query-keys';

/** How many due members My day lists at most; the list's own page pages through the rest. */
const DUE_LIMIT = 50;

export function useDueCalls() {
  const { t, i18n } = useTranslation('lists');
  const due = useQuery({
    queryKey: queryKeys.lists.due,
    queryFn: ({ signal }) => crm('GET /lists/due', { query: { me: true, limit: DUE_LIMIT }, signal }),
  });
  const contacts = (due.data?.data ?? []).map((member) => ({
    id: member.entity_id,
    name: member.name,
    reason: member.last_called_at
      ? t('due.since', { list: member.list_name, date: formatDate(member.last_called_at, i18n.language) })
      : t('due.never', { list: member.list_name }),
  }));
  return { contacts, loading: due.isLoading };
}

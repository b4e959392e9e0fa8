import type { InboxItem } from '@crm/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format';

/** The words an item is shown with, in the current language: its kind, status, headline and dates. */
export function useInboxLabels() {
  const { t, i18n } = useTranslation('inbox');
  const date = (iso: string) => formatDateTime(iso, i18n.language);
  // The list's items do not carry the showcase's slug (only an item's page has its NDA record).
  const headline = (item: Pick<InboxItem, 'kind' | 'subject'>, slug?: string) =>
    item.subject ||
    (item.kind !== 'showcase'
      ? t('list.noSubject')
      : slug
        ? t('list.showcaseRequest', { slug })
        : t('list.showcaseRequestAny'));
  return {
    t,
    date,
    headline,
    kind: (kind: InboxItem['kind']) => t(`kinds.${kind}`),
    status: (status: InboxItem['status']) => t(`statuses.${status}`),
    sender: (item: Pick<InboxItem, 'name' | 'email'>) => item.name || item.email || t('list.unknownSender'),
  };
}

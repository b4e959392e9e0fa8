import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../portal/query-keys';
import { visuallyHidden } from '../../ui/visually-hidden';
import { COUNT_REFRESH_MS, countNewItems } from './inbox-api';

/** The number of new inbox items beside the navigation's Inbox link (the route module puts it in
 * PortalLayout's slot and in the account menu, the phones' navigation). Nothing when none are new
 * or the count is not known; screen readers hear "3 new items". */
export function InboxCount() {
  const { t } = useTranslation('inbox');
  const count = useQuery({
    queryKey: queryKeys.inbox.count,
    queryFn: ({ signal }) => countNewItems(signal),
    refetchInterval: COUNT_REFRESH_MS,
  });
  if (!count.data) return null;
  return (
    <Box
      component="span"
      data-testid="inbox-count"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        bgcolor: '#b3261e',
        color: '#ffffff',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: '22px',
        textAlign: 'center',
        display: 'inline-block',
      }}
    >
      <span aria-hidden="true">{count.data > 99 ? '99+' : count.data}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('badge', { count: count.data })}
      </Box>
    </Box>
  );
}

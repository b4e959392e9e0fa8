import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/format';
import { type CountedTab, countQuery, isCounted } from './search-api';
import { TABS } from './search-state';

/** Spec §2's count cards: how many records of each kind the CRM holds. */
export function CountCards() {
  const { t } = useTranslation('search');
  return (
    <Box
      component="ul"
      aria-label={t('counts.label')}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {TABS.filter(isCounted).map((tab) => (
        <CountCard key={tab} tab={tab} />
      ))}
    </Box>
  );
}

function CountCard({ tab }: { tab: CountedTab }) {
  const { t, i18n } = useTranslation('search');
  const count = useQuery(countQuery(tab));
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid={`count-${tab}`}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`tabs.${tab}`)}
      </Typography>
      <Typography variant="h5" component="p">
        {count.data !== undefined ? (
          count.data.toLocaleString(localeOf(i18n.language))
        ) : count.isError ? (
          t('counts.unknown')
        ) : (
          <Skeleton width="3ch" aria-hidden="true" />
        )}
      </Typography>
    </Paper>
  );
}

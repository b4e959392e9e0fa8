import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localeOf } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { type CountedTab, countQuery, isCounted, openDealsQuery } from './search-api';
import { TABS } from './search-state';

/** Spec §2's count cards: how many records of each kind the CRM holds; for deals, the open ones
 * with their value and weighted commission, leading to the board. */
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
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {TABS.filter(isCounted).map((tab) => (
        <CountCard key={tab} tab={tab} />
      ))}
      <DealsCard />
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

function DealsCard() {
  const { t } = useTranslation('search');
  const { amount, number } = useNumberFormat();
  const totals = useQuery(openDealsQuery);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} data-testid="count-deals">
      <MuiLink component={Link} to="/admin/deals/board" variant="body2">
        {t('counts.openDeals')}
      </MuiLink>
      <Typography variant="h5" component="p">
        {totals.data ? (
          number(totals.data.count)
        ) : totals.isError ? (
          t('counts.unknown')
        ) : (
          <Skeleton width="3ch" aria-hidden="true" />
        )}
      </Typography>
      {totals.data && totals.data.count > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('counts.dealsValue', { value: amount(totals.data.value) })}
          <br />
          {t('counts.dealsWeighted', { value: amount(totals.data.weighted_commission) })}
        </Typography>
      )}
    </Paper>
  );
}

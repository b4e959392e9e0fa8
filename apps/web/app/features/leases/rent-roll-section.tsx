// The Rent roll section of a building's page (issue 26): GET /addresses/{id}/rent-roll, shown once
// the building has a lease (before that, every space is vacant and the roll says nothing new).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../portal/query-keys';
import { FailureView } from '../../ui/failure-view';
import { buildingRentRoll } from './leases-api';
import { RentRollView } from './rent-roll-view';

export function RentRollSection({ buildingId }: { buildingId: string }) {
  const { t } = useTranslation('leases');
  const roll = useQuery({
    queryKey: queryKeys.rentRoll('address', buildingId),
    queryFn: ({ signal }) => buildingRentRoll(buildingId, signal),
  });
  return (
    <Paper component="section" variant="outlined" aria-labelledby="rent-roll-heading" sx={{ p: 2, my: 3 }}>
      <Typography variant="h6" component="h2" id="rent-roll-heading" sx={{ mb: 1 }}>
        {t('roll.title')}
      </Typography>
      {roll.isError ? (
        <FailureView error={roll.error} area="portal" onReload={() => void roll.refetch()} />
      ) : roll.isPending ? (
        <Typography role="status">{t('loading')}</Typography>
      ) : (
        <RentRollView roll={roll.data} file={{ kind: 'address', id: buildingId }} />
      )}
    </Paper>
  );
}

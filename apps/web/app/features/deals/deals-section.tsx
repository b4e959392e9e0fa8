// The Deals section of a contact's page (the deals it is a party to) and of an address's page (a
// building's deals, its spaces' too): GET /deals?entity_id= or ?address_id=, each row leading to
// the deal. A contact's offers "New deal" with the contact as a party.
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { LoadFailed } from '../../portal/load-failed';
import { findStage, usePipelines, usePipelineWords } from '../../portal/pipelines';
import { detailPath } from '../../portal/record-kinds';
import type { Choice } from '../../portal/record-lookups';
import { dealsQuery } from './deals-api';
import { NewDealButton } from './new-deal-button';

export function DealsSection({
  entity,
  addressId,
}: {
  /** A contact's page: its deals, and a new one with it as a party. */
  entity?: Choice;
  addressId?: string;
}) {
  const { t } = useTranslation('deals');
  const { amount } = useNumberFormat();
  const { date } = useDateFormat();
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const deals = useQuery(
    dealsQuery(entity ? { entity_id: entity.id, limit: 100 } : { address_id: addressId, limit: 100 }),
  );
  return (
    <Paper
      component="section"
      aria-labelledby="deals-title"
      sx={{ p: { xs: 2, md: 3 }, mt: 3 }}
      data-testid="deals-section"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id="deals-title" component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('section.title')}
        </Typography>
        {entity && <NewDealButton party={entity} variant="outlined" />}
      </Box>
      {deals.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void deals.refetch()} />
      ) : deals.data?.data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('section.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {deals.data?.data.map((deal) => {
            const stage = findStage(pipelines, deal.stage_id);
            return (
              <Box component="li" key={deal.id} sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}>
                <MuiLink component={Link} to={detailPath('deal', deal.id)} sx={{ fontWeight: 500 }}>
                  {deal.name}
                </MuiLink>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {[
                    stage ? words.stage(stage) : deal.stage_name,
                    deal.value === null ? null : amount(deal.value),
                    deal.expected_close_on ? t('board.closes', { date: date(deal.expected_close_on) }) : null,
                    entity ? deal.address : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}

// "What fits" on a contact's page (issue 26, ADR 0040), below its Requirements: for each of its
// requirements, the spaces available or vacant (to lease) or the buildings for sale (to buy) that
// fit it, each linked to its page and with why it fits. Ten requirements at a time; when more offers
// fit a requirement than are shown, the user may ask for more (up to the API's fifty).
import type { EntityMatch } from '@crm/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { detailPath } from '../../portal/record-kinds';
import { useMatchWords } from './match-words';
import { FITS_MOST, FITS_SHOWN, whatFitsQuery } from './matches-api';

export function WhatFitsSection({ entityId }: { entityId: string }) {
  const { t } = useTranslation('matches');
  const [perRequirement, setPerRequirement] = useState(FITS_SHOWN);
  const query = useInfiniteQuery({
    ...whatFitsQuery(entityId, perRequirement),
    placeholderData: keepPreviousData,
  });
  const requirements = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <Paper component="section" variant="outlined" aria-labelledby="what-fits-heading" sx={{ p: 2, my: 3 }}>
      <Typography variant="h6" component="h2" id="what-fits-heading" sx={{ mb: 1 }}>
        {t('fits.title')}
      </Typography>
      {query.isPending ? (
        <Typography role="status">{t('fits.loading')}</Typography>
      ) : query.isError && requirements.length === 0 ? (
        <LoadFailed message={t('failed')} retry={t('retry')} onRetry={() => void query.refetch()} />
      ) : requirements.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('fits.noRequirements')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-busy={query.isPlaceholderData}>
          {requirements.map((match) => (
            <RequirementFits
              key={match.requirement.id}
              match={match}
              onMore={perRequirement < FITS_MOST ? () => setPerRequirement(FITS_MOST) : undefined}
            />
          ))}
        </Box>
      )}
      {query.hasNextPage && (
        <Box sx={{ mt: 1 }}>
          <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {t('fits.more')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** One requirement in words, and what fits it. */
function RequirementFits({ match, onMore }: { match: EntityMatch; onMore?: () => void }) {
  const { t } = useTranslation('matches');
  const words = useMatchWords();
  const { requirement, fits, more } = match;
  return (
    <Box component="li" data-testid="fits-requirement" sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography sx={{ fontWeight: 500 }}>{words.requirement(requirement)}</Typography>
      {fits.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('fits.none')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('fits.fitsOf', { requirement: words.requirement(requirement) })}
          sx={{ m: 0, pl: 3 }}
        >
          {fits.map(({ offer, why }) => (
            <Box component="li" key={`${offer.address_id}|${offer.offer}`} data-testid="fit">
              <Link component={RouterLink} to={detailPath('address', offer.address_id)}>
                {offer.address}
              </Link>{' '}
              · {words.offer(offer.offer)}
              <Typography component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 14 }}>
                {words.why(why, requirement)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {more && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('fits.manyFits')}</Typography>
          {onMore && (
            <Button size="small" onClick={onMore}>
              {t('fits.moreFits')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

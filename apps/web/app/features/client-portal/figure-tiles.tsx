// A property's or the portfolio's headline figures, each with the day it is true on: occupancy,
// annual rent and WALT from the rent roll read on `as_of`; the latest year's NOI as staff last
// entered it.
import type { ClientFigures } from '@crm/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useClientFormat } from './client-format';

const GRID_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: 1.5,
  m: 0,
};

function Tile({ label, value, asOf }: { label: ReactNode; value: ReactNode; asOf: ReactNode | null }) {
  return (
    <Paper variant="outlined" component="div" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.375rem', fontWeight: 700 }}>
        {value}
      </Typography>
      {asOf && (
        <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
          {asOf}
        </Typography>
      )}
    </Paper>
  );
}

export function FigureTiles({ figures }: { figures: ClientFigures }) {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const asOf = f.asOf(figures.as_of);
  const latest = figures.noi[0];
  return (
    <Box component="dl" sx={GRID_SX}>
      <Tile label={t('figures.occupancy')} value={f.ratio(figures.occupancy)} asOf={asOf} />
      <Tile label={t('figures.annualRent')} value={f.money(figures.annual_rent)} asOf={asOf} />
      <Tile label={t('figures.walt')} value={f.years(figures.walt_years)} asOf={asOf} />
      <Tile
        label={latest ? t('figures.noi', { year: latest.year }) : t('figures.noiNone')}
        value={latest?.noi != null ? f.money(latest.noi) : t('notRecorded')}
        asOf={latest ? f.asOf(latest.as_of) : null}
      />
    </Box>
  );
}

/** The tiles' place while the figures load, as tall as they will be (the same labels, and today's
 * date where each tile's date goes, hidden under the placeholders, so the lines wrap alike): what is
 * under them (the properties, on the home page) does not move when they come (issue 29). */
export function FigureTilesLoading() {
  const { t } = useTranslation('clientPortal');
  const f = useClientFormat();
  const now = new Date().toISOString();
  const asOf = <Skeleton>{f.asOf(now)}</Skeleton>;
  const value = <Skeleton width="60%" />;
  const labels = [
    t('figures.occupancy'),
    t('figures.annualRent'),
    t('figures.walt'),
    <Skeleton key="noi">{t('figures.noi', { year: new Date().getFullYear() - 1 })}</Skeleton>,
  ];
  return (
    <Box sx={{ position: 'relative' }}>
      <Typography role="status" sx={visuallyHidden}>
        {t('loading')}
      </Typography>
      <Box component="dl" sx={GRID_SX} aria-hidden="true">
        {labels.map((label, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: four fixed places
          <Tile key={i} label={label} value={value} asOf={asOf} />
        ))}
      </Box>
    </Box>
  );
}

// A property's or the portfolio's headline figures, each with the day it is true on: occupancy,
// annual rent and WALT from the rent roll read on `as_of`; the latest year's NOI as staff last
// entered it.
import type { ClientFigures } from '@crm/shared';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useClientFormat } from './client-format';

function Tile({ label, value, asOf }: { label: string; value: string; asOf: string | null }) {
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
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1.5, m: 0 }}
    >
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

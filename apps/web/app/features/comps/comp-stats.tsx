// The figures above the results: how many comps were found, the median and range of their price
// per sq ft (sales) or yearly rent per sq ft (leases). A definition list, so a screen reader says
// each figure with its name.
import type { CompKind, CompStats } from '@crm/shared';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';

const ITEM = { display: 'flex', gap: 0.75, m: 0 } as const;

export function CompStatsStrip({ kind, stats }: { kind: CompKind; stats: CompStats }) {
  const { t } = useTranslation('comps');
  const format = useNumberFormat();
  const unit = t(`stats.${kind}`);
  const per = (value: number | null) => (value === null ? t('stats.none') : `${format.money(value)}${unit}`);
  const range =
    stats.min === null || stats.max === null
      ? t('stats.none')
      : `${format.money(stats.min)}–${format.money(stats.max)}${unit}`;
  return (
    <Box
      component="dl"
      aria-label={t('stats.label')}
      data-testid="comp-stats"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, my: 2, '& dt': { fontWeight: 600 } }}
    >
      <Box sx={ITEM}>
        <dt>{t('stats.count')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {format.number(stats.count)}
        </Box>
      </Box>
      <Box sx={ITEM}>
        <dt>{t('stats.median')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {per(stats.median)}
        </Box>
      </Box>
      <Box sx={ITEM}>
        <dt>{t('stats.range')}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {range}
        </Box>
      </Box>
    </Box>
  );
}

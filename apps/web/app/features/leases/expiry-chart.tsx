// The rent roll's expiries by year as two bar charts (area, then rent, ending each year), drawn by
// MUI X Charts. Loaded apart (React.lazy in rent-roll-view.tsx): the charting library stays out of
// every other page's JavaScript. The charts are pictures for the eye (aria-hidden): the same figures
// are the expiries table beside them, which screen readers read.
import type { RentRollExpiry } from '@crm/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';

export default function ExpiryChart({ expiries }: { expiries: readonly RentRollExpiry[] }) {
  const { t } = useTranslation('leases');
  const num = useNumberFormat();
  const years = expiries.map((e) => String(e.year));
  const chart = (title: string, data: number[], format: (v: number) => string, color: string) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="subtitle2" component="p" sx={{ textAlign: 'center' }}>
        {title}
      </Typography>
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : num.number(v)), width: 64 }]}
        series={[{ data, label: title, color, valueFormatter: (v) => (v === null ? '' : format(v)) }]}
        hideLegend
        skipAnimation
        // A picture only: its figures are the table beside it, which the keyboard and screen
        // readers use (a focusable chart inside aria-hidden would be a trap).
        disableKeyboardNavigation
      />
    </Box>
  );
  return (
    <Box
      aria-hidden="true"
      data-testid="expiry-chart"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      {chart(
        t('roll.chartArea'),
        expiries.map((e) => e.sqft),
        (v) => t('sqft', { value: num.number(v) }),
        '#1f5f8b',
      )}
      {chart(
        t('roll.chartRent'),
        expiries.map((e) => e.rent),
        (v) => num.money(v),
        '#b5651d',
      )}
    </Box>
  );
}

// A building's yearly figures as a bar chart (NOI, operating expenses, taxes by year), drawn by MUI
// X Charts. Loaded apart (React.lazy in figures-section.tsx): the charting library stays out of
// every other page's JavaScript. A picture for the eye (aria-hidden): its figures are the table
// above it, which the keyboard and screen readers use.
import type { PropertyFigure } from '@crm/shared';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';
import { AMOUNTS } from './figure-form-model';

const COLORS = { noi: '#1f5f8b', opex: '#b5651d', taxes: '#5b6b2f' } as const;

export default function FiguresChart({ figures }: { figures: readonly PropertyFigure[] }) {
  const { t } = useTranslation('property');
  const num = useNumberFormat();
  const money = (v: number | null) => (v === null ? '' : num.amount(v));
  return (
    <Box aria-hidden="true" data-testid="figures-chart" sx={{ minWidth: 0 }}>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: figures.map((f) => String(f.year)) }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : num.number(v)), width: 80 }]}
        series={AMOUNTS.map((key) => ({
          data: figures.map((f) => f[key]),
          label: t(`figures.series.${key}`),
          color: COLORS[key],
          valueFormatter: money,
        }))}
        skipAnimation
        // A picture only: a focusable chart inside aria-hidden would be a trap.
        disableKeyboardNavigation
      />
    </Box>
  );
}

// The forecast as a stacked bar chart: weighted gross commission by month of expected close, one
// colour a stage. Loaded apart (React.lazy in forecast-page.tsx): the charting library stays out of
// every other page's JavaScript. A picture for the eye (aria-hidden, keyboard navigation off): the
// same figures are the table below it, which screen readers read.
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNumberFormat } from '../../i18n/numbers';
import type { ForecastGrid } from './forecast-grid';

const COLOURS = ['#1f5f8b', '#b5651d', '#4f7f3a', '#7a4f8b', '#8b1f3f', '#3a6f7f', '#8b7a1f', '#5a5a5a'];

export default function ForecastChart({ grid }: { grid: ForecastGrid }) {
  const num = useNumberFormat();
  return (
    <Box aria-hidden="true" data-testid="forecast-chart" sx={{ minWidth: 0 }}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: grid.months.map((m) => m.label) }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : num.amount(v)), width: 80 }]}
        series={grid.stages.map((stage, i) => ({
          data: grid.months.map((m) => m.byStage[stage.id] ?? 0),
          label: stage.name,
          stack: 'weighted',
          color: COLOURS[i % COLOURS.length],
          valueFormatter: (v: number | null) => (v === null ? '' : num.amount(v)),
        }))}
        skipAnimation
        // A picture only: a focusable chart inside aria-hidden would be a keyboard trap.
        disableKeyboardNavigation
      />
    </Box>
  );
}

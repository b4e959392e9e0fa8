// A property's NOI by year as bars, drawn by MUI X Charts. Loaded apart (React.lazy in
// property-page.tsx), so the charting library stays out of the portal's other pages. A picture for
// the eye (aria-hidden): the table beside it holds the same figures for the keyboard and screen
// readers. MUI X draws with MUI's runtime, which only this chunk brings (ADR 0051).
import type { ClientNoiYear } from '@crm/shared';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../i18n/numbers';

export default function NoiChart({ years }: { years: readonly ClientNoiYear[] }) {
  const { t } = useTranslation('clientPortal');
  const num = useNumberFormat();
  // Oldest first, left to right.
  const ordered = [...years].reverse();
  return (
    <div aria-hidden="true" data-testid="noi-chart" style={{ minWidth: 0 }}>
      <BarChart
        height={220}
        xAxis={[{ scaleType: 'band', data: ordered.map((y) => String(y.year)) }]}
        yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : num.number(v)), width: 72 }]}
        series={[
          {
            data: ordered.map((y) => y.noi),
            label: t('property.noiByYear'),
            color: '#1f5f8b',
            valueFormatter: (v: number | null) => (v === null ? '' : num.amount(v)),
          },
        ]}
        hideLegend
        skipAnimation
        disableKeyboardNavigation
      />
    </div>
  );
}

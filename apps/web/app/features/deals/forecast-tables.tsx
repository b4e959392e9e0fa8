// The forecast's table (what the chart draws, for screen readers and the keyboard) and the
// results' tables: won and lost by month with the win rate, average days in each stage, per broker.
import type { DealResults } from '@crm/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/format';
import { useNumberFormat } from '../../i18n/numbers';
import { findStage, usePipelines, usePipelineWords } from '../../portal/pipelines';
import { type ForecastGrid, monthLabel } from './forecast-grid';

function Grid({
  label,
  head,
  rows,
  testId,
}: {
  label: string;
  head: ReactNode[];
  rows: ReactNode[][];
  testId: string;
}) {
  return (
    // A table wider than a phone scrolls sideways: the keyboard reaches its scroll by a tab stop.
    <TableContainer sx={{ mb: 3 }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {head.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for the table's life
              <TableCell key={i} align={i === 0 ? 'left' : 'right'} component="th" scope="col">
                {cell}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows come in the answer's order
            <TableRow key={r}>
              {row.map((cell, i) => (
                <TableCell
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above
                  key={i}
                  align={i === 0 ? 'left' : 'right'}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function ForecastTable({ grid }: { grid: ForecastGrid }) {
  const { t } = useTranslation('deals');
  const { amount } = useNumberFormat();
  return (
    <Grid
      label={t('forecast.tableTitle')}
      testId="forecast-table"
      head={[t('forecast.month'), ...grid.stages.map((s) => s.name), t('forecast.total')]}
      rows={grid.months.map((m) => [
        m.label,
        ...grid.stages.map((s) => amount(m.byStage[s.id] ?? 0)),
        amount(m.total),
      ])}
    />
  );
}

export function ResultsTables({ results }: { results: DealResults }) {
  const { t, i18n } = useTranslation('deals');
  const { amount, number, percent } = useNumberFormat();
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const rate = (v: number | null) => (v === null ? t('forecast.none') : percent(v * 100));
  const locale = localeOf(i18n.language);
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('forecast.resultsTable')}
      </Typography>
      <Grid
        label={t('forecast.resultsTable')}
        testId="results-months"
        head={[
          t('forecast.month'),
          t('forecast.won'),
          t('forecast.wonValue'),
          t('forecast.wonCommission'),
          t('forecast.lost'),
          t('forecast.winRate'),
        ]}
        rows={results.months.map((m) => [
          monthLabel(m.month, locale),
          number(m.won_count),
          amount(m.won_value),
          amount(m.won_commission),
          number(m.lost_count),
          rate(m.win_rate),
        ])}
      />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('forecast.stagesTitle')}
      </Typography>
      <Grid
        label={t('forecast.stagesTitle')}
        testId="results-stages"
        head={[t('field.stage'), t('forecast.stays'), t('forecast.averageDays')]}
        rows={results.stages.map((s) => {
          const stage = findStage(pipelines, s.stage_id);
          return [
            stage ? words.stage(stage) : s.name,
            number(s.stays),
            s.average_days === null ? t('forecast.none') : number(s.average_days),
          ];
        })}
      />
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {t('forecast.ownersTitle')}
      </Typography>
      <Grid
        label={t('forecast.ownersTitle')}
        testId="results-owners"
        head={[
          t('forecast.broker'),
          t('forecast.won'),
          t('forecast.wonValue'),
          t('forecast.wonCommission'),
          t('forecast.lost'),
          t('forecast.winRate'),
        ]}
        rows={results.owners.map((o) => [
          o.owner_name ?? o.owner_id,
          number(o.won_count),
          amount(o.won_value),
          amount(o.won_commission),
          number(o.lost_count),
          rate(o.win_rate),
        ])}
      />
    </>
  );
}

// /admin/deals/forecast (issue 27): the weighted gross commission of open deals by month of
// expected close and stage (GET /deals/forecast), as a stacked bar chart and the table it draws;
// then the results (GET /deals/results): won and lost by month, win rate, days in each stage, per
// broker. One pipeline (the last one shown, remembered) or all; the months default to the API's.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../i18n/format';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { usePipelines, usePipelineWords } from '../../portal/pipelines';
import { forecastQuery, resultsQuery } from './deals-api';
import { forecastGrid } from './forecast-grid';
import { ForecastTable, ResultsTables } from './forecast-tables';
import { readLastPipeline, storeLastPipeline } from './last-pipeline';

const ForecastChart = lazy(() => import('./forecast-chart'));
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function ForecastPage() {
  const { t, i18n } = useTranslation('deals');
  usePageTitle(t('forecast.title'));
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const [pipelineId, setPipelineId] = useState(() => readLastPipeline() ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // A month half typed is no month: the API's default stands until it is whole.
  const query = {
    pipeline_id: pipelines.some((p) => p.id === pipelineId) ? pipelineId : undefined,
    from: MONTH.test(from) ? from : undefined,
    to: MONTH.test(to) ? to : undefined,
  };
  const forecast = useQuery({ ...forecastQuery(query), placeholderData: keepPreviousData });
  const results = useQuery({ ...resultsQuery(query), placeholderData: keepPreviousData });
  const grid = forecast.data
    ? forecastGrid(forecast.data, pipelines, words.stage, localeOf(i18n.language))
    : null;
  const empty = !!grid && grid.stages.length === 0;

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ color: 'primary.main', mb: 2 }}>
        {t('forecast.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' } }}>
        <TextField
          id="forecast-pipeline"
          select
          size="small"
          label={t('field.pipeline')}
          value={query.pipeline_id ?? ''}
          onChange={(event) => {
            setPipelineId(event.target.value);
            if (event.target.value) storeLastPipeline(event.target.value);
          }}
          sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
        >
          <MenuItem value="">{t('field.any')}</MenuItem>
          {pipelines.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {words.pipeline(p)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="forecast-from"
          type="month"
          size="small"
          label={t('forecast.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="forecast-to"
          type="month"
          size="small"
          label={t('forecast.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Paper component="section" aria-labelledby="forecast-title" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography id="forecast-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('forecast.chartTitle')}
        </Typography>
        {forecast.isError ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void forecast.refetch()} />
        ) : !grid ? (
          <CircularProgress aria-label={t('board.loading')} />
        ) : empty ? (
          <Typography sx={{ color: 'text.secondary' }}>{t('forecast.empty')}</Typography>
        ) : (
          <>
            <Suspense fallback={<Box sx={{ height: 300 }} />}>
              <ForecastChart grid={grid} />
            </Suspense>
            <ForecastTable grid={grid} />
          </>
        )}
      </Paper>
      <Paper component="section" aria-labelledby="results-title" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="results-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('forecast.results')}
        </Typography>
        {results.isError ? (
          <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void results.refetch()} />
        ) : !results.data ? (
          <CircularProgress aria-label={t('board.loading')} />
        ) : (
          <ResultsTables results={results.data} />
        )}
      </Paper>
    </>
  );
}

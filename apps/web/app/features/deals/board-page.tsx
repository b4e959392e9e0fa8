// /admin/deals/board (issue 27): a pipeline's deals by stage. The pipeline is chosen (the last one
// remembered on this device), the view is the board or a list, and both take the owner and the
// city. The URL holds the choices, so reload, back and a shared link show the same board.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../portal/load-failed';
import { usePageTitle } from '../../portal/page-title';
import { pipelinesQuery, usePipelineWords } from '../../portal/pipelines';
import { useStaffOptions } from '../../portal/staff';
import { useDebounced } from '../../portal/use-debounced';
import { BoardColumns } from './board-columns';
import { boardQuery } from './deals-api';
import { DealsList } from './deals-list';
import { readLastPipeline, storeLastPipeline } from './last-pipeline';
import { NewDealButton } from './new-deal-button';

export function BoardPage() {
  const { t } = useTranslation('deals');
  usePageTitle(t('board.title'));
  const words = usePipelineWords();
  const staff = useStaffOptions();
  const [params, setParams] = useSearchParams();
  const pipelines = useQuery(pipelinesQuery);
  const list = pipelines.data ?? [];
  const wanted = params.get('pipeline') ?? readLastPipeline();
  const pipeline = list.find((p) => p.id === wanted) ?? list[0];
  const view = params.get('view') === 'list' ? 'list' : 'board';
  const owner = params.get('owner') ?? '';
  const [city, setCity] = useState(params.get('city') ?? '');
  const settledCity = useDebounced(city.trim());
  const set = (name: string, value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL follows the typing once it pauses
  useEffect(() => set('city', settledCity), [settledCity]);
  useEffect(() => {
    if (pipeline) storeLastPipeline(pipeline.id);
  }, [pipeline]);
  const filters = { owner_id: owner || undefined, city: settledCity || undefined };
  const board = useQuery({
    ...boardQuery(pipeline?.id ?? '', filters),
    enabled: !!pipeline && view === 'board',
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ color: 'primary.main', flexGrow: 1 }}>
          {t('board.title')}
        </Typography>
        <Button component={Link} to="/admin/deals/forecast">
          {t('board.forecast')}
        </Button>
        {pipeline && <NewDealButton pipelineId={pipeline.id} />}
      </Box>
      <Box
        role="group"
        aria-label={t('board.title')}
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr auto' },
        }}
      >
        <TextField
          id="board-pipeline"
          select
          size="small"
          label={t('board.pipeline')}
          value={pipeline?.id ?? ''}
          onChange={(event) => set('pipeline', event.target.value)}
          sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
        >
          {list.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {words.pipeline(p)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="board-owner"
          select
          size="small"
          label={t('board.owner')}
          value={owner}
          onChange={(event) => set('owner', event.target.value)}
        >
          <MenuItem value="">{t('board.anyone')}</MenuItem>
          {staff.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name || m.email}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="board-city"
          size="small"
          label={t('board.city')}
          value={city}
          onChange={(event) => setCity(event.target.value)}
          autoComplete="off"
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('board.view')}
          onChange={(_event, next: string | null) => next && set('view', next === 'list' ? 'list' : '')}
          sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
        >
          <ToggleButton value="board">{t('board.boardView')}</ToggleButton>
          <ToggleButton value="list">{t('board.listView')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {pipelines.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void pipelines.refetch()} />
      ) : pipelines.data && !pipeline ? (
        <Typography>{t('board.noPipelines')}</Typography>
      ) : !pipeline ? (
        <CircularProgress aria-label={t('board.loading')} />
      ) : view === 'list' ? (
        <DealsList filters={{ pipeline_id: pipeline.id, ...filters }} />
      ) : board.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void board.refetch()} />
      ) : !board.data ? (
        <CircularProgress aria-label={t('board.loading')} />
      ) : (
        <BoardColumns board={board.data} stages={pipeline.stages} />
      )}
    </>
  );
}

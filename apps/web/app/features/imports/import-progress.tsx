// A running import: its progress bar (rows done of the total, rows per second, time left) and
// Cancel; once it ends, its counts and the failed rows to download.
import type { ImportJob } from '@crm/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCachePolicy } from '../../portal/cache-policy';
import { useValueWords } from '../../portal/editing/record-form-frame';
import { useNotify } from '../../portal/notify';
import { queryKeys } from '../../portal/query-keys';
import { cancelImport, failedRowsUrl, getImport, pace, resumeImport } from './imports-api';

const RUNNING: readonly ImportJob['status'][] = ['queued', 'running'];
/** How often the progress is read while the job runs. */
const POLL_MS = 500;

/** `leftOut`: how many cells the dry run said the import leaves out of its contacts; the errors
 * file lists them, so it is offered even when no row failed. */
export function ImportProgress({
  id,
  onAgain,
  leftOut = 0,
}: {
  id: string;
  onAgain: () => void;
  leftOut?: number;
}) {
  const { t } = useTranslation(['imports', 'crm']);
  const { locale } = useValueWords();
  const notify = useNotify();
  const job = useQuery({
    queryKey: queryKeys.importJob(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) =>
      !query.state.data || RUNNING.includes(query.state.data.status) ? POLL_MS : false,
  });
  const cancel = useMutation({
    mutationFn: () => cancelImport(id),
    onSuccess: () => void job.refetch(),
    onError: () => notify(t('crm:err.save')),
  });
  // Rows were added, updated and linked while it ran: what shows records reads them again once it
  // ends (done, failed or cancelled part-way), again after a resumed run ends.
  const cache = useCachePolicy();
  const ended = !!job.data && !RUNNING.includes(job.data.status);
  useEffect(() => {
    if (ended) void cache.importFinished();
  }, [ended, cache]);
  const resume = useMutation({
    mutationFn: () => resumeImport(id),
    onSuccess: () => void job.refetch(),
    onError: () => notify(t('crm:err.save')),
  });
  const data = job.data;
  if (!data) return <LinearProgress aria-label={t('progress.title')} />;

  const number = new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
  });
  const running = RUNNING.includes(data.status);
  const { rate, left } = pace(data);
  const percent = data.total ? (data.done / data.total) * 100 : 0;

  return (
    <Box component="section" aria-labelledby="import-progress-heading" sx={{ mt: 3 }}>
      <Typography id="import-progress-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t(`status.${data.status}`)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('progress.title')}
        aria-valuetext={t('progress.rows', {
          done: number.format(data.done),
          total: number.format(data.total),
        })}
      />
      <Typography data-testid="import-progress" sx={{ mt: 1 }}>
        {t('progress.rows', { done: number.format(data.done), total: number.format(data.total) })}
        {running && rate !== null && left !== null
          ? ` · ${t('progress.pace', { rate: number.format(rate), left: number.format(Math.ceil(left)) })}`
          : ''}
      </Typography>
      {running ? (
        <Button sx={{ mt: 2 }} onClick={() => cancel.mutate()} disabled={cancel.isPending}>
          {t('progress.cancel')}
        </Button>
      ) : (
        <>
          <Alert severity={data.failed ? 'warning' : 'success'} sx={{ mt: 2 }} data-testid="import-result">
            {t('result.counts', {
              created: number.format(data.created),
              updated: number.format(data.updated),
              skipped: number.format(data.skipped),
              failed: number.format(data.failed),
            })}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {(data.failed > 0 || leftOut > 0) && (
              <Button variant="outlined" href={failedRowsUrl(id)} download>
                {t('result.failedRows')}
              </Button>
            )}
            {data.status === 'interrupted' && (
              <Button variant="contained" onClick={() => resume.mutate()} disabled={resume.isPending}>
                {t('result.resume')}
              </Button>
            )}
            <Button onClick={onAgain}>{t('result.again')}</Button>
          </Box>
        </>
      )}
    </Box>
  );
}

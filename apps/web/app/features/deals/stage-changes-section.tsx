// A deal's stage changes (GET /deals/{id}/stage-changes): each entry into a stage, who and when,
// oldest first, so the deal's path through its pipeline reads top to bottom.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../i18n/format';
import { LoadFailed } from '../../portal/load-failed';
import { findStage, usePipelines, usePipelineWords } from '../../portal/pipelines';
import { stageChangesQuery } from './deals-api';

export function StageChangesSection({ id }: { id: string }) {
  const { t } = useTranslation('deals');
  const { dateTime } = useDateFormat();
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const changes = useQuery(stageChangesQuery(id));
  const name = (stageId: string | null, stored: string | null) => {
    const stage = stageId ? findStage(pipelines, stageId) : undefined;
    return stage ? words.stage(stage) : (stored ?? t('changes.removedStage'));
  };
  return (
    <Paper component="section" aria-labelledby="stage-changes-title" sx={{ p: { xs: 2, md: 3 }, mt: 3 }}>
      <Typography id="stage-changes-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('changes.title')}
      </Typography>
      {changes.isError ? (
        <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void changes.refetch()} />
      ) : changes.data?.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('changes.empty')}</Typography>
      ) : (
        <ol data-testid="stage-changes" style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {changes.data?.map((c) => (
            <li key={c.id}>
              <Typography component="span" sx={{ fontWeight: 500 }}>
                {c.from_stage_id || c.from_stage_name
                  ? t('changes.moved', {
                      from: name(c.from_stage_id, c.from_stage_name),
                      to: name(c.to_stage_id, c.to_stage_name),
                    })
                  : t('changes.entered', { to: name(c.to_stage_id, c.to_stage_name) })}
              </Typography>{' '}
              <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                {t('changes.by', { who: c.actor_name ?? c.actor, when: dateTime(c.at) })}
              </Typography>
            </li>
          ))}
        </ol>
      )}
    </Paper>
  );
}

// A deal's entry into a stage on its timeline (issue 27): from and to, who moved it and when. A
// seeded stage still named as seeded reads in the reader's language (portal/pipelines.ts); one
// removed since keeps the name the API answers, or says it was removed.
import type { TimelineItem } from '@crm/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { findStage, usePipelines, usePipelineWords } from '../../portal/pipelines';
import type { TimelineFormat } from './format';
import { Byline, Row } from './timeline-items';

export function StageRow({
  item,
  format,
}: {
  item: Extract<TimelineItem, { type: 'stage' }>;
  format: TimelineFormat;
}) {
  const { t } = useTranslation('timeline');
  const pipelines = usePipelines();
  const words = usePipelineWords();
  const { stage: change } = item;
  const name = (id: string | null, stored: string | null) => {
    const stage = id ? findStage(pipelines, id) : undefined;
    return stage ? words.stage(stage) : (stored ?? t('stage.removed'));
  };
  const to = name(change.to_stage_id, change.to_stage_name);
  const entered = !change.from_stage_id && !change.from_stage_name;
  return (
    <Row icon="stage" testId="timeline-stage">
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('kindOf', { kind: t('kind.stage') })}{' '}
        </Box>
        {entered
          ? t('stage.entered', { to })
          : t('stage.moved', { from: name(change.from_stage_id, change.from_stage_name), to })}
      </Typography>
      <Byline>
        <time dateTime={change.at}>{format.instant(change.at)}</time>
        {` · ${t('stage.by', { who: change.actor_name ?? t('someone') })}`}
      </Byline>
    </Row>
  );
}

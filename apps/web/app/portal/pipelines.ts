// The pipelines (issue 27, ADR 0044), which the deals' pages, the search's deals tab and the
// new-deal dialog all read: GET /pipelines once a session, and the words of a pipeline or stage.
// Seeded ones carry a type or stable key and are shown in the reader's language while they keep
// their seeded English name; one an administrator renamed shows its own name.
import type { Pipeline, Stage } from '@crm/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crm } from '../http/client';
import { deals as seeded } from '../i18n/en/deals';
import { queryKeys } from './query-keys';

export const pipelinesQuery = {
  queryKey: queryKeys.pipelines,
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /pipelines', { signal }).then((p) => p.data),
  staleTime: 5 * 60_000,
};

/** The pipelines, in the API's order; empty while they load. */
export const usePipelines = () => useQuery(pipelinesQuery).data ?? [];

type StageKey = keyof typeof seeded.stages;
const isStageKey = (key: string | null): key is StageKey => !!key && key in seeded.stages;

/** How a pipeline and a stage are named in the reader's language. */
export function usePipelineWords() {
  const { t } = useTranslation('deals');
  return {
    pipeline: (p: Pick<Pipeline, 'name' | 'type'>) =>
      seeded.types[p.type] === p.name ? t(`types.${p.type}`) : p.name,
    stage: (s: Pick<Stage, 'name' | 'key'>) =>
      isStageKey(s.key) && seeded.stages[s.key] === s.name ? t(`stages.${s.key}`) : s.name,
  };
}

/** The stage of a pipeline with this id, if any. */
export const findStage = (pipelines: readonly Pipeline[], stageId: string) =>
  pipelines.flatMap((p) => p.stages).find((s) => s.id === stageId);

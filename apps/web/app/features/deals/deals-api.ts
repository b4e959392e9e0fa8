// The deals' calls (issue 27, ADR 0044) besides a deal's own complete, update and history (the
// portal's record kinds; its stage changes are on its timeline): lists by filter, stage moves, the
// board, the forecast and the results. What a write makes stale is the cache policy's `dealMoved` and `recordCreated`.
import type { Deal, LostReason } from '@crm/shared';
import { crm, crmTagged, type Query } from '../../http/client';
import { queryKeys } from '../../portal/query-keys';

/** GET /deals: a page of the deals the filters name (a contact's, an address's, a pipeline's…). */
export const dealsQuery = (query: Query) => ({
  queryKey: queryKeys.deals.list(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /deals', { query, signal }),
});

export const boardQuery = (pipelineId: string, query: Query) => ({
  queryKey: queryKeys.deals.board(pipelineId, query),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    crm('GET /pipelines/:id/board', { params: [pipelineId], query, signal }),
});

export const forecastQuery = (query: Query) => ({
  queryKey: queryKeys.deals.forecast(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /deals/forecast', { query, signal }),
});

export const resultsQuery = (query: Query) => ({
  queryKey: queryKeys.deals.results(query),
  queryFn: ({ signal }: { signal: AbortSignal }) => crm('GET /deals/results', { query, signal }),
});

/** What PUT …/stage reads (the shared DealStageMove's input: the note may be left out). */
export interface StageMoveBody {
  stage_id: string;
  lost_reason?: LostReason;
  lost_note?: string | null;
  closed_on?: string;
}

/** PUT /deals/{id}/stage, with the deal's version when the page knows it (a board card does not). */
export const moveDeal = (id: string, body: StageMoveBody, ifMatch?: string | null) =>
  crmTagged('PUT /deals/:id/stage', { params: [id], body, ifMatch });

/** POST /deals: the body as the shared DealCreate judged it. */
export const createDeal = (body: unknown): Promise<Deal> => crm('POST /deals', { body });

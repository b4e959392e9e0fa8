import {
  Board,
  BoardQuery,
  Deal,
  DealCreate,
  DealOpenTotals,
  DealPage,
  DealQuery,
  DealResults,
  DealStageChangeList,
  DealStageMove,
  DealUpdate,
  Forecast,
  ForecastQuery,
  ResultsQuery,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponses,
  idParams,
  ifMatchHeaders,
  noContent,
  staleResponse,
} from '../../shared/route-schemas.js';
import { sendCreated, sendVersioned, withEtag } from '../../shared/versions.js';
import { createDeal } from './create-deal.js';
import { deleteDeal } from './delete-deal.js';
import { getBoard } from './get-board.js';
import { getForecast } from './get-forecast.js';
import { getOpenTotals } from './get-open-totals.js';
import { getResults } from './get-results.js';
import { listStageChanges } from './list-stage-changes.js';
import { moveDealStage } from './move-deal-stage.js';
import { queryDeals } from './query-deals.js';
import { getDeal } from './read-deals.js';
import { updateDeal } from './update-deal.js';

const tags = ['deals'];

/** /deals and a pipeline's board (…/complete and …/history come from the kind's registration; the
 * pipelines themselves from pipelines.routes.ts). */
export const dealsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;

  app.get(
    '/deals',
    {
      schema: {
        tags,
        summary:
          'Deals by pipeline, stage, outcome, owner, property (a building with its spaces), party, city and expected close range, by expected close',
        querystring: DealQuery,
        response: { 200: DealPage, ...errorResponses(400) },
      },
    },
    (request) => queryDeals(database, request.query),
  );

  app.get(
    '/deals/open-totals',
    {
      // Only the data decides it: cached while no write happened.
      config: { cache: true },
      schema: {
        tags,
        summary: 'Open deals of every pipeline: their count, value and weighted commission',
        response: { 200: DealOpenTotals },
      },
    },
    () => getOpenTotals(database),
  );

  app.get(
    '/deals/forecast',
    {
      schema: {
        tags,
        summary:
          'Open deals by expected close month and stage: count, value and weighted commission (commission × probability / 100); by default this month and the 11 after',
        querystring: ForecastQuery,
        response: { 200: Forecast, ...errorResponses(400) },
      },
    },
    (request) => getForecast(database, request.query, config.timeZone),
  );

  app.get(
    '/deals/results',
    {
      schema: {
        tags,
        summary:
          'Deals won and lost by month closed with the win rate, average days in each stage, and per-owner totals; by default the 12 months up to this one',
        querystring: ResultsQuery,
        response: { 200: DealResults, ...errorResponses(400) },
      },
    },
    (request) => getResults(database, request.query, config.timeZone),
  );

  app.post(
    '/deals',
    {
      schema: {
        tags,
        summary:
          'Create a deal in a stage of its pipeline, with its parties, value, commission and splits; its first stage’s playbook tasks are made',
        body: DealCreate,
        response: { 201: Deal, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      sendCreated(reply, await createDeal(database, request.body, request.actor, config.timeZone)),
  );

  app.get(
    '/deals/:id',
    {
      schema: {
        tags,
        summary: 'A deal (ETag: its version)',
        params: idParams,
        response: { 200: Deal, ...errorResponses(404) },
      },
    },
    async (request, reply) => withEtag(reply, await getDeal(database.db, request.params.id)),
  );

  app.put(
    '/deals/:id',
    {
      schema: {
        tags,
        summary: 'Change the given fields of a deal (not its stage); If-Match: only if still at that version',
        params: idParams,
        headers: ifMatchHeaders,
        body: DealUpdate,
        response: { 200: Deal, ...errorResponses(400, 404), ...staleResponse(Deal) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) =>
          updateDeal(database, request.params.id, request.body, request.actor, config.timeZone, expected),
        () => getDeal(database.db, request.params.id),
      ),
  );

  app.put(
    '/deals/:id/stage',
    {
      schema: {
        tags,
        summary:
          'Move a deal to another stage of its pipeline (a lost stage needs its reason; won and lost take a closing day, today by default), making that stage’s playbook tasks; the stage it is in already: nothing changes',
        params: idParams,
        headers: ifMatchHeaders,
        body: DealStageMove,
        response: { 200: Deal, ...errorResponses(400, 404), ...staleResponse(Deal) },
      },
    },
    (request, reply) =>
      sendVersioned(
        reply,
        request.headers['if-match'],
        (expected) =>
          moveDealStage(database, request.params.id, request.body, request.actor, config.timeZone, expected),
        () => getDeal(database.db, request.params.id),
      ),
  );

  app.get(
    '/deals/:id/stage-changes',
    {
      schema: {
        tags,
        summary: 'Every entry of a deal into a stage, oldest first: from, to, who and when',
        params: idParams,
        response: { 200: DealStageChangeList, ...errorResponses(404) },
      },
    },
    (request) => listStageChanges(database, request.params.id),
  );

  app.delete(
    '/deals/:id',
    {
      schema: {
        tags,
        summary: 'Delete a deal; its history and the tasks it brought stay',
        params: idParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      await deleteDeal(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/pipelines/:id/board',
    {
      schema: {
        tags,
        summary:
          'A pipeline’s kanban board: each stage with the count, value and weighted commission of all its deals and its first cards (by expected close)',
        params: idParams,
        querystring: BoardQuery,
        response: { 200: Board, ...errorResponses(400, 404) },
      },
    },
    (request) => getBoard(database, request.params.id, request.query),
  );
};

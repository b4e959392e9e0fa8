// GET /{collection}/{id}/complete, …/history, for a kind with one …/timeline, for a kind that merges POST /{collection}/merge and
// GET …/merged, for a kind with a file of its own GET …/export, for every kind registered in
// kinds.ts: one place, so a new kind answers them with no route written, with the same options,
// response cache and OpenAPI text as the others. Each kind's own routes file keeps its count,
// query, create and update, which differ by kind; the search exports stay with the exports.
import { EntityCardQuery, MergedRecord, TimelinePage, TimelineQuery } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findMerged } from '../features/duplicates/find-merged.js';
import { mergeRecords } from '../features/duplicates/merge-records.js';
import { CONTENT_TYPES } from '../features/exports/write-file.js';
import { getRecordHistory } from '../features/history/get-record-history.js';
import { aNoun, historyOptions } from '../features/history/history-options.js';
import { getTimeline } from '../features/timeline/get-timeline.js';
import { dayIn } from '../shared/days.js';
import { errorResponses } from '../shared/route-schemas.js';
import { withEtag } from '../shared/versions.js';
import { KINDS } from './kinds.js';

const vcard = z
  .string()
  .describe('vCard 4.0 (text/vcard, UTF-8): one card a contact, in search order for a search');

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app;
  for (const kind of KINDS) {
    const path = `/${kind.collection}/:${kind.param}`;
    // The parameter's name is the kind's; the schema requires it, so it is there.
    const idOf = (params: Record<string, string>) => params[kind.param] ?? '';
    app.get(
      `${path}/complete`,
      {
        config: { cache: true, cacheVary: kind.complete.daily ? () => dayIn(config.timeZone) : undefined },
        schema: {
          tags: [kind.tag],
          summary: kind.complete.summary,
          params: kind.params,
          response: { 200: kind.complete.schema, ...errorResponses(404) },
        },
      },
      async (request, reply) =>
        withEtag(reply, await kind.complete.read(database, idOf(request.params), config.timeZone)),
    );
    app.get(`${path}/history`, historyOptions(kind.tag, kind.noun, kind.params), (request) =>
      getRecordHistory(database, kind.spec, idOf(request.params), request.query),
    );
    const { merges, card, timeline } = kind;
    // No response cache, as the history (history-options.ts): a page must show a write at once.
    if (timeline)
      app.get(
        `${path}/timeline`,
        {
          schema: {
            tags: [kind.tag],
            summary: `The timeline of ${aNoun(kind.noun)}: ${timeline.sources} and its history, newest first; kind filters one activity kind, activity, task, inbox, stage, history or document_view`,
            params: kind.params,
            querystring: TimelineQuery,
            response: { 200: TimelinePage, ...errorResponses(400, 404) },
          },
        },
        (request) => getTimeline(database, timeline.source, idOf(request.params), request.query),
      );
    if (merges) {
      app.post(
        `/${kind.collection}/merge`,
        {
          schema: {
            tags: ['duplicates'],
            summary: merges.summary,
            body: merges.body,
            response: {
              200: kind.complete.schema,
              ...(merges.conflicts ? errorResponses(400, 404, 409) : errorResponses(400, 404)),
            },
          },
        },
        async (request) => {
          await mergeRecords(database, merges.name, request.body, request.actor);
          return kind.complete.read(database, request.body.into, config.timeZone);
        },
      );
      app.get(
        `${path}/merged`,
        {
          schema: {
            tags: ['duplicates'],
            summary: `Where the id of a merged ${kind.noun} leads now`,
            params: kind.params,
            response: { 200: MergedRecord, ...errorResponses(404) },
          },
        },
        (request) => findMerged(database, merges.name, idOf(request.params)),
      );
    }
    if (card)
      app.get(
        `${path}/export`,
        {
          schema: {
            tags: [kind.tag],
            summary: card.summary,
            params: kind.params,
            querystring: EntityCardQuery,
            produces: [CONTENT_TYPES.vcf],
            response: { 200: vcard, ...errorResponses(400, 404) },
          },
        },
        // The card is sent on the reply (a file, not JSON): awaiting it waits for the answer to end.
        async (request, reply) => {
          await card.send(database, reply, idOf(request.params));
        },
      );
  }
};

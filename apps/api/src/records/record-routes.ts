// GET /{collection}/{id}/complete, …/history and, for a kind that merges, …/merged, for every
// kind registered in kinds.ts: one place, so a new kind answers them with no route written, with
// the same options, response cache and OpenAPI text as the others. Each kind's own routes file
// keeps its count, query, create and update, which differ by kind.
import { MergedRecord } from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findMerged } from '../features/duplicates/find-merged.js';
import { getRecordHistory } from '../features/history/get-record-history.js';
import { historyOptions } from '../features/history/history-options.js';
import { errorResponses } from '../shared/route-schemas.js';
import { withEtag } from '../shared/versions.js';
import { KINDS } from './kinds.js';

export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  for (const kind of KINDS) {
    const path = `/${kind.collection}/:${kind.param}`;
    // The parameter's name is the kind's; the schema requires it, so it is there.
    const idOf = (params: Record<string, string>) => params[kind.param] ?? '';
    app.get(
      `${path}/complete`,
      {
        config: { cache: true },
        schema: {
          tags: [kind.tag],
          summary: kind.complete.summary,
          params: kind.params,
          response: { 200: kind.complete.schema, ...errorResponses(404) },
        },
      },
      async (request, reply) => withEtag(reply, await kind.complete.read(database, idOf(request.params))),
    );
    app.get(`${path}/history`, historyOptions(kind.tag, kind.noun, kind.params), (request) =>
      getRecordHistory(database, kind.spec, idOf(request.params), request.query),
    );
    const { merges } = kind;
    if (merges)
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
        (request) => findMerged(database, merges, idOf(request.params)),
      );
  }
};

import { Pipeline, PipelineCreate, PipelineList, PipelineUpdate } from '@crm/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams } from '../../shared/route-schemas.js';
import { assertAdministrator } from './assert-administrator.js';
import { createPipeline } from './create-pipeline.js';
import { readPipelines } from './read-pipelines.js';
import { updatePipeline } from './update-pipeline.js';

const tags = ['deals'];

/** /pipelines: the deal pipelines, changed by administrators (the board is the deals'). */
export const pipelinesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database } = app;
  // Before the body is validated: a staff member learns they may not, not what the body lacks.
  const administrators = async (request: FastifyRequest) => assertAdministrator(database.db, request.actor);

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Every pipeline with its stages in order (probability, outcome, key, playbook)',
        response: { 200: PipelineList, ...errorResponses() },
      },
    },
    async () => ({ data: await readPipelines(database.db) }),
  );

  app.post(
    '',
    {
      preValidation: administrators,
      schema: {
        tags,
        summary: 'Create a pipeline of a deal type with its stages (administrators)',
        body: PipelineCreate,
        response: { 201: Pipeline, ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createPipeline(database, request.body, request.actor)),
  );

  app.put(
    '/:id',
    {
      preValidation: administrators,
      schema: {
        tags,
        summary:
          'Rename a pipeline; add, rename, reorder, re-weight or remove stages and set their playbooks (administrators; 409 for a stage deals are in)',
        params: idParams,
        body: PipelineUpdate,
        response: { 200: Pipeline, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => updatePipeline(database, request.params.id, request.body, request.actor),
  );
};

// Staff's side of client accounts (issue 29): invite a contact, see and change its access, revoke
// it; tie a self sign-up from the inbox to a contact, or refuse it. Staff routes: a client, an
// unenrolled or pending account is refused by the credential as on every CRM route.
import {
  ClientAccessStatus,
  ClientCompaniesInput,
  ClientInviteInput,
  ClientPropertyList,
  ClientTieInput,
  InboxIdParams,
} from '@crm/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { inviteClient } from './invite-client.js';
import { readClientAccess } from './read-client-access.js';
import { readClientPropertiesOf } from './read-client-properties.js';
import { refuseSignup } from './refuse-signup.js';
import { revokeClientAccess } from './revoke-client-access.js';
import { setClientCompanies } from './set-client-companies.js';
import { tieSignup } from './tie-signup.js';

export const clientAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app;

  app.post(
    '/entities/:id/client-invite',
    {
      schema: {
        tags: ['entities'],
        summary:
          "Invite a contact to the client portal: a link to set a password, mailed to the contact's first email in their language (valid 7 days; replaces earlier invitations)",
        params: idParams,
        body: ClientInviteInput,
        response: { 201: ClientAccessStatus, ...errorResponses(400, 404, 409, 502) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await inviteClient(
            database,
            mailer,
            config.publicUrl,
            request.params.id,
            request.body,
            request.actor,
          ),
        ),
  );

  app.get(
    '/entities/:id/client-access',
    {
      schema: {
        tags: ['entities'],
        summary:
          "A contact's client access: none, invited, active or revoked, its last sign-in, the companies it represents and those it may",
        params: idParams,
        response: { 200: ClientAccessStatus, ...errorResponses(400, 404) },
      },
    },
    (request) => readClientAccess(database, request.params.id),
  );

  app.get(
    '/entities/:id/client-properties',
    {
      schema: {
        tags: ['entities'],
        summary:
          'The properties a contact sees in the client portal: its own holdings and those of the companies it represents',
        params: idParams,
        response: { 200: ClientPropertyList, ...errorResponses(400, 404) },
      },
    },
    (request) => readClientPropertiesOf(database, request.params.id),
  );

  app.put(
    '/entities/:id/client-access',
    {
      schema: {
        tags: ['entities'],
        summary: 'Choose the companies a client represents, among those the contact owns or works for',
        params: idParams,
        body: ClientCompaniesInput,
        response: { 200: ClientAccessStatus, ...errorResponses(400, 404, 409) },
      },
    },
    (request) => setClientCompanies(database, request.params.id, request.body, request.actor),
  );

  app.delete(
    '/entities/:id/client-access',
    {
      schema: {
        tags: ['entities'],
        summary: "Revoke a client's access: the account's sessions end at once",
        params: idParams,
        response: { 204: noContent, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      await revokeClientAccess(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/inbox/:id/client-access',
    {
      schema: {
        tags: ['inbox'],
        summary:
          "Tie a self sign-up's account to a contact as a client; the item is handled and linked to it",
        params: InboxIdParams,
        body: ClientTieInput,
        response: { 201: ClientAccessStatus, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await tieSignup(database, request.params.id, request.body, request.actor)),
  );

  app.post(
    '/inbox/:id/refuse',
    {
      schema: {
        tags: ['inbox'],
        summary: 'Refuse a self sign-up: its account is disabled, its sessions end, the item is handled',
        params: InboxIdParams,
        response: { 204: noContent, ...errorResponses(400, 404, 409) },
      },
    },
    async (request, reply) => {
      await refuseSignup(database, request.params.id, request.actor);
      return reply.status(204).send(null);
    },
  );
};

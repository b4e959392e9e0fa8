// Builds the Fastify application. Plugins load in a fixed order: the error shape and the JSON body
// parser, security headers and OpenAPI, then identity (/api/auth and the session credential), then /api/v1
// (credentials hook → feature routes), then the web app.
import { setPhoneRegion } from '@crm/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifySchema } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { keepStatisticsFresh } from './db/refresh-statistics.js';
import { activitiesRoutes } from './features/activities/activities.routes.js';
import { addressesRoutes } from './features/addresses/addresses.routes.js';
import { clientRoutes } from './features/client-access/client.routes.js';
import { clientAccountsRoutes } from './features/client-access/client-accounts.routes.js';
import { clientInvitesRoutes } from './features/client-access/client-invites.routes.js';
import { clientDocumentsRoutes } from './features/client-documents/client-documents.routes.js';
import { clientMessagesRoutes } from './features/client-messages/client-messages.routes.js';
import { inboxRepliesRoutes } from './features/client-messages/inbox-replies.routes.js';
import { clientPortfolioRoutes } from './features/client-portfolio/client-portfolio.routes.js';
import { clientSharingRoutes } from './features/client-updates/client-sharing.routes.js';
import { clientUpdatesRoutes } from './features/client-updates/client-updates.routes.js';
import { compsRoutes } from './features/comps/comps.routes.js';
import { emailsRoutes, numbersRoutes } from './features/contact-points/contact-points.routes.js';
import { dealsRoutes } from './features/deals/deals.routes.js';
import { duplicatesRoutes } from './features/duplicates/duplicates.routes.js';
import { entitiesRoutes } from './features/entities/entities.routes.js';
import { exportsRoutes } from './features/exports/exports.routes.js';
import { extRoutes } from './features/ext/ext.routes.js';
import type { Auth } from './features/identity/auth.js';
import { identityRoutes, registerIdentity } from './features/identity/identity.routes.js';
import { createImportRunner, type ImportRunner } from './features/imports/import-runner.js';
import { importsRoutes } from './features/imports/imports.routes.js';
import { inboxRoutes } from './features/inbox/inbox.routes.js';
import { leasesRoutes } from './features/leases/leases.routes.js';
import {
  addressesEntitiesRoutes,
  entitiesEmailsRoutes,
  entitiesEntitiesRoutes,
  entitiesNumbersRoutes,
} from './features/links/links.routes.js';
import { listingDocumentsRoutes } from './features/listings/listing-documents.routes.js';
import { listingLeadsRoutes } from './features/listings/listing-leads.routes.js';
import { listingPhotosRoutes } from './features/listings/listing-photos.routes.js';
import { listingsRoutes } from './features/listings/listings.routes.js';
import { readListingsStamp } from './features/listings/read-listings-stamp.js';
import { findPublicListing, queryPublicListings } from './features/listings/read-public-listings.js';
import { listsRoutes } from './features/lists/lists.routes.js';
import type { Mailer } from './features/mail/mailer.js';
import { ownershipRoutes } from './features/ownership/ownership.routes.js';
import { pipelinesRoutes } from './features/pipelines/pipelines.routes.js';
import { placesRoutes, validateRoutes } from './features/places/places.routes.js';
import { showcaseExists } from './features/public-site/get-showcase.js';
import { publicSiteRoutes } from './features/public-site/public-site.routes.js';
import { startReminderJobs } from './features/reminders/reminder-jobs.js';
import { requirementsRoutes } from './features/requirements/requirements.routes.js';
import { seoRoutes } from './features/seo/seo.routes.js';
import { staffRoutes } from './features/staff/staff.routes.js';
import { tasksRoutes } from './features/tasks/tasks.routes.js';
import { registerCredentials, requireCredential } from './plugins/credentials.js';
import { registerErrorHandling, sendError } from './plugins/errors.js';
import { registerJsonBody } from './plugins/json-body.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerResponseCache } from './plugins/response-cache.js';
import { isApiPath, registerSecurityHeaders } from './plugins/security-headers.js';
import { serializerCompiler } from './plugins/serializer.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerWellFormedText } from './plugins/well-formed-text.js';
import { recordRoutes } from './records/record-routes.js';
import { connectSharedState, type SharedState } from './shared/redis-state.js';
import type { FileStore } from './storage/file-store.js';
import { openFileStore } from './storage/open-file-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Uploaded files: local folder or S3 bucket (storage/, FILE_STORAGE). */
    files: FileStore;
    /** Every route registered: what the access tests walk through. */
    routeTable: RouteSummary[];
    /** Better Auth (features/identity). */
    auth: Auth;
    /** Runs import jobs in the background (features/imports). */
    importRunner: ImportRunner;
    /** Redis, where the processes count the limits together (REDIS_URL); undefined without it. */
    sharedState: SharedState | undefined;
  }
}

export interface RouteSummary {
  method: string;
  url: string;
  public: boolean;
  /** A client route (issue 29): only a client's session reaches it. */
  client: boolean;
  /** The route's schemas as declared (zod): the fuzz test generates requests from them. */
  schema?: FastifySchema;
}

export interface AppOptions {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** The file store server.ts opened (and closes); without it, the app opens the one the config
   * names and closes it with itself. */
  files?: FileStore;
  /** pino logger options; false in tests. */
  logger?: boolean | { level: string };
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;
let requestCounter = 0;

export async function buildApp({
  config,
  database,
  mailer,
  files,
  logger,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: 1_048_576,
    routerOptions: {
      // An email in the path may be 254 characters, more once URL-encoded (the default is 100).
      maxParamLength: 1000,
      // POST /api/v1/entities and /api/v1/entities/ are the same call.
      ignoreTrailingSlash: true,
    },
    trustProxy: config.trustProxy,
    // Errors the router raises before any handler (bad URL encoding, over-long path parameter)
    // get the same { error } shape as every other failure.
    frameworkErrors: (error, request, reply) => {
      // No onRequest hook runs for these: the API's no-store (security-headers.ts) is set here.
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
      sendError(reply as FastifyReply, error.statusCode ?? 400, 'bad_request', 'err.badUrl');
    },
    // A caller's X-Request-Id is kept (when well-formed) so logs correlate across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given)
        ? given
        : `req-${(++requestCounter).toString(36)}`;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  // Every schema and path that reads a number reads it in the firm's region (shared module state,
  // one per thread: the import's planning thread sets its own, ADR 0029).
  setPhoneRegion(config.phoneRegion);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  const fileStore = files ?? (await openFileStore(config.fileStorage));
  app.decorate('files', fileStore);
  if (!files) app.addHook('onClose', async () => fileStore.close?.());
  const sharedState = config.redisUrl
    ? connectSharedState(config.redisUrl, config.redisPrefix, app.log)
    : undefined;
  app.decorate('sharedState', sharedState);
  app.addHook('onClose', async () => sharedState?.close());
  await sharedState?.started;
  const importRunner = createImportRunner(database, app.log, {
    maxErrorRows: config.importMaxErrorRows,
    timeZone: config.timeZone,
    databaseUrl: config.databaseUrl,
  });
  app.decorate('importRunner', importRunner);
  // A closing server lets the batch under way commit; the job is resumed after the next start.
  app.addHook('onClose', () => importRunner.stop());
  const stopStatistics = keepStatisticsFresh(database, (err) =>
    app.log.warn({ err }, 'could not refresh the planner statistics'),
  );
  app.addHook('onClose', async () => stopStatistics());
  // Reminder mails of due tasks and the morning digest (ADR 0038); off in the preparing process.
  if (config.reminders) {
    const jobs = await startReminderJobs({ database, mailer, config, log: app.log });
    app.addHook('onClose', () => jobs.stop());
  }
  const routeTable: RouteSummary[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routeTable.push({
        method,
        url: route.url,
        public: !!(route.config as { public?: boolean })?.public,
        client: !!(route.config as { client?: boolean })?.client,
        schema: route.schema,
      });
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerJsonBody(app);

  registerSecurityHeaders(app);
  await registerOpenApi(app, config.publicUrl);

  registerCredentials(app, config.apiKeys);
  await registerIdentity(app);
  await app.register(
    async (api) => {
      api.addHook('onRequest', requireCredential);
      registerWellFormedText(api);
      if (config.responseCache && database.dataVersion) {
        registerResponseCache(api, { version: database.dataVersion });
      }
      await api.register(addressesRoutes, { prefix: '/addresses' });
      await api.register(emailsRoutes, { prefix: '/emails' });
      await api.register(entitiesRoutes, { prefix: '/entities' });
      await api.register(numbersRoutes, { prefix: '/numbers' });
      await api.register(recordRoutes);
      await api.register(exportsRoutes);
      await api.register(duplicatesRoutes);
      await api.register(ownershipRoutes);
      await api.register(addressesEntitiesRoutes, { prefix: '/addresses_entities' });
      await api.register(entitiesEmailsRoutes, { prefix: '/entities_emails' });
      await api.register(entitiesEntitiesRoutes, { prefix: '/entities_entities' });
      await api.register(entitiesNumbersRoutes, { prefix: '/entities_numbers' });
      await api.register(extRoutes, { prefix: '/ext' });
      await api.register(importsRoutes, { prefix: '/imports' });
      await api.register(inboxRoutes, { prefix: '/inbox' });
      await api.register(inboxRepliesRoutes, { prefix: '/inbox' });
      await api.register(activitiesRoutes, { prefix: '/activities' });
      await api.register(tasksRoutes, { prefix: '/tasks' });
      await api.register(staffRoutes, { prefix: '/staff' });
      await api.register(listsRoutes, { prefix: '/lists' });
      await api.register(requirementsRoutes);
      await api.register(compsRoutes, { prefix: '/comps' });
      await api.register(listingsRoutes, { prefix: '/listings' });
      await api.register(listingDocumentsRoutes, { prefix: '/listings' });
      await api.register(listingPhotosRoutes, { prefix: '/listings' });
      await api.register(listingLeadsRoutes);
      await api.register(leasesRoutes);
      await api.register(pipelinesRoutes, { prefix: '/pipelines' });
      await api.register(dealsRoutes);
      await api.register(placesRoutes, { prefix: '/addresses/places' });
      await api.register(validateRoutes, { prefix: '/ext/all' });
      await api.register(publicSiteRoutes, { prefix: '/public' });
      await api.register(identityRoutes);
      await api.register(clientRoutes, { prefix: '/client' });
      await api.register(clientMessagesRoutes, { prefix: '/client' });
      await api.register(clientSharingRoutes, { prefix: '/client' });
      await api.register(clientUpdatesRoutes);
      await api.register(clientDocumentsRoutes);
      await api.register(clientAccountsRoutes);
      await api.register(clientInvitesRoutes, { prefix: '/public/client-invites' });
      await api.register(clientPortfolioRoutes, { prefix: '/client' });
    },
    { prefix: '/api/v1' },
  );

  await app.register(seoRoutes);
  await registerWebApp(app, {
    root: config.webDist ?? '',
    showcaseExists: (slug) => showcaseExists(database, slug),
    listings: {
      stamp: () => readListingsStamp(database),
      context: {
        listingPages: {
          list: (query) => queryPublicListings(database, query),
          get: (slug) => findPublicListing(database, slug),
        },
      },
      origin: config.publicUrl,
    },
  });
  return app;
}

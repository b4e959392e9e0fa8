// /api/v1/public: the website's routes, open to anyone (`config.public`), each limited per client
// address. The rate limiter is registered inside this plugin, so it never touches the api-key routes.
import {
  ContactForm,
  ListingAccess,
  ListingAccessForm,
  ListingAccessQuery,
  PublicDocumentParams,
  PublicDocumentQuery,
  PublicListing,
  PublicListingDocumentList,
  PublicListingPage,
  PublicListingQuery,
  PublicOk,
  Showcase,
  ShowcaseAccessForm,
} from '@crm/shared';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicErrorResponses } from '../../shared/route-schemas.js';
import { listPublicDocuments } from '../listings/list-public-documents.js';
import { readListingAccess } from '../listings/read-listing-access.js';
import { readPublicPhotoFile } from '../listings/read-photo-file.js';
import { readPublicDocument } from '../listings/read-public-document.js';
import { getPublicListing, queryPublicListings } from '../listings/read-public-listings.js';
import { sendDocument } from '../listings/send-document.js';
import { sendPhoto } from '../listings/send-photo.js';
import { getShowcase } from './get-showcase.js';
import { accessCookie, accessCookieToken } from './listing-access-cookie.js';
import { requestListingAccess } from './request-listing-access.js';
import { requestShowcaseAccess } from './request-showcase-access.js';
import { sendContactMessage } from './send-contact-message.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

const tags = ['public'];
/** No api-key in OpenAPI (the document's default asks for one). */
const security: Array<Record<string, string[]>> = [];
const OK = { ok: true } as const;
/** A page is read more often than a form is sent. */
const PAGE_FACTOR = 20;

const slugParams = z.object({ slug: z.string().describe('Showcase slug, e.g. 426sunset') });
const listingParams = z.object({ slug: z.string().max(200).describe('Listing slug, e.g. tour-nord') });
// Loose on purpose: any malformed part is the same 404 as a missing photo (read-photo-file.ts).
const photoFileParams = listingParams.extend({
  photo_id: z.string().max(100).describe('Photo UUID'),
  width: z.string().max(10).describe('A width the photo has, e.g. 960'),
  format: z.string().max(10).describe('avif, webp or jpg'),
});

export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, mailer, config } = app;
  // Keyed by request.ip (X-Forwarded-For only with TRUST_PROXY; IPv6 by /64), one count per route;
  // with REDIS_URL, one count for every process and host.
  const store = app.sharedState ? sharedRateLimitStore(app.sharedState) : undefined;
  await app.register(rateLimit, { global: false, ...(store ? { store } : {}) });
  const { max, windowMs } = config.publicFormLimit;
  const formLimit = { max, timeWindow: windowMs };
  const pageLimit = { max: max * PAGE_FACTOR, timeWindow: windowMs };

  app.post(
    '/contact',
    {
      config: { public: true, rateLimit: formLimit },
      schema: {
        tags,
        security,
        summary:
          "Send the contact form to the company inbox (stored first; 502 if the mail fails), then acknowledge it to the visitor in the page's language and alert the staff of CONTACT_ALERT_TO",
        body: ContactForm,
        response: { 201: PublicOk, ...publicErrorResponses(400, 502) },
      },
    },
    async (request, reply) => {
      const mail = {
        mailer,
        inbox: config.mailTo,
        alertTo: config.contactAlertTo,
        publicUrl: config.publicUrl,
        log: request.log,
      };
      const stored = await sendContactMessage(database, mail, request.body);
      if (!stored) request.log.info('contact form honeypot filled: nothing stored');
      return reply.status(201).send(OK);
    },
  );

  app.get(
    '/showcases/:slug',
    {
      config: { public: true, cache: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        summary: 'A showcase page: contact details and its sections in English and French',
        params: slugParams,
        response: { 200: Showcase, ...publicErrorResponses(404) },
      },
    },
    (request) => getShowcase(database, request.params.slug),
  );

  app.post(
    '/showcases/:slug/access',
    {
      config: { public: true, rateLimit: formLimit },
      schema: {
        tags,
        security,
        summary:
          "Accept a showcase's NDA: files the request and the acceptance in the inbox; a new lead only when the email and number are unknown (no stored record changes)",
        params: slugParams,
        body: ShowcaseAccessForm,
        response: { 201: PublicOk, ...publicErrorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const { slug } = request.params;
      const stored = await requestShowcaseAccess(database, slug, request.body, client);
      if (!stored) request.log.info('showcase access honeypot filled: nothing stored');
      // The page's listing's deal room opens to this browser as it does after a listing's form.
      if (typeof stored === 'string')
        reply.header('set-cookie', accessCookie(slug, stored, config.publicUrl));
      return reply.status(201).send(OK);
    },
  );

  app.get(
    '/listings',
    {
      config: { public: true, cache: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        summary: 'The published listings, newest first, by sale or lease and property type',
        querystring: PublicListingQuery,
        response: { 200: PublicListingPage, ...publicErrorResponses(400) },
      },
    },
    (request) => queryPublicListings(database, request.query),
  );

  app.get(
    '/listings/:slug',
    {
      config: { public: true, cache: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        summary: 'A published listing: its text in English and French, its property and its contact',
        params: listingParams,
        response: { 200: PublicListing, ...publicErrorResponses(404) },
      },
    },
    (request) => getPublicListing(database, request.params.slug),
  );

  app.post(
    '/listings/:slug/access',
    {
      config: { public: true, rateLimit: formLimit },
      schema: {
        tags,
        security,
        summary:
          "Accept a published listing's agreement (the showcase's form, in the visitor's language): files the request in the inbox, mails the visitor a personal link and staff a notice, and sets the listing's access cookie",
        params: listingParams,
        body: ListingAccessForm,
        response: { 201: PublicOk, ...publicErrorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const mail = { mailer, staff: config.mailTo, publicUrl: config.publicUrl, log: request.log };
      const token = await requestListingAccess(database, slug, request.body, client, mail);
      if (token) reply.header('set-cookie', accessCookie(slug, token, config.publicUrl));
      else request.log.info('listing access honeypot filled: nothing stored');
      return reply.status(201).send(OK);
    },
  );

  app.get(
    '/listings/:slug/access',
    {
      config: { public: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        summary:
          "Whether this browser's visitor accepted the listing's current agreement, by its access cookie or the emailed link's token (a valid link also sets the cookie)",
        params: listingParams,
        querystring: ListingAccessQuery,
        response: { 200: ListingAccess, ...publicErrorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const link = request.query.access;
      const cookie = accessCookieToken(request.headers.cookie, slug);
      const { token, ...answer } = await readListingAccess(database, slug, [link, cookie]);
      // The link's token becomes this browser's cookie, so the visitor returns without the link.
      if (token && token === link && token !== cookie)
        reply.header('set-cookie', accessCookie(slug, token, config.publicUrl));
      return answer;
    },
  );

  /** The tokens a visitor's browser brings for `slug`: the emailed link's, then the cookie's. */
  const tokensOf = (slug: string, request: { query: { access?: string }; headers: { cookie?: string } }) => [
    request.query.access,
    accessCookieToken(request.headers.cookie, slug),
  ];

  app.get(
    '/listings/:slug/documents',
    {
      config: { public: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        summary:
          "A published listing's deal room as this visitor sees it: their level (by the emailed link's token or the access cookie) and every document but the private ones, each saying whether that level opens it",
        params: listingParams,
        querystring: ListingAccessQuery,
        response: { 200: PublicListingDocumentList, ...publicErrorResponses(400, 404) },
      },
    },
    (request) => listPublicDocuments(database, request.params.slug, tokensOf(request.params.slug, request)),
  );

  app.get(
    '/listings/:slug/documents/:docId',
    {
      config: { public: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        summary:
          "A deal-room document the visitor's level opens (403 otherwise; private ones 404): a PDF stamped on every page with the visitor's name, email and the time, other files as stored; logged as a view, or a download with download=1 (served as an attachment)",
        params: PublicDocumentParams,
        querystring: PublicDocumentQuery,
        produces: ['application/octet-stream'],
        // A stream or the stamped bytes, sent as they are, never through the JSON serializer.
        response: { 200: z.string().describe('The file'), ...publicErrorResponses(400, 403, 404) },
      },
    },
    async (request, reply) => {
      const { params, query } = request;
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const action = query.download === '1' ? 'download' : 'view';
      const tokens = tokensOf(params.slug, request);
      return sendDocument(
        reply,
        await readPublicDocument(database, app.files, params, tokens, client, action),
      );
    },
  );

  app.get(
    '/listings/:slug/photos/:photo_id/:width.:format',
    {
      // Every photo of a page is a request of its own: the page's limit, not the form's.
      config: { public: true, rateLimit: pageLimit },
      schema: {
        tags,
        security,
        operationId: 'getPublicListingsBySlugPhotosByPhotoIdByWidthByFormat',
        summary: "A published listing's photo in one of its sizes and formats (the URLs its page lists)",
        params: photoFileParams,
        produces: ['image/avif', 'image/webp', 'image/jpeg'],
        // A stream, sent as it is, never through the JSON serializer.
        response: { 200: z.string().describe('The image'), ...publicErrorResponses(404) },
      },
    },
    async (request, reply) =>
      sendPhoto(reply, await readPublicPhotoFile(database, app.files, request.params), 'public'),
  );
};

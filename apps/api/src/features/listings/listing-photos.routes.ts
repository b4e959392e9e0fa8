// A listing's photos (/api/v1/listings/{id}/photos, issue 28). @fastify/multipart is registered in
// this plugin only, as for the imports: every other route keeps the API's JSON-only rule.
import {
  ErrorBody,
  fieldKeysOf,
  ListingPhoto,
  ListingPhotoFields,
  ListingPhotoList,
  ListingPhotoUpdate,
  ListingPhotoUpload,
} from '@crm/shared';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { errorResponses, idParams, noContent } from '../../shared/route-schemas.js';
import { assertWellFormed } from '../../shared/well-formed.js';
import { readUploadForm } from '../files/read-upload-form.js';
import { createListingPhoto, type PhotoUpload } from './create-listing-photo.js';
import { deleteListingPhoto } from './delete-listing-photo.js';
import { listListingPhotos } from './list-listing-photos.js';
import { readStaffPhotoFile } from './read-photo-file.js';
import { sendPhoto } from './send-photo.js';
import { updateListingPhoto } from './update-listing-photo.js';

const tags = ['listings'];

const photoParams = idParams.extend({ photo_id: z.string().describe('Photo UUID') });
// Loose on purpose: any malformed part is the same 404 as a missing photo (read-photo-file.ts).
const photoFileParams = photoParams.extend({
  width: z.string().max(10).describe('A width the photo has, e.g. 960'),
  format: z.string().max(10).describe('avif, webp or jpg'),
});

/** The photo and the form's text fields, checked by ListingPhotoFields. */
async function readPhotoForm(request: FastifyRequest, maxBytes: number): Promise<PhotoUpload> {
  const { file, fields } = await readUploadForm(request, maxBytes, {
    multipart: 'photos.err.multipart',
    badMultipart: 'photos.err.badMultipart',
  });
  if (!file) throw new AppError(400, 'validation', 'photos.err.noFile', 'file');
  const form = ListingPhotoFields.safeParse(fields);
  if (!form.success) throw new AppError(400, 'validation', 'err.validation', fieldKeysOf(form.error.issues));
  // Form fields are past the /api/v1 check of parsed JSON bodies.
  assertWellFormed({ body: form.data });
  return { ...file, fields: form.data };
}

export const listingPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, files, config } = app;
  await app.register(multipart);

  app.get(
    '/:id/photos',
    {
      schema: {
        tags,
        summary: "A listing's photos in their order on the page, each with its sizes",
        params: idParams,
        response: { 200: ListingPhotoList, ...errorResponses(404) },
      },
    },
    (request) => listListingPhotos(database, request.params.id),
  );

  app.post(
    '/:id/photos',
    {
      config: { multipartBody: ListingPhotoUpload },
      schema: {
        tags,
        summary:
          'Add a photo last on the page (multipart: file, alt_en, alt_fr, or title for both): checked by its content, stored as AVIF, WebP and JPEG sizes',
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 201: ListingPhoto, ...errorResponses(400, 404, 413), 415: ErrorBody },
      },
    },
    async (request, reply) => {
      const maxBytes = config.uploadMaxBytes;
      const upload = await readPhotoForm(request, maxBytes);
      const { id } = request.params;
      const photo = await createListingPhoto(database, files, id, upload, maxBytes, request.actor);
      return reply.status(201).send(photo);
    },
  );

  app.get(
    '/:id/photos/:photo_id/:width.:format',
    {
      schema: {
        tags,
        operationId: 'getListingsByIdPhotosByPhotoIdByWidthByFormat',
        summary: "A photo's file for staff, whatever the listing's status (a draft's preview)",
        params: photoFileParams,
        produces: ['image/avif', 'image/webp', 'image/jpeg'],
        // A stream, sent as it is, never through the JSON serializer.
        response: { 200: z.string().describe('The image'), ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendPhoto(reply, await readStaffPhotoFile(database, files, request.params), 'staff'),
  );

  app.put(
    '/:id/photos/:photo_id',
    {
      schema: {
        tags,
        summary: "Change a photo's alt text or its place on the page (the others shift)",
        params: photoParams,
        body: ListingPhotoUpdate,
        response: { 200: ListingPhoto, ...errorResponses(400, 404) },
      },
    },
    (request) => {
      const { id, photo_id } = request.params;
      return updateListingPhoto(database, id, photo_id, request.body, request.actor);
    },
  );

  app.delete(
    '/:id/photos/:photo_id',
    {
      schema: {
        tags,
        summary: 'Delete a photo and its files; the photos after it move up',
        params: photoParams,
        response: { 204: noContent, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id, photo_id } = request.params;
      await deleteListingPhoto(database, files, id, photo_id, request.log, request.actor);
      return reply.status(204).send(null);
    },
  );
};

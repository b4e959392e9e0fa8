// One error shape for every failure: `{ error: { code, message, key, fields?, field_keys? } }`,
// every message from the catalogue with its key beside it. Bad input is a 4xx with the spec's
// words; only a fault of ours is a 500, and its details stay in the log.
import { asMessageKey, type ErrorCode, errorBody, type MessageKey } from '@crm/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../shared/app-error.js';

/** Answers an error with a message key (its English text beside it) and, when fields are refused,
 * each field's message key. */
export const sendError = (
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  key: MessageKey,
  fieldKeys?: Record<string, MessageKey>,
) => reply.status(status).send(errorBody(code, key, fieldKeys));

const FASTIFY_CODES: Record<string, [number, ErrorCode, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'err.badJson'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'err.badJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', 'err.tooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', 'err.mediaType'],
};

/** PostgreSQL refuses text holding a NUL character (22021; 22P05 inside JSON) that SQLite stores:
 * bad input, so a 400 and not a 500. The write was in a transaction and changed nothing. */
function isUnstorableText(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '22021' || code === '22P05';
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Fastify also parses text/plain; without that parser a body that is not JSON gets the same 415
  // as any other type, instead of a confusing "expected object, received string".
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No body at all (or an empty one, json-body.ts) where the route needs one: one clear message
      // rather than zod's "expected object, received undefined".
      if (error.validationContext === 'body' && request.body === undefined)
        return sendError(reply, 400, 'validation', 'err.bodyRequired', { body: 'err.bodyRequired' });
      const fieldKeys: Record<string, MessageKey> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const unknownKeys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === 'unrecognized_keys' && unknownKeys) {
          for (const key of unknownKeys) fieldKeys[path ? `${path}.${key}` : key] = 'val.unknownField';
        } else {
          // The shared schemas put a key in every issue; zod's own default messages (a body that is
          // not an object, say) have none and get the generic one.
          fieldKeys[path || (error.validationContext ?? 'body')] ??= asMessageKey(
            issue.message ?? 'val.required',
          );
        }
      }
      return sendError(reply, 400, 'validation', 'err.validation', fieldKeys);
    }
    if (error instanceof AppError)
      return sendError(reply, error.statusCode, error.code, error.messageKey, error.fieldKeys);
    const known = FASTIFY_CODES[error.code];
    if (known) return sendError(reply, ...known);
    if (isUniqueViolation(error)) return sendError(reply, 409, 'exists', 'exists.record');
    if (isUnstorableText(error)) return sendError(reply, 400, 'validation', 'err.validation');
    if (error.statusCode === 429) return sendError(reply, 429, 'rate_limited', 'err.rateLimited');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own text is not in the catalogue: it goes to the log, the caller gets the key.
      request.log.info({ err: error }, 'request refused');
      return sendError(reply, error.statusCode, 'bad_request', 'err.badRequest');
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal', 'err.internal');
  });
}

// One error shape for every failure: `{ error: { code, message, fields? } }`. Bad input is a 4xx
// with the spec's words; only a fault of ours is a 500, and its details stay in the log.
import { type ErrorCode, type MessageKey, messageText } from '@crm/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../shared/app-error.js';

function send(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
) {
  return reply.status(status).send({ error: { code, message, ...(fields ? { fields } : {}) } });
}

/** Answers an error with the English text of a message key (for failures outside the handler:
 * router errors, unknown routes, missing credentials). */
export const sendError = (reply: FastifyReply, status: number, code: ErrorCode, key: MessageKey) =>
  send(reply, status, code, messageText(key));

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'bad_request', 'err.badJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'bad_request', 'err.badJson'],
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
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const unknownKeys = (issue.params as { keys?: string[] }).keys;
        if (issue.keyword === 'unrecognized_keys' && unknownKeys) {
          for (const key of unknownKeys)
            fields[path ? `${path}.${key}` : key] = messageText('val.unknownField');
        } else {
          fields[path || (error.validationContext ?? 'body')] ??= messageText(
            issue.message ?? 'val.required',
          );
        }
      }
      return send(reply, 400, 'validation', messageText('err.validation'), fields);
    }
    if (error instanceof AppError)
      return send(reply, error.statusCode, error.code, error.message, error.fields);
    const known = FASTIFY_CODES[error.code];
    if (known) return send(reply, known[0], known[1], messageText(known[2]));
    if (isUniqueViolation(error)) return send(reply, 409, 'exists', messageText('exists.record'));
    if (isUnstorableText(error)) return send(reply, 400, 'validation', messageText('err.validation'));
    if (error.statusCode === 429) return send(reply, 429, 'rate_limited', messageText('err.rateLimited'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal', messageText('err.internal'));
  });
}

// One error shape for every failure: `{ error: { code, message, key, fields?, field_keys? } }`,
// every message from the catalogue with its key beside it. Bad input is a 4xx with the spec's
// words; only a fault of ours is a 500, and its details stay in the log.
import { type ErrorCode, errorBody, fieldKeysOf, type MessageKey } from '@crm/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../db/database.js';
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

/** Errors of a database that cannot answer for now: PostgreSQL down, restarting or shutting down
 * (refused or dropped connections, 57P0x, 08xxx, too many connections), or a SQLite file whose
 * write lock another process held longer than busy_timeout. They pass: 503 and Retry-After. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'SQLITE_BUSY',
]);
/** pg's own words for a connection lost or never made (these carry no code). */
const UNAVAILABLE_TEXT =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown; errors?: unknown[]; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_TEXT.test(e.message)) return true;
  // Connecting to every address of a host name fails as one AggregateError.
  if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true;
  return e.cause !== undefined && isDatabaseUnavailable(e.cause);
}

/** Whether the database cannot answer right now. Asked after a failure whose cause a library
 * kept to itself (Better Auth answers "Failed to get session", its log has the refused connection). */
export async function databaseDown(database: Database): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(database.db);
    return false;
  } catch (error) {
    return isDatabaseUnavailable(error);
  }
}

const sendUnavailable = (reply: FastifyReply) => {
  reply.header('retry-after', String(RETRY_AFTER_UNAVAILABLE));
  return sendError(reply, 503, 'unavailable', 'err.unavailable');
};

/** Seconds a client is asked to wait after a 503. */
export const RETRY_AFTER_UNAVAILABLE = 5;

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
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      // No body at all (or an empty one, json-body.ts) where the route needs one: one clear message
      // rather than zod's "expected object, received undefined".
      if (error.validationContext === 'body' && request.body === undefined)
        return sendError(reply, 400, 'validation', 'err.bodyRequired', { body: 'err.bodyRequired' });
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.split('/').filter(Boolean),
        message: issue.message,
        code: issue.keyword,
        keys: (issue.params as { keys?: string[] }).keys,
      }));
      const fieldKeys = fieldKeysOf(issues, error.validationContext ?? 'body');
      return sendError(reply, 400, 'validation', 'err.validation', fieldKeys);
    }
    if (error instanceof AppError)
      return sendError(reply, error.statusCode, error.code, error.messageKey, error.fieldKeys);
    const known = FASTIFY_CODES[error.code];
    if (known) return sendError(reply, ...known);
    if (isUniqueViolation(error)) return sendError(reply, 409, 'exists', 'exists.record');
    if (isUnstorableText(error)) return sendError(reply, 400, 'validation', 'err.validation');
    if (error.statusCode === 429) return sendError(reply, 429, 'rate_limited', 'err.rateLimited');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own text is not in the catalogue: it goes to the log, the caller gets the key.
      request.log.info({ err: error }, 'request refused');
      return sendError(reply, error.statusCode, 'bad_request', 'err.badRequest');
    }
    if (await databaseDown(app.database)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendUnavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, 'internal', 'err.internal');
  });
}

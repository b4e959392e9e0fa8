import { z } from 'zod';
import { type MessageKey, messageText, messageTexts } from './messages.js';

export const ERROR_CODES = [
  'validation',
  'not_found',
  'exists',
  'unauthorized',
  'user_disabled',
  'two_factor_required',
  'forbidden',
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'precondition_failed',
  'mail_failed',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const fieldMap = z.record(z.string(), z.string());

/** Every error answer: `fields` maps a field path ("name", "links.0.type") to its message, and each
 * message comes with its key in the catalogue, so clients translate keys and never English. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES).describe('What went wrong, for programs'),
    message: z.string().describe('English text of `key`'),
    key: z
      .string()
      .describe('Message key of `message` in the catalogue (packages/shared/src/messages.ts), to translate'),
    fields: fieldMap
      .optional()
      .describe('Field path ("name", "links.0.type") → English message, when fields are refused'),
    field_keys: fieldMap
      .optional()
      .describe('Present exactly when `fields` is: the same paths, each mapped to its message key'),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** The error answer of a message key and, when fields are refused, each field's message key. */
export function errorBody(
  code: ErrorCode,
  key: MessageKey,
  fieldKeys?: Record<string, MessageKey>,
): ErrorBody {
  const error: ErrorBody['error'] = { code, message: messageText(key), key };
  if (fieldKeys) {
    error.fields = messageTexts(fieldKeys);
    error.field_keys = fieldKeys;
  }
  return { error };
}

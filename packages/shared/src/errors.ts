import { z } from 'zod';

export const ERROR_CODES = [
  'validation',
  'not_found',
  'exists',
  'unauthorized',
  'user_disabled',
  'forbidden',
  'bad_request',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'mail_failed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer: `fields` maps a field path ("name", "links.0.type") to its message. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

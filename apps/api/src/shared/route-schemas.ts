import { ErrorBody, NoContent } from '@crm/shared';
import { z } from 'zod';

/** Error answers a route documents in OpenAPI (every route may also answer 401, and 403 to a
 * signed-in user without staff access). */
export function errorResponses(...codes: Array<400 | 404 | 409 | 413 | 502>) {
  return Object.fromEntries([401, 403, ...codes].map((c) => [c, ErrorBody])) as Record<
    number,
    typeof ErrorBody
  >;
}

/** Error answers of a public route (no credential, so no 401; 429 when over the rate limit). */
export function publicErrorResponses(...codes: Array<400 | 403 | 404 | 502>) {
  return Object.fromEntries([...codes, 429].map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;
}

export const idParams = z.object({ id: z.string().describe('Record UUID') });
export const noContent = NoContent;

/** If-Match on a write (ADR 0032): documented here, read by shared/versions.ts. Loose, so every
 * other header stays as it came. */
export const ifMatchHeaders = z.looseObject({
  'if-match': z
    .string()
    .optional()
    .describe(
      'The ETag of the record as the caller loaded it ("7"): the write applies only while the record is still at that version, else 412. Without it the last write wins.',
    ),
});

/** The 412 of a checked record write: the error and the record as it is now, in the shape of its
 * …/complete (its ETag in the header). */
export const staleResponse = <C extends z.ZodType>(complete: C) => ({
  412: z
    .object({ error: ErrorBody.shape.error, current: complete })
    .describe('If-Match names an older version: nothing changed; `current` is the record now'),
});

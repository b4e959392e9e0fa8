import { ErrorBody } from '@crm/shared';
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
export function publicErrorResponses(...codes: Array<400 | 404 | 502>) {
  return Object.fromEntries([...codes, 429].map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;
}

export const idParams = z.object({ id: z.string().describe('Record UUID') });
export const noContent = z.null().describe('No content');

import { ErrorBody } from '@crm/shared';
import { z } from 'zod';

/** Error answers a route documents in OpenAPI (every route may also answer 401). */
export function errorResponses(...codes: Array<400 | 404 | 409 | 413 | 502>) {
  return Object.fromEntries([401, ...codes].map((c) => [c, ErrorBody])) as Record<number, typeof ErrorBody>;
}

export const idParams = z.object({ id: z.string().describe('Record UUID') });
export const noContent = z.null().describe('No content');

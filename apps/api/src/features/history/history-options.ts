import { HistoryPage, HistoryQuery } from '@crm/shared';
import type { z } from 'zod';
import { errorResponses } from '../../shared/route-schemas.js';

/** "a contact", "an address", "an activity": a noun with its article, for the routes' summaries. */
export const aNoun = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

/** The options of each family's GET …/{id}/history (no response cache: a page is cheap, and the
 * history must show a write at once on every database). */
export const historyOptions = <P extends z.ZodType>(tag: string, noun: string, params: P) => ({
  schema: {
    tags: [tag],
    summary: `The history of ${aNoun(noun)}: created, each field change, each link added, retagged or removed, merges and imports, newest first`,
    params,
    querystring: HistoryQuery,
    response: { 200: HistoryPage, ...errorResponses(400, 404) },
  },
});

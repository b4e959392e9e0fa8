// The cache policy of the client portal (issue 29); the staff portal's is cache-policy.ts. A
// client's queries (`queryKeys.client`) are read by no staff page and a client's writes touch no
// staff query, so the two share nothing. Apart, so that a client's pages load without
// cache-policy.ts's table of staff records and the phone rules it brings (ADR 0051).
import { CLIENT_ME_URL, type ClientMe } from '@crm/shared';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

const keys = queryKeys.client;

/** The policy bound to the portal's client: each method is one event. */
export function useClientCachePolicy() {
  const queryClient = useQueryClient();
  return {
    /** A message sent: the thread is asked again. */
    messageSent: () => queryClient.invalidateQueries({ queryKey: keys.messages }),
    /** The preferences as the server stored them. */
    preferencesSaved: (saved: ClientMe) => {
      queryClient.setQueryData(keys.me, saved);
    },
  };
}

const PROPERTY = /^\/api\/v1\/client\/properties\/([^/]+)\/performance$/;
const INVITE = /^\/api\/v1\/public\/client-invites\/([^/]+)$/;
const EARLY_KEYS: Record<string, QueryKey> = {
  [CLIENT_ME_URL]: keys.me,
  '/api/v1/public/auth-config': queryKeys.authConfig,
  '/api/v1/client/properties': keys.properties,
  '/api/v1/client/performance': keys.portfolio,
  '/api/v1/client/updates': keys.updates,
  '/api/v1/client/documents': keys.documents,
  '/api/v1/client/messages': keys.messages,
};

/** The query an early GET answers (http/early-answers.ts): the one its page would have asked. */
export function earlyKey(url: string): QueryKey | undefined {
  const property = PROPERTY.exec(url);
  if (property?.[1]) return keys.property(decodeURIComponent(property[1]));
  const invite = INVITE.exec(url);
  if (invite?.[1]) return queryKeys.clientInvite(decodeURIComponent(invite[1]));
  return EARLY_KEYS[url];
}

/** The answers a page asked for before it started (or the API rendered it with, ADR 0052), kept
 * as its queries' data, dated when asked (so they are as fresh as the queries' own answers would
 * be). Answers to other URLs are left. */
export function keepEarlyAnswers(
  client: QueryClient,
  answers: ReadonlyMap<string, { at: number; body: unknown }>,
) {
  for (const [url, { at, body }] of answers) {
    const key = earlyKey(url);
    if (key) client.setQueryData(key, body, { updatedAt: at });
  }
}

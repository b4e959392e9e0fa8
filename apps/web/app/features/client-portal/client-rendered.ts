// A client's page the API rendered with its answers (ADR 0052). The server renders it with a
// query client of the request's own, never the browser's shared one: two clients' pages rendered
// at once must not see each other's data. The browser, before its first render, keeps the same
// answers in the portal's query client (and a signed-in page's session), so hydration renders
// what the server did.
import { CLIENT_SESSION_URL, type ClientPageRender, type SessionUser, sessionUserOf } from '@crm/shared';
import { QueryClient } from '@tanstack/react-query';
import { keepEarlyAnswers } from '../../portal/client-cache-policy';
import { portalQueryClient } from '../../portal/query-client';
import { setSession } from '../../session/session';

/** The user a page was rendered for; null when it was not rendered with its data. */
export function renderedUser(rendered: ClientPageRender | null): SessionUser | null {
  return sessionUserOf(rendered?.answers[CLIENT_SESSION_URL]);
}

const kept = new WeakSet<ClientPageRender>();

/** The query client a page renders with, holding the page's answers when it has them. */
export function renderedQueryClient(rendered: ClientPageRender | null): QueryClient {
  const at = Date.now();
  const answers = new Map(Object.entries(rendered?.answers ?? {}).map(([url, body]) => [url, { at, body }]));
  const keep = (client: QueryClient) => keepEarlyAnswers(client, answers);
  if (typeof document === 'undefined') {
    // Nothing is fetched while rendering on the server: what is not here shows as loading.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
    keep(client);
    return client;
  }
  if (rendered && !kept.has(rendered)) {
    kept.add(rendered);
    if (rendered.answers[CLIENT_SESSION_URL] !== undefined) setSession(renderedUser(rendered));
    keep(portalQueryClient);
  }
  return portalQueryClient;
}

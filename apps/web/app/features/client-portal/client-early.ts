// The client portal's start (ADR 0051): the page asked for the session, the client's record and
// its own data from its head (http/early-answers.ts). The layout's clientLoader puts those answers
// where the app reads them (the session, the query cache) before its first render, so a phone
// renders and paints the page once, complete, instead of a frame, a spinner, then each part in
// turn.
import { CLIENT_SESSION_URL, sessionUserOf } from '@crm/shared';
import { takeEarlyBodies } from '../../http/early-answers';
import { keepEarlyAnswers } from '../../portal/client-cache-policy';
import { portalQueryClient } from '../../portal/query-client';
import { setSession } from '../../session/session';

/** How long the first render waits for answers still on their way; then the page shows what it
 * has, and a spinner where the rest will go. */
const WAIT_MS = 1000;

/** Keeps what the page already has; resolves null (the layout's clientLoader has no data of its
 * own). */
export async function startFromEarlyAnswers(): Promise<null> {
  const answers = await takeEarlyBodies(WAIT_MS);
  const session = answers.get(CLIENT_SESSION_URL);
  if (session) setSession(sessionUserOf(session.body));
  keepEarlyAnswers(portalQueryClient, answers);
  return null;
}

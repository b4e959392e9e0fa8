// Who is signed in, for the header and the portal. Public pages import this file, so it holds no
// dependency beyond React: one GET /api/auth/get-session after hydration (the prerendered HTML
// shows the signed-out header), again when the window regains focus, and on demand.
import type { SessionUser } from '@crm/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { auth } from '../http/client';

export interface SessionState {
  /** `loading` until the first answer; a failed check counts as signed out. */
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  /** Signed out by the Logout item (not by an ended session): the app is on its way home. */
  loggedOut?: boolean;
}

const LOADING: SessionState = { status: 'loading', user: null };
/** Focus re-checks at most this often. */
const FOCUS_RECHECK_MS = 30_000;

let state = LOADING;
let checkedAt = 0;
let pending: Promise<SessionState> | null = null;
const listeners = new Set<() => void>();

/** Replaces the session state (after a sign-in, sign-out or check) and re-renders its readers. */
export function setSession(user: SessionUser | null, loggedOut = false): SessionState {
  state = user ? { status: 'signedIn', user } : { status: 'signedOut', user: null, loggedOut };
  checkedAt = Date.now();
  for (const listener of listeners) listener();
  return state;
}

/** Asks the server who is signed in (one request at a time). A disabled user's or an expired
 * session is gone on the server, so the answer is `null` and the app shows them signed out. */
export function refreshSession(): Promise<SessionState> {
  pending ??= auth('GET /get-session')
    .then((body) => setSession(body?.user ?? null))
    .catch(() => setSession(null))
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Asks again unless the last answer is younger than `ms` (a page that just started with it). */
export function refreshSessionOlderThan(ms: number): Promise<SessionState> | undefined {
  return Date.now() - checkedAt < ms && state.status !== 'loading' ? undefined : refreshSession();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let watching = false;
const onFocus = () => {
  if (Date.now() - checkedAt > FOCUS_RECHECK_MS) void refreshSession();
};

function useStartChecking() {
  useEffect(() => {
    if (state.status === 'loading' && !pending) void refreshSession();
    if (!watching) window.addEventListener('focus', onFocus);
    watching = true;
  }, []);
}

/** The session, `loading` during the prerender and hydration; the first reader starts the check. */
export function useSession(): SessionState {
  useStartChecking();
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => LOADING,
  );
}

/** Only the signed-in user (null otherwise): its readers re-render when the user changes, not when
 * a check ends with the same answer. A store update re-renders synchronously, so the public
 * header, rendered for every visitor, must not re-render for nothing while the page starts. */
export function useSessionUser(): SessionUser | null {
  useStartChecking();
  return useSyncExternalStore(
    subscribe,
    () => state.user,
    () => null,
  );
}

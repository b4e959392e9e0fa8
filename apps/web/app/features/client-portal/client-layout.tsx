// The client portal's frame (issue 29), phone first: the top bar, the client's navigation (a bar
// at the bottom of a phone's screen, under the top bar from 960 px), and the guard. Signed out: to
// the login page and back; staff: to the CRM; an account that is not a client (GET /client/me 403
// client.err.pending): to the pending page. It loads none of the staff portal's code, and no MUI:
// its own stylesheet (client-portal.css, ADR 0051).
import { type ClientMe, type ClientPageRender, hasStaffAccess, type SessionUser } from '@crm/shared';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { hasStatus } from '../../http/client';
import { portalQueryClient } from '../../portal/query-client';
import { PENDING_PATH } from '../../session/account-kind';
import { loginPath, TODAY_PATH } from '../../session/redirect';
import { refreshSessionOlderThan, useSession } from '../../session/session';
import { clientKeys, getMe } from './client-api';
import { ClientNotifyProvider } from './client-notify';
import { renderedQueryClient, renderedUser } from './client-rendered';
import { TopBar } from './client-top-bar';
import { ClientStyle, LoadFailed, Waiting } from './kit';

const LINKS = [
  { to: '/portal', label: 'nav.home', end: true },
  { to: '/portal/updates', label: 'nav.updates', end: false },
  { to: '/portal/documents', label: 'nav.documents', end: false },
  { to: '/portal/messages', label: 'nav.messages', end: false },
  { to: '/portal/settings', label: 'nav.settings', end: false },
] as const;

/** A session checked this recently is not checked again when a page opens. */
const SESSION_FRESH_MS = 5000;

/** The signed-in client, for every page of the portal. */
export const useClientMe = () => useOutletContext<ClientMe>();

function Checking() {
  const { t } = useTranslation('clientPortal');
  return <Waiting>{t('loading')}</Waiting>;
}

function ClientNav() {
  const { t } = useTranslation('clientPortal');
  return (
    <nav aria-label={t('nav.label')} className="cp-nav">
      <ul>
        {LINKS.map(({ to, label, end }) => (
          <li key={to}>
            <NavLink to={to} end={end}>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The pages inside, once the client is known (their ClientMe is the outlet's context). */
function ClientPages({ user }: { user: SessionUser }) {
  const { t } = useTranslation('clientPortal');
  const me = useQuery({ queryKey: clientKeys.me, queryFn: ({ signal }) => getMe(signal) });
  if (hasStaffAccess(user.role)) return <Navigate to={TODAY_PATH} replace />;
  if (me.isError && hasStatus(me.error, 403)) return <Navigate to={PENDING_PATH} replace />;
  if (me.isError)
    return <LoadFailed message={t('loadFailed')} retry={t('retry')} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Checking />;
  return <Outlet context={me.data} />;
}

/** `rendered`: the page's answers when the API rendered it (ADR 0052), null otherwise. */
export function ClientLayout({ rendered = null }: { rendered?: ClientPageRender | null }) {
  // On the server, a query client of this request's own; in the browser, the portal's, given the
  // answers before anything reads it.
  const [queryClient] = useState(() => renderedQueryClient(rendered));
  const session = useSession();
  const location = useLocation();
  // The client's record is asked for with the session, not once it answers: one round trip less
  // before a page shows (a signed-out visitor's 401 is refetched after sign-in, errors not kept).
  useEffect(() => {
    void portalQueryClient.prefetchQuery({ queryKey: clientKeys.me, queryFn: ({ signal }) => getMe(signal) });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again at each navigation
  useEffect(() => {
    // Not again at the start: the page has just asked (client-early.ts).
    void refreshSessionOlderThan(SESSION_FRESH_MS);
  }, [location.pathname]);

  if (session.loggedOut) return null;
  if (session.status === 'signedOut')
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  // The session reads `loading` while the page hydrates (and on the server): a rendered page's
  // user is the one it was rendered for.
  const user = session.status === 'loading' ? renderedUser(rendered) : session.user;
  return (
    <QueryClientProvider client={queryClient}>
      <ClientStyle />
      <div className="cp">
        <ClientNotifyProvider>
          <TopBar user={user} />
          {user && !hasStaffAccess(user.role) && <ClientNav />}
          <main id="main" className="cp-main">
            <div className="cp-page">{user ? <ClientPages user={user} /> : <Checking />}</div>
          </main>
        </ClientNotifyProvider>
      </div>
    </QueryClientProvider>
  );
}

// The client portal's frame (issue 29), phone first: the site bar, the client's navigation (a bar
// at the bottom of a phone's screen, under the site bar from 900 px), and the guard. Signed out: to
// the login page and back; staff: to the CRM; an account that is not a client (GET /client/me 403
// client.err.pending): to the pending page. It loads none of the staff portal's code.
import { type ClientMe, hasStaffAccess, type SessionUser } from '@crm/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useOutletContext } from 'react-router';
import { hasStatus } from '../../http/client';
import { LanguageToggle } from '../../portal/language-toggle';
import { LoadFailed } from '../../portal/load-failed';
import { NotifyProvider } from '../../portal/notify';
import { portalQueryClient } from '../../portal/query-client';
import { PORTAL_MAIN_SX, SiteBar } from '../../portal/site-bar';
import { PENDING_PATH } from '../../session/account-kind';
import { loginPath, TODAY_PATH } from '../../session/redirect';
import { refreshSession, useSession } from '../../session/session';
import { clientKeys, getMe } from './client-api';

/** The height of the phone's bottom navigation, kept free under the page. */
const BOTTOM_NAV = 64;

const LINKS = [
  { to: '/portal', label: 'nav.home', end: true },
  { to: '/portal/updates', label: 'nav.updates', end: false },
  { to: '/portal/documents', label: 'nav.documents', end: false },
  { to: '/portal/messages', label: 'nav.messages', end: false },
  { to: '/portal/settings', label: 'nav.settings', end: false },
] as const;

/** The signed-in client, for every page of the portal. */
export const useClientMe = () => useOutletContext<ClientMe>();

function Checking() {
  const { t } = useTranslation('clientPortal');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}

function ClientNav() {
  const { t } = useTranslation('clientPortal');
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{
        position: { xs: 'fixed', md: 'static' },
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 10,
        bgcolor: '#ffffff',
        borderTop: { xs: '1px solid #d0d7e2', md: 'none' },
        borderBottom: { md: '1px solid #d0d7e2' },
      }}
    >
      <Box component="ul" sx={{ display: 'flex', listStyle: 'none', m: 0, p: 0, maxWidth: 1000, mx: 'auto' }}>
        {LINKS.map(({ to, label, end }) => (
          <Box component="li" key={to} sx={{ flex: 1, minWidth: 0 }}>
            <Box
              component={NavLink}
              to={to}
              end={end}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: { xs: BOTTOM_NAV, md: 48 },
                px: 0.5,
                fontSize: { xs: '0.8125rem', sm: '0.9375rem' },
                textAlign: 'center',
                color: 'text.primary',
                textDecoration: 'none',
                borderTop: { xs: '3px solid transparent', md: 'none' },
                borderBottom: { md: '3px solid transparent' },
                '&.active': { color: 'primary.main', fontWeight: 700, borderColor: 'primary.main' },
                '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
              }}
            >
              {t(label)}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
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

export function ClientLayout({ accountMenu }: { accountMenu: (user: SessionUser) => ReactNode }) {
  const session = useSession();
  const location = useLocation();
  // The client's record is asked for with the session, not once it answers: one round trip less
  // before a page shows (a signed-out visitor's 401 is refetched after sign-in, errors not kept).
  useEffect(() => {
    void portalQueryClient.prefetchQuery({ queryKey: clientKeys.me, queryFn: ({ signal }) => getMe(signal) });
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again at each navigation
  useEffect(() => {
    void refreshSession();
  }, [location.pathname]);

  if (session.loggedOut) return null;
  if (session.status === 'signedOut')
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  const user = session.user;
  return (
    <QueryClientProvider client={portalQueryClient}>
      <SiteBar>
        <LanguageToggle color="#ffffff" />
        {user && accountMenu(user)}
      </SiteBar>
      {user && !hasStaffAccess(user.role) && <ClientNav />}
      <Box
        component="main"
        id="main"
        sx={{
          ...PORTAL_MAIN_SX,
          py: { xs: 2, md: 4 },
          px: { xs: 2, md: 4 },
          pb: { xs: `${BOTTOM_NAV + 24}px`, md: 4 },
        }}
      >
        <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
          {user ? (
            <NotifyProvider>
              <ClientPages user={user} />
            </NotifyProvider>
          ) : (
            <Checking />
          )}
        </Box>
      </Box>
    </QueryClientProvider>
  );
}

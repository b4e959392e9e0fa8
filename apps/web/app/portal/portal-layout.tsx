import { hasStaffAccess, loadPhoneMetadata, type SessionUser } from '@crm/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CLIENT_HOME, PENDING_PATH, useAccountKind } from '../session/account-kind';
import { checkMustEnrol, ENROL_PATH, useMustEnrol } from '../session/account-security';
import { loginPath } from '../session/redirect';
import { refreshSession, useSession } from '../session/session';
import { LanguageToggle } from './language-toggle';
import { NotifyProvider } from './notify';
import { PhoneSettings } from './phone-display';
import { PortalNav } from './portal-nav';
import { portalQueryClient } from './query-client';
import { PORTAL_MAIN_SX, SiteBar } from './site-bar';

/** The Security pages serve every signed-in user, staff access or not. */
const OPEN_TO_ALL = /^\/admin\/security(\/|$)/;

/** Spec §2/§6: every /admin page. The guard waits for the session check; signed out it sends the
 * user to /login with this page to come back to; signed in without staff access it sends a client
 * to /portal and anyone else to /account/pending (issue 29; except on the Security pages); staff who must turn on two-factor sign-in go
 * to its enrolment. The session is checked again at each portal navigation, so a disabled user, an
 * ended or idle session, or a new two-factor requirement applies at their next step. */
export function PortalLayout({
  accountMenu,
  inboxCount,
}: {
  /** The signed-in user's menu (sign out…), supplied by the route module. */
  accountMenu: (user: SessionUser) => ReactNode;
  /** Shown beside the Inbox link (the count of new leads), supplied by the route module. */
  inboxCount?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const session = useSession();
  const location = useLocation();

  const user = session.user;
  const staff = !!user && hasStaffAccess(user.role);
  const mustEnrol = useMustEnrol(user?.id);

  // The phone metadata chunk needs no session: fetched while the session and two-factor checks
  // run, not after them (PhoneSettings waits for it; in series it added a second to each start).
  useEffect(() => {
    void loadPhoneMetadata();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again at each navigation
  useEffect(() => {
    void refreshSession();
  }, [location.pathname]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked again at each navigation
  useEffect(() => {
    if (user && staff) void checkMustEnrol(user.id);
  }, [location.pathname, user?.id, staff]);

  // After Logout the app is on its way home; an ended session goes to the login page.
  if (session.loggedOut) return null;
  if (session.status === 'signedOut')
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;

  if (staff && mustEnrol && location.pathname !== ENROL_PATH) return <Navigate to={ENROL_PATH} replace />;
  const open = OPEN_TO_ALL.test(location.pathname);
  const checking = (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6 }}>
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{t('layout.checking')}</Typography>
    </Box>
  );
  return (
    <QueryClientProvider client={portalQueryClient}>
      <SiteBar withNav={!!user && staff && !mustEnrol}>
        {user && staff && !mustEnrol && <PortalNav user={user} inboxCount={inboxCount} />}
        <LanguageToggle color="#ffffff" />
        {user && accountMenu(user)}
      </SiteBar>
      <Box
        component="main"
        id="main"
        sx={{
          ...PORTAL_MAIN_SX,
          py: { xs: 3, md: 5 },
          px: { xs: 2, md: 4 },
        }}
      >
        <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
          {!user || (staff && mustEnrol === null) ? (
            checking
          ) : staff || open ? (
            <PhoneSettings enabled={staff && mustEnrol === false} pending={checking}>
              <NotifyProvider>
                <Outlet />
              </NotifyProvider>
            </PhoneSettings>
          ) : (
            <NotStaff user={user} checking={checking} />
          )}
        </Box>
      </Box>
    </QueryClientProvider>
  );
}

/** Issue 29: an account without staff access has no CRM page: a client goes to their portal,
 * anyone else to the page saying the firm will be in touch. */
function NotStaff({ user, checking }: { user: SessionUser; checking: ReactNode }) {
  const kind = useAccountKind(user);
  if (!kind) return checking;
  return <Navigate to={kind === 'client' ? CLIENT_HOME : PENDING_PATH} replace />;
}

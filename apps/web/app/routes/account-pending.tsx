import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Navigate } from 'react-router';
import AccountMenu from '../features/auth/account-menu';
import { PendingPage } from '../features/client-portal/pending-page';
import { LanguageToggle } from '../portal/language-toggle';
import { portalMeta } from '../portal/page-title';
import { PORTAL_MAIN_SX, SiteBar } from '../portal/site-bar';
import { CLIENT_HOME, useAccountKind } from '../session/account-kind';
import { loginPath, TODAY_PATH } from '../session/redirect';
import { useSession } from '../session/session';
import { MuiTheme } from '../theme/mui-theme';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.pending');

/** /account/pending (issue 29): where a signed-in account that is neither staff nor a client
 * lands; staff and clients who open it go to their own pages. */
export default function Route() {
  const session = useSession();
  const kind = useAccountKind(session.user);
  if (session.loggedOut) return null;
  if (session.status === 'signedOut') return <Navigate to={loginPath('/account/pending')} replace />;
  if (kind === 'staff') return <Navigate to={TODAY_PATH} replace />;
  if (kind === 'client') return <Navigate to={CLIENT_HOME} replace />;
  return (
    <MuiTheme>
      <SiteBar>
        <LanguageToggle color="#ffffff" />
        {session.user && <AccountMenu user={session.user} />}
      </SiteBar>
      <Box component="main" id="main" sx={{ ...PORTAL_MAIN_SX, py: { xs: 3, md: 6 }, px: 2 }}>
        {kind === 'pending' ? (
          <PendingPage email={session.user?.email ?? null} />
        ) : (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={24} aria-label="…" />
          </Box>
        )}
      </Box>
    </MuiTheme>
  );
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

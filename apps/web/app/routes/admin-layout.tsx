import { hasStaffAccess } from '@crm/shared';
import AccountMenu from '../features/auth/account-menu';
import { InboxCount } from '../features/inbox/inbox-count';
import { portalMeta } from '../portal/page-title';
import { PortalLayout } from '../portal/portal-layout';
import { MuiTheme } from '../theme/mui-theme';
import { RouteFailure } from '../ui/failure-view';

// Child pages give their own title; this one covers the access-pending page.
export const meta = () => portalMeta('admin:meta.home');

/** Every /admin page: the guard (signed in, staff access) and the portal's frame. */
export default function Route() {
  return (
    <MuiTheme>
      <PortalLayout
        accountMenu={(user) => (
          <AccountMenu user={user} inboxCount={hasStaffAccess(user.role) ? <InboxCount /> : undefined} />
        )}
        inboxCount={<InboxCount />}
      />
    </MuiTheme>
  );
}

/** Any portal page that failed (its code could not be downloaded, it threw while rendering). */
export function ErrorBoundary() {
  return <RouteFailure />;
}

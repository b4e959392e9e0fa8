import AccountMenu from '../features/auth/account-menu';
import { ClientLayout } from '../features/client-portal/client-layout';
import { portalMeta } from '../portal/page-title';
import { MuiTheme } from '../theme/mui-theme';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.home');

/** Every /portal page (issue 29): a client's own portal, its guard and its frame. None of the staff
 * portal's pages is imported here: each is its own lazily loaded route module. */
export default function Route() {
  return (
    <MuiTheme>
      <ClientLayout accountMenu={(user) => <AccountMenu user={user} />} />
    </MuiTheme>
  );
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ClientInvitePage } from '../features/auth/client-invite-page';
import { portalMeta } from '../portal/page-title';
import { portalQueryClient } from '../portal/query-client';
import { MuiTheme } from '../theme/mui-theme';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.invite');

/** /portal/invite/:token: a client accepts the firm's invitation (signed out). */
export default function Route() {
  const { token = '' } = useParams();
  return (
    <MuiTheme>
      <QueryClientProvider client={portalQueryClient}>
        <ClientInvitePage token={token} />
      </QueryClientProvider>
    </MuiTheme>
  );
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

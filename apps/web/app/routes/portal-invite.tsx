import { QueryClientProvider } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ClientInvitePage } from '../features/client-portal/invite-page';
import { portalMeta } from '../portal/page-title';
import { portalQueryClient } from '../portal/query-client';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.invite');

/** /portal/invite/:token: a client accepts the firm's invitation (signed out). The client portal's
 * look, without MUI (ADR 0051). */
export default function Route() {
  const { token = '' } = useParams();
  return (
    <QueryClientProvider client={portalQueryClient}>
      <ClientInvitePage token={token} />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

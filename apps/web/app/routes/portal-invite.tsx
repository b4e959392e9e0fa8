import type { ClientPageContext, ClientPageRender } from '@crm/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { useLoaderData, useParams } from 'react-router';
import { renderedQueryClient } from '../features/client-portal/client-rendered';
import { ClientInvitePage } from '../features/client-portal/invite-page';
import { portalMeta } from '../portal/page-title';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.invite');

/** The invitation rendered by the API with its answers (ADR 0052); null in the build's one
 * rendering without data and wherever the API sent the SPA fallback (an unknown or used link). */
export const loader = ({ context }: { context?: ClientPageContext }): ClientPageRender | null =>
  context?.clientPage ?? null;

/** In the browser, when the page was not rendered with its data: nothing of its own (the page asks
 * for the invitation, which its head has already asked for: ADR 0051). */
export const clientLoader = () => null;

/** /portal/invite/:token: a client accepts the firm's invitation (signed out). The client portal's
 * look, without MUI (ADR 0051). */
export default function Route() {
  const { token = '' } = useParams();
  const rendered = useLoaderData<typeof loader>() ?? null;
  const [queryClient] = useState(() => renderedQueryClient(rendered));
  return (
    <QueryClientProvider client={queryClient}>
      <ClientInvitePage token={token} />
    </QueryClientProvider>
  );
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

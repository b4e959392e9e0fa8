import type { ClientPageContext, ClientPageRender } from '@crm/shared';
import { useLoaderData } from 'react-router';
import { startFromEarlyAnswers } from '../features/client-portal/client-early';
import { ClientLayout } from '../features/client-portal/client-layout';
import { portalMeta } from '../portal/page-title';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.home');

/** A signed-in client's page rendered by the API (ADR 0052): the answers its GETs would have had.
 * Null in the build's one rendering without data, and wherever the API sent the SPA fallback. */
export const loader = ({ context }: { context?: ClientPageContext }): ClientPageRender | null =>
  context?.clientPage ?? null;

/** In the browser, when the page was not rendered with its data (the SPA fallback) and at each
 * navigation: the answers the page asked for from its head (ADR 0051). */
export const clientLoader = () => startFromEarlyAnswers();

/** Every /portal page (issue 29): a client's own portal, its guard and its frame. None of the staff
 * portal's pages is imported here, nor MUI (ADR 0051): each page is its own lazily loaded module. */
export default function Route() {
  return <ClientLayout rendered={useLoaderData<typeof loader>() ?? null} />;
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

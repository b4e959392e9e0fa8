import { startFromEarlyAnswers } from '../features/client-portal/client-early';
import { ClientLayout } from '../features/client-portal/client-layout';
import { portalMeta } from '../portal/page-title';
import { RouteFailure } from '../ui/failure-view';

export const meta = () => portalMeta('clientPortal:meta.home');

/** Before the first render: the answers the page asked for from its head (ADR 0051). */
export const clientLoader = () => startFromEarlyAnswers();

/** Every /portal page (issue 29): a client's own portal, its guard and its frame. None of the staff
 * portal's pages is imported here, nor MUI (ADR 0051): each page is its own lazily loaded module. */
export default function Route() {
  return <ClientLayout />;
}

export function ErrorBoundary() {
  return <RouteFailure />;
}

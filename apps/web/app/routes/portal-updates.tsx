import { UpdatesPage } from '../features/client-portal/updates-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('clientPortal:meta.updates');

/** /portal/updates: staff's updates to the client, newest first. */
export default function Route() {
  return <UpdatesPage />;
}

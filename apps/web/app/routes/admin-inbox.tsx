import { InboxPage } from '../features/inbox/inbox-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('inbox:meta.title');

/** /admin/inbox: the leads inbox (issue 14). */
export default function InboxRoute() {
  return <InboxPage />;
}

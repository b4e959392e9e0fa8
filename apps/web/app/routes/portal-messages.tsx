import { useClientMe } from '../features/client-portal/client-layout';
import { MessagesPage } from '../features/client-portal/messages-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('clientPortal:meta.messages');

/** /portal/messages: the client's representative and their messages. */
export default function Route() {
  return <MessagesPage me={useClientMe()} />;
}

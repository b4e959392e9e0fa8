import { useParams } from 'react-router';
import { InboxItemPage } from '../features/inbox/inbox-item-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('inbox:meta.item');

/** /admin/inbox/{id}: one lead, matched to a contact and marked handled. */
export default function InboxItemRoute() {
  const { id = '' } = useParams();
  return <InboxItemPage key={id} id={id} />;
}

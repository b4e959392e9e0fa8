import { NewContactPage } from '../features/contacts/new-contact-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/new (route newEntity): a new contact. */
export default function NewContactRoute() {
  return <NewContactPage />;
}

import { portalMeta } from '../features/auth/page-title';
import { NewContactPage } from '../features/records/new-contact-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/new (route newEntity): a new contact. */
export default function NewContactRoute() {
  return <NewContactPage />;
}

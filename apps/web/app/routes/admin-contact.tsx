import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/{id}: a contact's detail page (being built). */
export default function ContactRoute() {
  return null;
}

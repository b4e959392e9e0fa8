import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/new: a new contact (being built). */
export default function NewContactRoute() {
  return null;
}

import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('records:meta.title');

/** /admin/numbers/{id}: a phone number's detail page (being built). */
export default function NumberRoute() {
  return null;
}

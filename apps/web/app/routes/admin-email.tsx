import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('records:meta.title');

/** /admin/emails/{id}: an email's detail page (being built). */
export default function EmailRoute() {
  return null;
}

import { PortalNotFound } from '../features/admin/access-pages';
import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('admin:meta.notFound');

/** Any other /admin path, behind the same guard. */
export default PortalNotFound;

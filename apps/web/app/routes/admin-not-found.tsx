import { PortalNotFound } from '../portal/access-pages';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('admin:meta.notFound');

/** Any other /admin path, behind the same guard. */
export default PortalNotFound;

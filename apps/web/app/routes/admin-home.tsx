import { AdminHome } from '../features/admin/admin-home';
import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('admin:meta.home');

/** /admin: a placeholder until the portal issue brings search. */
export default AdminHome;

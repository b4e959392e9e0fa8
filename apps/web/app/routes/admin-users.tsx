import { isAdmin } from '@crm/shared';
import { AccessDenied } from '../features/admin/access-pages';
import { UsersPage } from '../features/admin/users-page';
import { portalMeta } from '../features/auth/page-title';
import { useSession } from '../features/auth/session';

export const meta = () => portalMeta('admin:meta.users');

/** /admin/users: administrators only; staff see that access is denied. */
export default function AdminUsersRoute() {
  const { user } = useSession();
  if (!user) return null;
  return isAdmin(user.role) ? <UsersPage user={user} /> : <AccessDenied />;
}

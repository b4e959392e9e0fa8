import { isAdmin } from '@crm/shared';
import { UsersPage } from '../features/admin/users-page';
import { AccessDenied } from '../portal/access-pages';
import { portalMeta } from '../portal/page-title';
import { useSession } from '../session/session';

export const meta = () => portalMeta('admin:meta.users');

/** /admin/users: administrators only; staff see that access is denied. */
export default function AdminUsersRoute() {
  const { user } = useSession();
  if (!user) return null;
  return isAdmin(user.role) ? <UsersPage user={user} /> : <AccessDenied />;
}

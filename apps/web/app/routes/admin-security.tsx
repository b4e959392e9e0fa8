import { SecurityPage } from '../features/security/security-page';
import { portalMeta } from '../portal/page-title';
import { useSession } from '../session/session';

export const meta = () => portalMeta('auth:meta.security');

/** /admin/security: every signed-in user's own security (reached from the account menu). */
export default function AdminSecurityRoute() {
  const { user } = useSession();
  return user ? <SecurityPage user={user} /> : null;
}

import { EnrolPage } from '../features/security/enrol-page';
import { portalMeta } from '../portal/page-title';
import { useSession } from '../session/session';

export const meta = () => portalMeta('auth:meta.enrol');

/** /admin/security/two-factor: turning on two-factor sign-in (where staff who must are sent). */
export default function AdminSecurityTwoFactorRoute() {
  const { user } = useSession();
  return user ? <EnrolPage userId={user.id} /> : null;
}

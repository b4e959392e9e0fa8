// The signed-in user's two-factor state (GET /api/auth/account/security): the portal's guard and
// the login page send a staff member who must enrol (the administrators require two-factor and it
// is not on) to the enrolment page, which the server enforces as well (403 two_factor_required).
import { useSyncExternalStore } from 'react';
import { auth } from '../http/client';

/** The enrolment page: the only portal page open to a session that must enrol. */
export const ENROL_PATH = '/admin/security/two-factor';

export const fetchAccountSecurity = () => auth('GET /account/security');

/** Whether the user `userId` must enrol; null until known. */
let state: { userId: string; mustEnrol: boolean } | null = null;
const listeners = new Set<() => void>();

export function setMustEnrol(userId: string, mustEnrol: boolean) {
  if (state?.userId === userId && state.mustEnrol === mustEnrol) return;
  state = { userId, mustEnrol };
  for (const listener of listeners) listener();
}

/** Asks the server again (at each portal navigation, and when a call answers two_factor_required);
 * a failed check lets the page show, the server refusing what it must. */
export async function checkMustEnrol(userId: string): Promise<void> {
  const security = await fetchAccountSecurity().catch(() => null);
  if (security) knownPhoneRegion = security.phoneRegion;
  setMustEnrol(userId, security?.mustEnrol ?? false);
}

let knownPhoneRegion: string | null = null;

/** The server's phone region as the last check answered it (null before one did): the portal's
 * phone settings read it here rather than asking in series after the check. */
export const phoneRegionFromCheck = () => knownPhoneRegion;

/** For `userId`: true or false, or null while the first check runs. */
export function useMustEnrol(userId: string | undefined): boolean | null {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => null,
  );
  return current && current.userId === userId ? current.mustEnrol : null;
}

// Issue 29: a signed-in account is staff (the CRM), a client (the client portal, /portal) or
// neither yet (a self sign-up waiting for the firm: /account/pending). The role says staff; for
// anyone else one GET /client/me tells a client (200) from a pending account (403
// client.err.pending). The answer is kept per user, so the menu, the login page and the guards
// ask once.
import { hasStaffAccess, type SessionUser } from '@crm/shared';
import { useEffect, useState } from 'react';
import { ApiError, crm } from '../http/client';

export type AccountKind = 'staff' | 'client' | 'pending';

export const CLIENT_HOME = '/portal';
export const PENDING_PATH = '/account/pending';

const known = new Map<string, Promise<AccountKind>>();

/** The kind of `user`'s account. A failed check that is no refusal (offline) is not remembered. */
export function accountKind(user: Pick<SessionUser, 'id' | 'role'>): Promise<AccountKind> {
  if (hasStaffAccess(user.role)) return Promise.resolve('staff');
  let found = known.get(user.id);
  if (!found) {
    found = crm('GET /client/me').then(
      (): AccountKind => 'client',
      (error: unknown): AccountKind => {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return 'pending';
        known.delete(user.id);
        throw error;
      },
    );
    known.set(user.id, found);
  }
  return found;
}

/** Forgets what was learnt (an invitation accepted, a sign-out). */
export const forgetAccountKinds = () => known.clear();

/** Where a sign-in without a `redirect` lands: staff on `staffHome`, a client on the client
 * portal, anyone else on the pending page. */
export async function landingFor(user: Pick<SessionUser, 'id' | 'role'>, staffHome: string): Promise<string> {
  const kind = await accountKind(user).catch((): AccountKind => 'pending');
  return kind === 'staff' ? staffHome : kind === 'client' ? CLIENT_HOME : PENDING_PATH;
}

/** The kind of the signed-in `user`'s account; null while it is asked (or without a user). */
export function useAccountKind(user: Pick<SessionUser, 'id' | 'role'> | null): AccountKind | null {
  const staff = !!user && hasStaffAccess(user.role);
  const [kind, setKind] = useState<{ id: string; kind: AccountKind } | null>(null);
  const id = user?.id;
  const role = user?.role;
  useEffect(() => {
    if (!id || staff) return;
    let live = true;
    accountKind({ id, role: role ?? 'user' }).then(
      (found) => live && setKind({ id, kind: found }),
      () => live && setKind({ id, kind: 'pending' }),
    );
    return () => {
      live = false;
    };
  }, [id, role, staff]);
  if (!user) return null;
  if (staff) return 'staff';
  return kind?.id === user.id ? kind.kind : null;
}

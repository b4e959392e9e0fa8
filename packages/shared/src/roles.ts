// Roles, in Better Auth's `user.role`: `user` is every new account (no access to the portal until
// an administrator grants `staff`); `admin` also manages users. No imports: the web app's session
// code reads these on every page, so they must not bring zod or the phone rules into its first load.
const ROLES = ['admin', 'staff', 'user'] as const;
export type Role = (typeof ROLES)[number];
const rolesOf = (role: string | null | undefined) => (role ?? 'user').split(',').map((r) => r.trim());
/** May use the portal and the /api/v1 routes. */
export const hasStaffAccess = (role: string | null | undefined) =>
  rolesOf(role).some((r) => r === 'staff' || r === 'admin');
export const isAdmin = (role: string | null | undefined) => rolesOf(role).includes('admin');

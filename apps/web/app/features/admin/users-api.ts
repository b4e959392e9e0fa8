// The Users page's calls: Better Auth's admin plugin (administrators only, checked by the server).
import type { AdminUserRow, Role, SecuritySettings } from '@crm/shared';
import { auth } from '../../http/client';

export type UserRow = AdminUserRow;

export type SearchField = 'email' | 'name';

export interface UsersQuery {
  search: string;
  field: SearchField;
  page: number;
  pageSize: number;
}

/** A page of users, newest first, optionally those whose email or name contains `search`. */
export const listUsers = ({ search, field, page, pageSize }: UsersQuery) =>
  auth('GET /admin/list-users', {
    query: {
      searchValue: search.trim() || undefined,
      searchField: search.trim() ? field : undefined,
      searchOperator: search.trim() ? 'contains' : undefined,
      limit: pageSize,
      offset: page * pageSize,
      sortBy: 'createdAt',
      sortDirection: 'desc',
    },
  });

export const setRole = (userId: string, role: Exclude<Role, 'admin'>) =>
  auth('POST /admin/set-role', { body: { userId, role } });

/** Disables the account: every session ends at once (the server's doing) and sign-in is refused. */
export const disableUser = (userId: string) => auth('POST /admin/ban-user', { body: { userId } });

export const enableUser = (userId: string) => auth('POST /admin/unban-user', { body: { userId } });

/** Whether staff must use two-factor sign-in (administrators; stored in the database). */
export const getSecuritySettings = () => auth('GET /admin/security-settings');

export const setSecuritySettings = (settings: SecuritySettings) =>
  auth('POST /admin/set-security-settings', { body: settings });

import { hasStaffAccess } from '@crm/shared';

/** Where to go after signing in: the `redirect` query parameter when it is a path on this site,
 * else `fallback`. Anything that a browser could read as another origin is refused: `//host` and
 * `/\host` (browsers treat a backslash as a slash), a scheme (`https:`, `javascript:`), control
 * characters. The login page itself is refused too, so a sign-in never loops back to it. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//')) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, 'http://same.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://same.invalid' || /^\/login(\/|$)/.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that sends the user back to `path` once signed in. */
export const loginPath = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** Staff's own page, "My day" (issue 25): where a sign-in without a `redirect` takes them. */
export const TODAY_PATH = '/admin/today';

/** Where a sign-in without a `redirect` lands: My day for staff, the home page (`home`, in the
 * page's language) for anyone else. */
export const landingPath = (role: string | null | undefined, home = '/') =>
  hasStaffAccess(role) ? TODAY_PATH : home;

// The cookie that lets a visitor who accepted a listing's agreement return on the same browser
// without accepting again (issue 28). Set by hand: @fastify/cookie is not registered, and one
// cookie a listing needs no more than this.
import { cookieValue } from '../../shared/cookie-value.js';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** One cookie a listing, so accepting one listing's agreement never stands for another's. */
export const accessCookieName = (slug: string) => `listing_access_${slug}`;

/** The Set-Cookie header for `token`. HttpOnly: no script on the page needs it, and an injected one
 * must not carry it away; Lax: the emailed link is a top-level navigation. */
export function accessCookie(slug: string, token: string, publicUrl: string): string {
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return `${accessCookieName(slug)}=${token}; Max-Age=${YEAR_SECONDS}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** The token the request's Cookie header holds for `slug`, or null. */
export function accessCookieToken(cookieHeader: string | undefined, slug: string): string | null {
  return cookieValue(cookieHeader, accessCookieName(slug));
}

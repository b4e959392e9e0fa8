// The session token inside Better Auth's signed session cookie (`<token>.<signature>`,
// URL-encoded). Only used to find the session row; Better Auth checks the signature itself.
import { cookieValue } from '../../shared/cookie-value.js';

/** The token of cookie `name` in a Cookie header, or null. */
export function cookieToken(cookieHeader: string | undefined, name: string): string | null {
  const raw = cookieValue(cookieHeader, name);
  if (!raw) return null;
  try {
    const value = decodeURIComponent(raw);
    const dot = value.lastIndexOf('.');
    return dot > 0 ? value.slice(0, dot) : null;
  } catch {
    return null;
  }
}

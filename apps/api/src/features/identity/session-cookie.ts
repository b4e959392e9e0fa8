// The session token inside Better Auth's signed session cookie (`<token>.<signature>`,
// URL-encoded). Only used to find the session row; Better Auth checks the signature itself.

/** The token of cookie `name` in a Cookie header, or null. */
export function cookieToken(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader?.includes(name)) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      const value = decodeURIComponent(part.slice(at + 1).trim());
      const dot = value.lastIndexOf('.');
      return dot > 0 ? value.slice(0, dot) : null;
    } catch {
      return null;
    }
  }
  return null;
}

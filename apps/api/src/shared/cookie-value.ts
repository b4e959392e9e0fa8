// Reading one cookie from a request's Cookie header, by hand: @fastify/cookie is not registered,
// and the few cookies the API reads (the session, a listing's access, the portal's language) need
// no more than this.

/** The raw value of cookie `name` in a Cookie header (not decoded), or null when absent or empty. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader?.includes(name)) return null;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}

// Security headers on every answer: the set @fastify/helmet sends by default, written once here
// as constants. Helmet rebuilt them through a dozen middlewares on each request, a measurable
// share of a record page's time; nothing in them varies per request. (Swagger UI replaces the
// CSP on its own pages with one that lets its scripts run.)
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "form-action 'self'",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' https: 'unsafe-inline'",
    'upgrade-insecure-requests',
  ].join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** /api/v1 and /api/auth: answers about one caller's data or session, different after every write. */
export const isApiPath = (url: string) => /^\/api\/(?:v1|auth)(?:[/?#]|$)/.test(url);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    // No cache, browser or proxy, keeps an API answer: set before anything can fail, so errors
    // carry it too. A route that may be cached says so itself (its header replaces this one).
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
  });
}

// robots.txt and sitemap.xml for crawlers. The sitemap lists the public pages in both languages,
// with hreflang alternates, including every showcase in the database (a new property appears
// without a rebuild).
import type { FastifyPluginAsync } from 'fastify';

const PORTAL_PATHS = ['/admin', '/login', '/reset-password', '/api/'];

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One <url> per language version of a page, each naming both versions. */
function urlEntries(origin: string, path: string): string {
  const en = `${origin}${path}`;
  const fr = `${origin}${path === '/' ? '/fr' : `/fr${path}`}`;
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="en" href="${xmlEscape(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="fr" href="${xmlEscape(fr)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(en)}"/>`,
  ].join('');
  return [en, fr].map((loc) => `<url><loc>${xmlEscape(loc)}</loc>${alternates}</url>`).join('');
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PORTAL_PATHS.map((p) => `Disallow: ${p}`)];
    lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const showcases = await app.database.db.selectFrom('showcases').select('slug').orderBy('slug').execute();
    const paths = ['/', ...showcases.map((s) => `/${s.slug}`)];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.map((path) => urlEntries(origin, path)),
      '</urlset>',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};

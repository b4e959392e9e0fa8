// robots.txt and sitemap.xml for crawlers, from the table of pages (@crm/shared site-pages.ts).
// The sitemap lists its sitemap pages in both languages, with hreflang alternates, the showcase
// once per showcase in the database and a listing page per published listing (a new property
// appears without a rebuild).
import { type Language, localizedPath, PORTAL_ROOTS, sitemapPages } from '@crm/shared';
import type { FastifyPluginAsync } from 'fastify';

const PRIVATE_PATHS = [...PORTAL_ROOTS.map((root) => `/${root}`), '/api/'];

function xmlEscape(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One <url> per language version of a page, each naming every version (English by default). */
function urlEntries(origin: string, { path, languages }: { path: string; languages: readonly Language[] }) {
  const locs = languages.map((lang) => [lang, `${origin}${localizedPath(path, lang)}`] as const);
  const alternates = [...locs, ['x-default', `${origin}${path}`] as const]
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(href)}"/>`)
    .join('');
  return locs.map(([, loc]) => `<url><loc>${xmlEscape(loc)}</loc>${alternates}</url>`).join('');
}

export const seoRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`)];
    lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const showcases = await app.database.db.selectFrom('showcases').select('slug').orderBy('slug').execute();
    // Published listings only: a draft or archived one is not found. A showcase's listing is
    // its showcase page (migration 0043), listed above.
    const listings = await app.database.db
      .selectFrom('listings')
      .select('slug')
      .where('status', '=', 'published')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('showcases as s').select('s.slug').whereRef('s.slug', '=', 'listings.slug'),
          ),
        ),
      )
      .orderBy('slug')
      .execute();
    const pages = sitemapPages(
      showcases.map((s) => s.slug),
      listings.map((l) => l.slug),
    );
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...pages.map((page) => urlEntries(origin, page)),
      '</urlset>',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
};

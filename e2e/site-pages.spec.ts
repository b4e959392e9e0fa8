import {
  LANGUAGES,
  localizedPath,
  SHOWCASE_SEEDS,
  SITE_PAGES,
  type SitePageRow,
  sitemapPages,
} from '@crm/shared';
import { expect, test } from './support/fixtures.js';

// The table of pages (@crm/shared site-pages.ts) against the built app as served: a page of the
// table is never a 404, a path outside it always is, and the sitemap is the table's.
const SLUG = SHOWCASE_SEEDS[0]?.slug ?? '';

/** URLs that reach a page: its path with a seeded showcase for the parameter, and below a `*`. A
 * listing's page needs a published listing: the listing tests reach it (ADR 0048). */
function examples(page: SitePageRow): string[] {
  if ('param' in page && page.param === 'listings') return [];
  const path = page.path.replace(':slug', SLUG);
  const urls = path.endsWith('/*') ? [path.slice(0, -2), path.replace('*', 'contacts/1')] : [path];
  return page.area === 'portal'
    ? urls
    : urls.flatMap((url) => LANGUAGES.map((lang) => localizedPath(url, lang)));
}

test.describe('the table of pages', () => {
  test('serves every page with 200, in each of its languages', async ({ request }) => {
    for (const url of SITE_PAGES.flatMap(examples)) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toContain('text/html');
    }
  });

  test('answers paths outside it with 404', async ({ request }) => {
    for (const url of ['/no/such/page', '/fr/pas/de/page', '/login/more', '/errors/404', '/no-such-property'])
      expect((await request.get(url)).status(), url).toBe(404);
  });

  test('lists exactly its sitemap pages in sitemap.xml', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // Listings other tests publish come and go: each has its own URL, checked by the API's tests.
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)]
      .map((m) => m[1] || '/')
      .filter((path) => !/^(\/fr)?\/listings\//.test(path));
    const expected = sitemapPages(SHOWCASE_SEEDS.map((s) => s.slug)).flatMap(({ path, languages }) =>
      languages.map((lang) => localizedPath(path, lang)),
    );
    expect(listed.sort()).toEqual(expected.sort());
  });
});

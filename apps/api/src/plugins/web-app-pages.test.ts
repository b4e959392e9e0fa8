// The table of pages (@crm/shared site-pages.ts) as the server answers it: every page is served
// 200 in each of its languages, every other path is the not-found page with 404, and the sitemap
// lists exactly the table's sitemap pages.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LANGUAGES,
  localizedPath,
  NOT_FOUND_PATH,
  prerenderedPaths,
  SHOWCASE_SEEDS,
  SITE_PAGES,
  type SitePageRow,
} from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

// What the web build writes for the table: a page per prerendered path, and the SPA fallback.
const SLUGS = SHOWCASE_SEEDS.map((s) => s.slug);
const root = mkdtempSync(join(tmpdir(), 'web-pages-'));
for (const path of prerenderedPaths(SLUGS)) {
  mkdirSync(join(root, path), { recursive: true });
  writeFileSync(join(root, path, 'index.html'), `<html><title>page ${path}</title></html>`);
}
writeFileSync(join(root, '__spa-fallback.html'), '<html><title>fallback</title></html>');

/** URLs that reach a page: its path with a known value for a parameter, and below a `*`. */
function examples(page: SitePageRow): string[] {
  const path = page.path.replace(':slug', SLUGS[0] ?? '');
  const urls = path.endsWith('/*') ? [path.slice(0, -2), path.replace('*', 'contacts/1')] : [path];
  return page.area === 'portal'
    ? urls
    : urls.flatMap((url) => LANGUAGES.map((lang) => localizedPath(url, lang)));
}

describe('the table of pages, served', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webDist: root, publicUrl: 'https://www.example.ca' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves every page of the table with 200, in each of its languages', async () => {
    for (const page of SITE_PAGES)
      for (const url of examples(page)) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        // A prerendered page is its own HTML; the others are rendered by the client.
        expect(res.body, url).toContain(page.prerender ? `page ${url}` : 'fallback');
      }
  });

  it('answers a path outside the table with the not-found page and 404, in its language', async () => {
    for (const [url, page] of [
      ['/no/such/page', NOT_FOUND_PATH],
      ['/fr/pas/de/page', `/fr${NOT_FOUND_PATH}`],
      ['/login/more', NOT_FOUND_PATH],
      // The not-found page is no page of its own.
      [NOT_FOUND_PATH, NOT_FOUND_PATH],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain(`page ${page}`);
    }
    // A showcase no record holds matches the client's showcase route, which shows not-found.
    const unknown = await get('/fr/no-such-property');
    expect([unknown.statusCode, unknown.body.includes('fallback')]).toEqual([404, true]);
  });

  it('lists exactly the sitemap pages in sitemap.xml, each in both languages', async () => {
    const body = (await get('/sitemap.xml')).body;
    const listed = [...body.matchAll(/<loc>https:\/\/www\.example\.ca([^<]*)<\/loc>/g)].map((m) => m[1]);
    const expected = SITE_PAGES.filter((p) => p.sitemap).flatMap((p) =>
      // No listing is published in this database: the listing page has no URL yet.
      ('param' in p
        ? (p.param === 'showcases' ? SLUGS : []).map((slug) => p.path.replace(':slug', slug))
        : [p.path]
      ).flatMap((path) => p.languages.map((lang) => localizedPath(path, lang))),
    );
    expect(listed.sort()).toEqual(expected.sort());
    expect(listed).toContain('/fr/426sunset');
  });
});

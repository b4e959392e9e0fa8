// The table of pages: which page a URL shows, in which language, and what the build and the
// sitemap derive from it.
import { describe, expect, it } from 'vitest';
import {
  LIVE_BUILD_SLUG,
  livePagePaths,
  matchSitePage,
  PORTAL_PATH,
  prerenderedPaths,
  SITE_PAGES,
  type SitePageRow,
  sitemapPages,
} from './index.js';

const idOf = (path: string) => matchSitePage(path)?.page.id ?? null;

describe('the table of pages', () => {
  it('reads the page, its language and its parameter from a URL', () => {
    expect(matchSitePage('/')).toMatchObject({ page: { id: 'site-home' }, lang: 'en', params: {} });
    expect(matchSitePage('/fr')).toMatchObject({ page: { id: 'site-home' }, lang: 'fr' });
    expect(matchSitePage('/fr/')).toMatchObject({ page: { id: 'site-home' }, lang: 'fr' });
    expect(matchSitePage('/fr/426sunset')).toMatchObject({ lang: 'fr', params: { slug: '426sunset' } });
    expect(matchSitePage('/frank')).toMatchObject({
      page: { id: 'showcase' },
      lang: 'en',
      params: { slug: 'frank' },
    });
    expect(matchSitePage('/admin/contacts/1')).toMatchObject({ page: { id: 'admin' }, lang: null });
    expect(idOf('/admin')).toBe('admin');
    expect(idOf('/login?redirect=/admin')).toBe('login');
  });

  it('matches no page for paths outside it', () => {
    for (const path of ['/no/such/page', '/fr/no/such', '/login/more', '/errors/404', '/fr/errors/404'])
      expect(idOf(path), path).toBeNull();
    // The portal has one URL: under /fr it is a (missing) showcase, not the portal.
    expect(idOf('/fr/admin')).toBe('showcase');
  });

  it('ranks a static page above a parameter, as the router does', () => {
    const about = { ...SITE_PAGES[0], id: 'about', path: '/about' } as unknown as SitePageRow;
    const pages = [...SITE_PAGES, about];
    expect(matchSitePage('/about', pages)?.page.id).toBe('about');
    expect(matchSitePage('/fr/about', pages)).toMatchObject({ page: { id: 'about' }, lang: 'fr' });
    expect(matchSitePage('/other', pages)?.page.id).toBe('showcase');
  });

  it('keeps every portal path private, and no public one', () => {
    for (const path of ['/admin', '/admin/emails/a@b.c', '/login', '/reset-password'])
      expect(PORTAL_PATH.test(path), path).toBe(true);
    for (const path of ['/', '/fr', '/426sunset', '/administration-fees', '/loginx'])
      expect(PORTAL_PATH.test(path), path).toBe(false);
  });

  it('prerenders each prerendered page and the not-found page in both languages', () => {
    expect(prerenderedPaths(['426sunset'])).toEqual([
      '/',
      '/fr',
      '/426sunset',
      '/fr/426sunset',
      '/errors/404',
      '/fr/errors/404',
    ]);
  });

  it('lists the sitemap pages, a showcase once per slug, a listing once per published slug', () => {
    expect(sitemapPages(['a', 'b']).map((p) => p.path)).toEqual(['/', '/a', '/b', '/listings']);
    expect(sitemapPages(['a'], ['harbour']).map((p) => p.path)).toEqual([
      '/',
      '/a',
      '/listings',
      '/listings/harbour',
    ]);
  });

  it('matches the listing pages before a showcase, and gives the build their template paths', () => {
    expect(idOf('/listings')).toBe('listings');
    expect(idOf('/fr/listings/harbour')).toBe('listing');
    expect(livePagePaths()).toEqual([
      '/listings',
      '/fr/listings',
      `/listings/${LIVE_BUILD_SLUG}`,
      `/fr/listings/${LIVE_BUILD_SLUG}`,
    ]);
  });
});

import { expect, test } from './support/fixtures.js';

// Crawlers read the prerendered HTML as served, before any script runs.
test.describe('findable public pages', () => {
  for (const [path, lang, title] of [
    ['/', 'en', 'Commercial real-estate asset management'],
    ['/fr', 'fr', 'Gestion d’actifs immobiliers commerciaux'],
  ] as const) {
    test(`${path} is served as complete HTML with its SEO tags`, async ({ request, baseURL }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}"`);
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}`));
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain('<link rel="alternate" hrefLang="en" href="');
      expect(html).toContain('<link rel="alternate" hrefLang="fr" href="');
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain('<meta property="og:image"');
      expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
      // The page's text is in the HTML itself, not only after JavaScript runs.
      expect(html).toContain('id="aboutSection"');
      expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect(baseURL).toBeTruthy();
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    // The HTML alone paints the page: nothing waits behind a script (React once streamed the whole
    // page into a hidden <div> that only a script could show).
    test('the home page is shown, banner, sections and footer', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Check it out' })).toBeVisible();
      // The headline is in the page (hidden until the loading flag clears, per spec §4).
      await expect(page.locator('h1')).toContainText('Commercial real estate, managed with clarity');
      await page.locator('#timelineSection').scrollIntoViewIfNeeded();
      await expect(page.locator('#timelineSection h2')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  });

  test('the showcase page is prerendered in both languages', async ({ request }) => {
    for (const path of ['/426sunset', '/fr/426sunset']) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toMatch(/<title>[^<]*426/);
    }
  });

  test('robots.txt keeps crawlers out of the portal and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
  });

  test('sitemap.xml lists the home page and the showcase in both languages', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/</loc>', '/fr</loc>', '/426sunset</loc>', '/fr/426sunset</loc>'])
      expect(sitemap).toContain(path);
  });

  test('the web app manifest names the firm and its icons exist', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toBe('Sterling Crest Asset Management');
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
});

test('the service worker caches the public site’s static assets', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const names = await caches.keys();
        const cache = names.length ? await caches.open(names[0]!) : undefined;
        const keys = cache ? await cache.keys() : [];
        return keys.some((request) => new URL(request.url).pathname.startsWith('/assets/'));
      }),
    )
    .toBe(true);
  // The API is never cached.
  const apiCached = await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((request) => new URL(request.url).pathname.startsWith('/api/'))) return true;
    }
    return false;
  });
  expect(apiCached).toBe(false);
});

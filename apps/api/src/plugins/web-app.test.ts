import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

// A miniature build: prerendered pages, the SPA fallback and one hashed asset.
const root = mkdtempSync(join(tmpdir(), 'web-dist-'));
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>window.ctx={"t":"${title}"}</script><script type="module" src="/assets/app.js"></script></body></html>`;
for (const [dir, title] of [
  ['', 'Home'],
  ['fr', 'Accueil'],
  ['426sunset', 'Sunset'],
  ['errors/404', 'Not found'],
  ['fr/errors/404', 'Introuvable'],
] as const) {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'index.html'), page(title));
}
// The build's precompressed copies of one page (scripts/compress.mjs): served as they are.
writeFileSync(join(root, 'fr', 'index.html.br'), brotliCompressSync(page('Accueil (br)')));
writeFileSync(join(root, 'fr', 'index.html.gz'), gzipSync(page('Accueil (gz)')));
writeFileSync(join(root, '__spa-fallback.html'), page('Fallback'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');

describe('serving the web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { webDist: root, publicUrl: 'https://www.example.ca' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves prerendered pages with a CSP that allows exactly their inline scripts', async () => {
    for (const [url, title] of [
      ['/', 'Home'],
      ['/fr', 'Accueil'],
      ['/fr/', 'Accueil'],
      ['/426sunset', 'Sunset'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(`<title>${title}</title>`);
    }
    const csp = (await get('/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline';script-src");
  });

  it('sends pages Brotli-compressed to browsers that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<title>Home</title>');
  });

  it("serves the build's precompressed copies of a page rather than compressing it again", async () => {
    const br = await t.app.inject({ method: 'GET', url: '/fr', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>Accueil (br)</title>');
    const gz = await t.app.inject({ method: 'GET', url: '/fr', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>Accueil (gz)</title>');
  });

  it('answers unknown paths with the not-found page and a 404 status, in the language of the path', async () => {
    const en = await get('/no/such/page');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('<title>Not found</title>');
    const fr = await get('/fr/pas/de/page');
    expect(fr.statusCode).toBe(404);
    expect(fr.body).toContain('<title>Introuvable</title>');
  });

  it('gives portal pages and unknown showcase slugs the SPA fallback (404 for the unknown slug)', async () => {
    expect((await get('/admin/contacts/1')).body).toContain('Fallback');
    // An email's page ends like a file name, yet is a page.
    const email = await get('/admin/emails/ann%40example.com');
    expect([email.statusCode, email.body.includes('Fallback')]).toEqual([200, true]);
    expect((await get('/login')).statusCode).toBe(200);
    const unknown = await get('/no-such-property');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Fallback');
  });

  it('caches hashed assets for a year and answers a missing file with a plain 404', async () => {
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('keeps API 404s as JSON', async () => {
    const res = await get('/api/v1/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('lists public pages in both languages in sitemap.xml and keeps the portal out of robots.txt', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://www.example.ca/</loc>');
    expect(sitemap.body).toContain('<loc>https://www.example.ca/fr/426sunset</loc>');
    expect(sitemap.body).toContain('hreflang="fr" href="https://www.example.ca/fr"');
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /login');
    expect(robots.body).toContain('Sitemap: https://www.example.ca/sitemap.xml');
  });
});

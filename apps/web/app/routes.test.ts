// The router and the service worker read the table of pages (@crm/shared site-pages.ts): every page
// is a route at the table's path, and the service worker's private paths are the table's portal.
import { readFileSync } from 'node:fs';
import { PORTAL_ROOTS, routerPath, SITE_PAGES } from '@crm/shared';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

const flat = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);

describe('routes', () => {
  it('has one route per page of the table, at its path', () => {
    const all = flat(routes);
    for (const page of SITE_PAGES)
      expect(all.find((route) => route.id === page.id)?.path, page.id).toBe(routerPath(page));
    // Beside them, only the catch-alls that show not-found, and the portal's own pages.
    // (the client portal's pages, issue 29, are `routes/portal-*.tsx` under its row)
    const clientPages = routes.find((route) => route.id === 'client-portal')?.children ?? [];
    const topLevel = flat(routes).filter(
      (route) =>
        (!route.file.startsWith('routes/admin-') || route.id === 'admin') && !clientPages.includes(route),
    );
    expect(topLevel.map((route) => route.id ?? route.file).sort()).toEqual(
      [...SITE_PAGES.map((p) => p.id), 'layout/public-layout.tsx', 'not-found'].sort(),
    );
  });

  it('puts every portal page under the pages layout, whose boundary keeps the top bar', () => {
    const admin = routes.find((route) => route.id === 'admin');
    expect(admin?.children?.map((route) => route.id)).toEqual(['admin-pages']);
    const pages = flat(admin?.children?.[0]?.children ?? []);
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.every((route) => route.file.startsWith('routes/admin-'))).toBe(true);
  });

  it('keeps the service worker away from the API and every portal page', () => {
    const sw = readFileSync(new URL('../public/sw.js', import.meta.url), 'utf8');
    const roots = /const PRIVATE = \/\^\\\/\(([^)]*)\)/.exec(sw)?.[1]?.split('|');
    expect(roots?.sort()).toEqual(['api', ...PORTAL_ROOTS].sort());
  });
});

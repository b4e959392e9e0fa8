import { routerPath, SITE_PAGES, type SitePageId, type SitePageRow } from '@crm/shared';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

// Each page of the table (@crm/shared site-pages.ts) is one route here, at the path the table
// gives (public pages with an optional `fr` prefix: one route, and one mounted page, for both
// languages, so switching language keeps the page and its scroll position). The compiler asks a
// module of every page.
const MODULES: Record<SitePageId, string> = {
  'site-home': 'routes/home.tsx',
  showcase: 'routes/showcase.tsx',
  login: 'routes/login.tsx',
  'reset-password': 'routes/reset-password.tsx',
  admin: 'routes/admin-layout.tsx',
};

/** The pages inside a page, which the table leaves to the router (the portal's). */
const CHILDREN: Partial<Record<SitePageId, RouteConfigEntry[]>> = {
  // One pathless layout holds every portal page, so a page that fails shows the failure view under
  // the portal's top bar rather than in its place.
  admin: [
    layout('routes/admin-pages.tsx', { id: 'admin-pages' }, [
      // Spec §2's route names: home (the search page), newEntity, newAddress.
      index('routes/admin-home.tsx', { id: 'home' }),
      route('users', 'routes/admin-users.tsx', { id: 'admin-users' }),
      // The signed-in user's own security; the enrolment page is where staff who must are sent.
      route('security', 'routes/admin-security.tsx', { id: 'security' }),
      route('security/two-factor', 'routes/admin-security-two-factor.tsx', { id: 'security-two-factor' }),
      route('import', 'routes/admin-import.tsx', { id: 'import' }),
      route('inbox', 'routes/admin-inbox.tsx', { id: 'inbox' }),
      route('inbox/:id', 'routes/admin-inbox-item.tsx', { id: 'inbox-item' }),
      route('duplicates', 'routes/admin-duplicates.tsx', { id: 'duplicates' }),
      route('duplicates/:kind/:a/:b', 'routes/admin-merge.tsx', { id: 'merge' }),
      route('contacts/new', 'routes/admin-new-contact.tsx', { id: 'newEntity' }),
      route('addresses/new', 'routes/admin-new-address.tsx', { id: 'newAddress' }),
      // Detail pages; each child add/… route opens the picker that links another record.
      route('contacts/:id', 'routes/admin-contact.tsx', { id: 'contact' }, [
        route('add/:kind', 'routes/admin-add-link.tsx', { id: 'contact-add' }),
      ]),
      route('addresses/:id', 'routes/admin-address.tsx', { id: 'address' }, [
        route('add/:kind', 'routes/admin-add-link.tsx', { id: 'address-add' }),
      ]),
      route('emails/:id', 'routes/admin-email.tsx', { id: 'email' }, [
        route('add/:kind', 'routes/admin-add-link.tsx', { id: 'email-add' }),
      ]),
      route('numbers/:id', 'routes/admin-number.tsx', { id: 'number' }, [
        route('add/:kind', 'routes/admin-add-link.tsx', { id: 'number-add' }),
      ]),
      route('*', 'routes/admin-not-found.tsx', { id: 'admin-not-found' }),
    ]),
  ],
};

const pageRoute = (page: SitePageRow) =>
  route(routerPath(page), MODULES[page.id], { id: page.id }, CHILDREN[page.id]);

export default [
  // The portal: client-only pages (served through the SPA fallback), one URL for both languages.
  ...SITE_PAGES.filter((page) => page.area === 'portal').map(pageRoute),
  layout('layout/public-layout.tsx', [
    ...SITE_PAGES.filter((page) => page.area === 'public').map(pageRoute),
    // Every path no page matches: the not-found page (the server answers it with 404).
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;

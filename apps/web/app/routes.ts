import {
  PORTAL_KIND_NAMES,
  PORTAL_KINDS,
  type PortalKind,
  routerPath,
  SITE_PAGES,
  type SitePageId,
  type SitePageRow,
} from '@crm/shared';
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

// Each page of the table (@crm/shared site-pages.ts) is one route here, at the path the table
// gives (public pages with an optional `fr` prefix: one route, and one mounted page, for both
// languages, so switching language keeps the page and its scroll position). The compiler asks a
// module of every page.
const MODULES: Record<SitePageId, string> = {
  'site-home': 'routes/home.tsx',
  showcase: 'routes/showcase.tsx',
  listings: 'routes/listings.tsx',
  listing: 'routes/listing.tsx',
  login: 'routes/login.tsx',
  'reset-password': 'routes/reset-password.tsx',
  admin: 'routes/admin-layout.tsx',
  'client-portal': 'routes/portal-layout.tsx',
  'client-invite': 'routes/portal-invite.tsx',
  'account-pending': 'routes/account-pending.tsx',
};

/** Each kind's detail page, a route id and module a kind (the compiler asks one of a new kind). */
const DETAIL_MODULES: Record<PortalKind, { id: string; file: string }> = {
  address: { id: 'address', file: 'routes/admin-address.tsx' },
  entity: { id: 'contact', file: 'routes/admin-contact.tsx' },
  email: { id: 'email', file: 'routes/admin-email.tsx' },
  number: { id: 'number', file: 'routes/admin-number.tsx' },
  deal: { id: 'deal', file: 'routes/admin-deal.tsx' },
};

// Detail pages at /admin/{page}/:id, the page folder the shared declaration gives each kind; each
// child add/… route opens the picker that links another record.
const DETAIL_PAGES = PORTAL_KIND_NAMES.map((kind) => {
  const { id, file } = DETAIL_MODULES[kind];
  // A deal's parties are set with the deal (ADR 0044): no link picker under its page.
  const children =
    kind === 'deal' ? [] : [route('add/:kind', 'routes/admin-add-link.tsx', { id: `${id}-add` })];
  return route(`${PORTAL_KINDS[kind].page}/:id`, file, { id }, children);
});

/** The pages inside a page, which the table leaves to the router (the portal's). */
const CHILDREN: Partial<Record<SitePageId, RouteConfigEntry[]>> = {
  // One pathless layout holds every portal page, so a page that fails shows the failure view under
  // the portal's top bar rather than in its place.
  admin: [
    layout('routes/admin-pages.tsx', { id: 'admin-pages' }, [
      // Spec §2's route names: home (the search page), newEntity, newAddress.
      index('routes/admin-home.tsx', { id: 'home' }),
      // My day (issue 25): where staff land after signing in.
      route('today', 'routes/admin-today.tsx', { id: 'today' }),
      route('users', 'routes/admin-users.tsx', { id: 'admin-users' }),
      route('pipelines', 'routes/admin-pipelines.tsx', { id: 'admin-pipelines' }),
      // The signed-in user's own security; the enrolment page is where staff who must are sent.
      route('security', 'routes/admin-security.tsx', { id: 'security' }),
      route('security/two-factor', 'routes/admin-security-two-factor.tsx', { id: 'security-two-factor' }),
      route('import', 'routes/admin-import.tsx', { id: 'import' }),
      route('inbox', 'routes/admin-inbox.tsx', { id: 'inbox' }),
      route('inbox/:id', 'routes/admin-inbox-item.tsx', { id: 'inbox-item' }),
      route('duplicates', 'routes/admin-duplicates.tsx', { id: 'duplicates' }),
      route('lists', 'routes/admin-lists.tsx', { id: 'lists' }),
      route('requirements', 'routes/admin-requirements.tsx', { id: 'requirements' }),
      route('comps', 'routes/admin-comps.tsx', { id: 'comps' }),
      // Issue 27: a pipeline's deals board (and list), the forecast and results; a deal's own page
      // is a detail page.
      route('deals/board', 'routes/admin-deals-board.tsx', { id: 'deals-board' }),
      route('deals/forecast', 'routes/admin-deals-forecast.tsx', { id: 'deals-forecast' }),
      // Issue 28: the listings on the website, a new one, and a listing's editor and deal room.
      route('listings', 'routes/admin-listings.tsx', { id: 'admin-listings' }),
      route('listings/new', 'routes/admin-new-listing.tsx', { id: 'admin-new-listing' }),
      route('listings/:id', 'routes/admin-listing.tsx', { id: 'admin-listing' }),
      route('duplicates/:kind/:a/:b', 'routes/admin-merge.tsx', { id: 'merge' }),
      route('contacts/new', 'routes/admin-new-contact.tsx', { id: 'newEntity' }),
      route('addresses/new', 'routes/admin-new-address.tsx', { id: 'newAddress' }),
      // An owner's rent roll across every building they control (issue 26).
      route('contacts/:id/rent-roll', 'routes/admin-contact-rent-roll.tsx', { id: 'contact-rent-roll' }),
      ...DETAIL_PAGES,
      route('*', 'routes/admin-not-found.tsx', { id: 'admin-not-found' }),
    ]),
  ],
  // Issue 29: a client's own pages, each its own module (none of the staff portal's code).
  'client-portal': [
    index('routes/portal-home.tsx', { id: 'portal-home' }),
    route('properties/:id', 'routes/portal-property.tsx', { id: 'portal-property' }),
    route('updates', 'routes/portal-updates.tsx', { id: 'portal-updates' }),
    route('documents', 'routes/portal-documents.tsx', { id: 'portal-documents' }),
    route('messages', 'routes/portal-messages.tsx', { id: 'portal-messages' }),
    route('settings', 'routes/portal-settings.tsx', { id: 'portal-settings' }),
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

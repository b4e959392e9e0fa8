import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Public pages accept an optional `fr` prefix: one route (and one mounted page) for both
// languages, so switching language keeps the page and its scroll position.
export default [
  // The portal: client-only pages (served through the SPA fallback), one URL for both languages.
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password' }),
  route('admin', 'routes/admin-layout.tsx', { id: 'admin' }, [
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
  layout('layout/public-layout.tsx', [
    route('fr?', 'routes/home.tsx', { id: 'site-home' }),
    route('fr?/:slug', 'routes/showcase.tsx', { id: 'showcase' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;

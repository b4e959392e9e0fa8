import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

// Public pages accept an optional `fr` prefix: one route (and one mounted page) for both
// languages, so switching language keeps the page and its scroll position.
export default [
  // The portal: client-only pages (served through the SPA fallback), one URL for both languages.
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password' }),
  route('admin', 'routes/admin-layout.tsx', { id: 'admin' }, [
    index('routes/admin-home.tsx', { id: 'admin-home' }),
    route('users', 'routes/admin-users.tsx', { id: 'admin-users' }),
    route('*', 'routes/admin-not-found.tsx', { id: 'admin-not-found' }),
  ]),
  layout('layout/public-layout.tsx', [
    route('fr?', 'routes/home.tsx', { id: 'home' }),
    route('fr?/:slug', 'routes/showcase.tsx', { id: 'showcase' }),
    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;

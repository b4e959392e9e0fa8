import { Outlet } from 'react-router';
import { RouteFailure } from '../ui/failure-view';

/** Every page inside the portal's frame (routes.ts puts them all under this one). */
export default function PortalPages() {
  return <Outlet />;
}

/** A portal page that failed (its code could not be downloaded, it threw while rendering) shows the
 * failure view inside the frame: the top bar, its search, menu and language stay usable. The
 * frame's own boundary (admin-layout.tsx) is left for a failure of the frame itself. */
export function ErrorBoundary() {
  return <RouteFailure />;
}

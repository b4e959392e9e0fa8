import { CompsPage } from '../features/comps/comps-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('comps:meta.title');

/** /admin/comps (issue 26): sale and lease comparables with their median and range per sq ft. */
export default function CompsRoute() {
  return <CompsPage />;
}

import { RequirementsPage } from '../features/requirements/requirements-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('requirements:meta.title');

/** /admin/requirements (issue 25): who wants what, across every contact's requirements. */
export default function RequirementsRoute() {
  return <RequirementsPage />;
}

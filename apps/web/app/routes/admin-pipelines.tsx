import { isAdmin } from '@crm/shared';
import { PipelineSettingsPage } from '../features/deals/pipeline-settings-page';
import { AccessDenied } from '../portal/access-pages';
import { portalMeta } from '../portal/page-title';
import { useSession } from '../session/session';

export const meta = () => portalMeta('deals:meta.settings');

/** /admin/pipelines (issue 27): administrators shape the pipelines; staff see access denied. */
export default function AdminPipelinesRoute() {
  const { user } = useSession();
  if (!user) return null;
  return isAdmin(user.role) ? <PipelineSettingsPage /> : <AccessDenied />;
}

import { TodayPage } from '../features/today/today-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('admin:meta.today');

/** /admin/today: "My day", where staff land after signing in (issue 25). */
export default function TodayRoute() {
  return <TodayPage />;
}

import { useDueCalls } from '../features/lists/due-calls';
import { CallListProvider } from '../features/today/call-list-source';
import { TodayPage } from '../features/today/today-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('admin:meta.today');

/** The call lists' due members, for My day's "contacts due for a call". */
const dueCalls = { useDueContacts: useDueCalls };

/** /admin/today: "My day", where staff land after signing in (issue 25), with the call lists'
 * contacts due for a call. */
export default function TodayRoute() {
  return (
    <CallListProvider source={dueCalls}>
      <TodayPage />
    </CallListProvider>
  );
}

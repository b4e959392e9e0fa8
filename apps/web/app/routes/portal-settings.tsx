import { useClientMe } from '../features/client-portal/client-layout';
import { SettingsPage } from '../features/client-portal/settings-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('clientPortal:meta.settings');

/** /portal/settings: emails of updates on or off, the language of the client's emails. */
export default function Route() {
  return <SettingsPage me={useClientMe()} />;
}

import { usePickerSearch } from '../features/links/use-picker-search';
import { ListsPage } from '../features/lists/lists-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('lists:meta.title');

/** A static list's contacts are found the way the link picker finds them (same ranked search). */
const useContactSearch = (text: string) => usePickerSearch('entity', text);

/** /admin/lists (issue 25): saved searches, picked contacts, call lists. */
export default function ListsRoute() {
  return <ListsPage useContactSearch={useContactSearch} />;
}

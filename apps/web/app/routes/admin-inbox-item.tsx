import { useParams } from 'react-router';
import { NewDealButton } from '../features/deals/new-deal-button';
import { InboxItemPage } from '../features/inbox/inbox-item-page';
import { usePickerSearch } from '../features/links/use-picker-search';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('inbox:meta.item');

/** An item links to any contact found the way the link picker finds them (same ranked search). */
const useContactSearch = (text: string) => usePickerSearch('entity', text);

/** /admin/inbox/{id}: one lead, matched to a contact and marked handled. */
export default function InboxItemRoute() {
  const { id = '' } = useParams();
  return (
    <InboxItemPage
      key={id}
      id={id}
      useContactSearch={useContactSearch}
      // A lead becomes a deal: its contact, when linked, is the deal's first party (issue 27).
      actions={(contact) => <NewDealButton party={contact} variant="outlined" />}
    />
  );
}

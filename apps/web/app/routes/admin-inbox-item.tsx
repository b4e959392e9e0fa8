import { useParams } from 'react-router';
import { InboxClientSection } from '../features/client-access/inbox-client-section';
import { NewDealButton } from '../features/deals/new-deal-button';
import { InboxItemPage } from '../features/inbox/inbox-item-page';
import { InboxLeadLevels } from '../features/lead-levels/lead-level-sections';
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
      // A listing's access request: the level of its contact on the listing's deal room (issue 28).
      sections={(item) => (
        <>
          {item.listing_id ? (
            <InboxLeadLevels
              contact={item.entity_id ? { id: item.entity_id, name: item.entity_name ?? '' } : null}
              listingId={item.listing_id}
            />
          ) : null}
          {/* Issue 29: a sign-up becomes a client (or is refused); a client's message is answered. */}
          <InboxClientSection item={item} useFindContacts={useContactSearch} />
        </>
      )}
    />
  );
}

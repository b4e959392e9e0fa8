import { AddressDetail } from '../features/addresses/address-page';
import { HistorySection } from '../features/history/history-section';
import { BuildingSections } from '../features/leases/building-sections';
import { LinksSection } from '../features/links/links-section';
import { OwnershipSection } from '../features/ownership/ownership-section';
import { TimelineSection } from '../features/timeline/timeline-section';
import { portalMeta } from '../portal/page-title';
import { recordId } from '../portal/record-kinds';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/{id}: an address's detail page, its contacts and its add/entity child route. */
export default function AddressRoute() {
  return (
    <RecordPage
      kind="address"
      form={(record, id) => <AddressDetail key={id} record={record} />}
      sections={(record) => (
        <>
          <BuildingSections record={record} />
          <LinksSection kind="address" record={record} />
          <OwnershipSection mode="owners" id={recordId('address', record)} />
          <TimelineSection kind="address" id={recordId('address', record)} />
          <HistorySection kind="address" id={recordId('address', record)} />
        </>
      )}
    />
  );
}

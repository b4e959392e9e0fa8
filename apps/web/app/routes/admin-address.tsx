import { AddressDetail } from '../features/addresses/address-page';
import { portalMeta } from '../portal/page-title';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/{id}: an address's detail page, with its add/entity child route. */
export default function AddressRoute() {
  return (
    <RecordPage kind="address" titleOf={(record) => record.address}>
      {(record, id) => <AddressDetail key={id} record={record} />}
    </RecordPage>
  );
}

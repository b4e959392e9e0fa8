import { NewAddressPage } from '../features/addresses/new-address-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/new (route id newAddress): search, verify, create. */
export default function NewAddressRoute() {
  return <NewAddressPage />;
}

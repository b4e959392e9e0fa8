import { useParams } from 'react-router';
import { AddressPage } from '../features/addresses/address-page';
import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/{id}: an address's detail page, with its add/entity child route. */
export default function AddressRoute() {
  const { id = '' } = useParams();
  // Keyed by id: another address starts from its own state, not this one's edits.
  return <AddressPage key={id} id={id} />;
}

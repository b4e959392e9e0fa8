import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/{id}: an address's detail page (being built). */
export default function AddressRoute() {
  return null;
}

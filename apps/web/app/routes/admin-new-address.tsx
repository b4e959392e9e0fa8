import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/new: a new address (being built). */
export default function NewAddressRoute() {
  return null;
}

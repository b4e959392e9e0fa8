import { portalMeta } from '../features/auth/page-title';

export const meta = () => portalMeta('links:meta.title');

/** …/add/{kind}: links another record (being built). */
export default function AddLinkRoute() {
  return null;
}

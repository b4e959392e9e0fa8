import { ListingsPage } from '../features/listings/listings-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('listings:meta.list');

/** /admin/listings (issue 28): the properties offered on the website, by status. */
export default function ListingsRoute() {
  return <ListingsPage />;
}

import { ListingPage } from '../features/listings/listing-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('listings:meta.edit');

/** /admin/listings/{id} (issue 28): a listing's editor, its photos, documents and leads. */
export default function ListingRoute() {
  return <ListingPage />;
}

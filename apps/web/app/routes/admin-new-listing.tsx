import { NewListingPage } from '../features/listings/new-listing-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('listings:meta.new');

/** /admin/listings/new (issue 28): a listing from a property or a deal, created as a draft. */
export default function NewListingRoute() {
  return <NewListingPage />;
}

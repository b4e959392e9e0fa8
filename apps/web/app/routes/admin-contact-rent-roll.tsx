import { PortfolioRentRollPage } from '../features/leases/portfolio-rent-roll-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('leases:meta.title');

/** /admin/contacts/{id}/rent-roll (issue 26): an owner's portfolio rent roll. */
export default function ContactRentRollRoute() {
  return <PortfolioRentRollPage />;
}

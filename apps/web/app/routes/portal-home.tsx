import { useClientMe } from '../features/client-portal/client-layout';
import { PortfolioPage } from '../features/client-portal/portfolio-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('clientPortal:meta.home');

/** /portal: the client's properties and portfolio figures. */
export default function Route() {
  return <PortfolioPage me={useClientMe()} />;
}

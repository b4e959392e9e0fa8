import { ForecastPage } from '../features/deals/forecast-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('deals:meta.forecast');

/** /admin/deals/forecast (issue 27): weighted commission by expected close month, and results. */
export default function DealsForecastRoute() {
  return <ForecastPage />;
}

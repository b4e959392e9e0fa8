import { ImportPage } from '../features/imports/import-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('imports:meta.title');

/** /admin/import: a spreadsheet of contacts, addresses, comps or leases, previewed, then run as a job. */
export default function ImportRoute() {
  return <ImportPage />;
}

import { DuplicatesPage } from '../features/duplicates/duplicates-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('duplicates:meta.title');

/** /admin/duplicates: candidate duplicate contacts and addresses (issue 14). */
export default function DuplicatesRoute() {
  return <DuplicatesPage />;
}

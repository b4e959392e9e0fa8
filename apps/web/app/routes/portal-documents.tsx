import { DocumentsPage } from '../features/client-portal/documents-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('clientPortal:meta.documents');

/** /portal/documents: the files shared with the client. */
export default function Route() {
  return <DocumentsPage />;
}

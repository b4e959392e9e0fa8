import { useParams } from 'react-router';
import { isDuplicatePageKind } from '../features/duplicates/duplicates-api';
import { MergeView } from '../features/duplicates/merge-view';
import { PortalNotFound } from '../portal/access-pages';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('duplicates:meta.title');

/** /admin/duplicates/{contacts|addresses}/{a}/{b}: compare two records and merge them. */
export default function MergeRoute() {
  const { kind, a = '', b = '' } = useParams();
  if (!isDuplicatePageKind(kind)) return <PortalNotFound />;
  return <MergeView key={`${a}/${b}`} kind={kind} ids={{ a, b }} />;
}

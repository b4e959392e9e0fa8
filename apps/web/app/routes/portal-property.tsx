import { useParams } from 'react-router';
import { PropertyPage } from '../features/client-portal/property-page';
import { portalMeta } from '../portal/page-title';

export const meta = () => portalMeta('clientPortal:meta.property');

/** /portal/properties/:id: one of the client's properties, its figures. */
export default function Route() {
  const { id = '' } = useParams();
  return <PropertyPage key={id} id={id} />;
}

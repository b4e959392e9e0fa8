import { portalMeta } from '../features/auth/page-title';
import { RecordPage } from '../features/crm/record-page';
import { EntityDetail } from '../features/records/entity-detail';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/{id}: a contact's detail page. */
export default function ContactRoute() {
  return (
    <RecordPage kind="entity" titleOf={(record) => record.name}>
      {(record, id) => <EntityDetail key={id} record={record} id={id} />}
    </RecordPage>
  );
}

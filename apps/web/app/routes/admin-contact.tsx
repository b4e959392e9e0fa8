import { EntityDetail } from '../features/contacts/contact-detail';
import { portalMeta } from '../portal/page-title';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/{id}: a contact's detail page. */
export default function ContactRoute() {
  return (
    <RecordPage kind="entity" titleOf={(record) => record.name}>
      {(record, id) => <EntityDetail key={id} record={record} id={id} />}
    </RecordPage>
  );
}

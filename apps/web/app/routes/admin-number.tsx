import { formatPhone } from '@crm/shared';
import { ContactPointDetail } from '../features/contact-points/contact-point-detail';
import { portalMeta } from '../portal/page-title';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/numbers/{id}: a phone number's detail page (the id is the E.164 number). */
export default function NumberRoute() {
  return (
    <RecordPage kind="number" titleOf={(record) => formatPhone(record.phone_number)}>
      {(record, id) => <ContactPointDetail key={id} kind="number" record={record} id={id} />}
    </RecordPage>
  );
}

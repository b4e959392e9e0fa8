import { portalMeta } from '../features/auth/page-title';
import { RecordPage } from '../features/crm/record-page';
import { ContactPointDetail } from '../features/records/contact-point-detail';

export const meta = () => portalMeta('records:meta.title');

/** /admin/emails/{id}: an email's detail page (the id is the address, URL-decoded). */
export default function EmailRoute() {
  return (
    <RecordPage kind="email" titleOf={(record) => record.email}>
      {(record, id) => <ContactPointDetail key={id} kind="email" record={record} id={id} />}
    </RecordPage>
  );
}

import { ContactPointDetail } from '../features/contact-points/contact-point-detail';
import { portalMeta } from '../portal/page-title';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/emails/{id}: an email's detail page (the id is the address, URL-decoded). */
export default function EmailRoute() {
  return (
    <RecordPage kind="email" titleOf={(record) => record.email}>
      {(record, id) => <ContactPointDetail key={id} kind="email" record={record} id={id} />}
    </RecordPage>
  );
}

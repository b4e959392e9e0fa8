import { ContactPointDetail } from '../features/contact-points/contact-point-detail';
import { HistorySection } from '../features/history/history-section';
import { LinksSection } from '../features/links/links-section';
import { portalMeta } from '../portal/page-title';
import { recordId } from '../portal/record-kinds';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/emails/{id}: an email's detail page (the id is the address, URL-decoded). */
export default function EmailRoute() {
  return (
    <RecordPage
      kind="email"
      form={(record, id) => <ContactPointDetail key={id} kind="email" record={record} id={id} />}
      sections={(record) => (
        <>
          <LinksSection kind="email" record={record} />
          <HistorySection kind="email" id={recordId('email', record)} />
        </>
      )}
    />
  );
}

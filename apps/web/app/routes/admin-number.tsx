import { ContactPointDetail } from '../features/contact-points/contact-point-detail';
import { HistorySection } from '../features/history/history-section';
import { LinksSection } from '../features/links/links-section';
import { portalMeta } from '../portal/page-title';
import { recordId } from '../portal/record-kinds';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/numbers/{id}: a phone number's detail page (the id is the E.164 number). */
export default function NumberRoute() {
  return (
    <RecordPage
      kind="number"
      form={(record, id) => <ContactPointDetail key={id} kind="number" record={record} id={id} />}
      sections={(record) => (
        <>
          <LinksSection kind="number" record={record} />
          <HistorySection kind="number" id={recordId('number', record)} />
        </>
      )}
    />
  );
}

import { DealDetail } from '../features/deals/deal-page';
import { StageChangesSection } from '../features/deals/stage-changes-section';
import { HistorySection } from '../features/history/history-section';
import { portalMeta } from '../portal/page-title';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('deals:meta.title');

/** /admin/deals/{id} (issue 27): a deal's page, its stage changes and its history. */
export default function DealRoute() {
  return (
    <RecordPage
      kind="deal"
      form={(record, id) => <DealDetail key={id} record={record} />}
      sections={(record) => (
        <>
          <StageChangesSection id={record.id} />
          <HistorySection kind="deal" id={record.id} />
        </>
      )}
    />
  );
}

import { DealDetail } from '../features/deals/deal-page';
import { HistorySection } from '../features/history/history-section';
import { DealLeadLevels } from '../features/lead-levels/lead-level-sections';
import { TimelineSection } from '../features/timeline/timeline-section';
import { portalMeta } from '../portal/page-title';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('deals:meta.title');

/** /admin/deals/{id} (issue 27): a deal's page, its parties' levels on the deal rooms of the
 * listings marketing it (issue 28), its timeline (activities, tasks, stage changes with who and
 * when) and its history. */
export default function DealRoute() {
  return (
    <RecordPage
      kind="deal"
      form={(record, id) => <DealDetail key={id} record={record} />}
      sections={(record) => (
        <>
          <DealLeadLevels dealId={record.id} />
          <TimelineSection kind="deal" id={record.id} />
          <HistorySection kind="deal" id={record.id} />
        </>
      )}
    />
  );
}

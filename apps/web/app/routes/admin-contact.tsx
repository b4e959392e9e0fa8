import type { EntityComplete } from '@crm/shared';
import { ClientPortalPanel } from '../features/client-access/client-portal-panel';
import { ContactDetail } from '../features/contacts/contact-detail';
import { DealsSection } from '../features/deals/deals-section';
import { HistorySection } from '../features/history/history-section';
import { ContactLeadLevels } from '../features/lead-levels/lead-level-sections';
import { LinksSection } from '../features/links/links-section';
import { WhatFitsSection } from '../features/matches/what-fits-section';
import { OwnershipSection } from '../features/ownership/ownership-section';
import { RequirementsSection } from '../features/requirements/requirements-section';
import { useGlance } from '../features/timeline/glance';
import { TimelineSection } from '../features/timeline/timeline-section';
import { portalMeta } from '../portal/page-title';
import { recordId } from '../portal/record-kinds';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('records:meta.title');

/** /admin/contacts/{id}: a contact's detail page, its links and its add/… child routes. */
export default function ContactRoute() {
  return (
    <RecordPage
      kind="entity"
      form={(record, id) => <ContactWithGlance key={id} record={record} id={id} />}
      sections={(record) => (
        <>
          <LinksSection kind="entity" record={record} />
          <RequirementsSection entityId={recordId('entity', record)} />
          <DealsSection entity={{ id: recordId('entity', record), label: record.name }} />
          <ContactLeadLevels entityId={recordId('entity', record)} name={record.name} />
          <WhatFitsSection entityId={recordId('entity', record)} />
          <OwnershipSection mode="portfolio" id={recordId('entity', record)} />
          {/* Issue 29: a person may be given the client portal. */}
          {!!record.is_person && (
            <ClientPortalPanel entityId={recordId('entity', record)} name={record.name} />
          )}
          <TimelineSection kind="entity" id={recordId('entity', record)} />
          <HistorySection kind="entity" id={recordId('entity', record)} />
        </>
      )}
    />
  );
}

/** The contact's form with its summary's next task and last activity, from its timeline. */
function ContactWithGlance({ record, id }: { record: EntityComplete; id: string }) {
  const glance = useGlance(recordId('entity', record));
  return <ContactDetail record={record} id={id} {...glance} />;
}

import type { AddressComplete } from '@crm/shared';
import { AddressDetail } from '../features/addresses/address-page';
import { PropertyClientsActions } from '../features/client-access/client-portal-panel';
import { DealsSection } from '../features/deals/deals-section';
import { HistorySection } from '../features/history/history-section';
import { BuildingSections } from '../features/leases/building-sections';
import { LinksSection } from '../features/links/links-section';
import { WhoWantsSection } from '../features/matches/who-wants-section';
import { OwnershipSection } from '../features/ownership/ownership-section';
import { FiguresSection } from '../features/property/figures-section';
import { usePropertyFacts } from '../features/property/property-facts';
import { TimelineSection } from '../features/timeline/timeline-section';
import { portalMeta } from '../portal/page-title';
import { recordId } from '../portal/record-kinds';
import { RecordPage } from '../portal/record-page';

export const meta = () => portalMeta('addresses:meta.title');

/** /admin/addresses/{id}: an address's detail page, its contacts and its add/entity child route. */
export default function AddressRoute() {
  return (
    <RecordPage
      kind="address"
      form={(record, id) => <AddressWithFacts key={id} record={record} />}
      sections={(record) => (
        <>
          <BuildingSections record={record} />
          {/* A building's yearly figures: a space's income is its building's. */}
          {!record.parent && <FiguresSection addressId={record.uuid} />}
          <WhoWantsSection record={record} />
          <DealsSection addressId={record.uuid} />
          <LinksSection kind="address" record={record} />
          <OwnershipSection mode="owners" id={recordId('address', record)} />
          {/* Issue 29: updates and documents for every client of the property. */}
          {!record.parent && <PropertyClientsActions addressId={record.uuid} />}
          <TimelineSection kind="address" id={recordId('address', record)} />
          <HistorySection kind="address" id={recordId('address', record)} />
        </>
      )}
    />
  );
}

/** The address's form with its summary's property facts (year built, land, parking, zoning, sale). */
function AddressWithFacts({ record }: { record: AddressComplete }) {
  return <AddressDetail record={record} facts={usePropertyFacts(record)} />;
}

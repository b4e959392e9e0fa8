// What a building's page shows of it as an asset (issue 26): its spaces, its leases and its rent
// roll; a space's page shows its building and the leases that cover it.
import type { AddressComplete } from '@crm/shared';
import { LeasesSection } from './leases-section';
import { RentRollSection } from './rent-roll-section';
import { SpacesSection } from './spaces-section';

export function BuildingSections({ record }: { record: AddressComplete }) {
  if (record.parent)
    return (
      <>
        <SpacesSection record={record} />
        <LeasesSection
          buildingId={record.parent.uuid}
          spaceId={record.uuid}
          spaces={[{ id: record.uuid, label: record.subpremise ?? record.address }]}
        />
      </>
    );
  // Without spaces, the building itself is what a lease covers.
  const spaces =
    record.spaces.length > 0
      ? record.spaces.map((s) => ({ id: s.uuid, label: s.subpremise ?? s.address }))
      : [{ id: record.uuid, label: record.address }];
  return (
    <>
      <SpacesSection record={record} />
      <LeasesSection buildingId={record.uuid} spaces={spaces} />
      <RentRollSection buildingId={record.uuid} />
    </>
  );
}

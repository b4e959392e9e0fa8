// What a merge needs to know of each kind of record: its record spec, the links that name it (and
// on which side), the other tables whose rows point at it, and how to answer the survivor.
import { ADDRESS_LOCATION_FIELDS, type DuplicateKind } from '@crm/shared';
import type { RecordRow } from '../../db/rows.js';
import type { ApiRecord, RecordSpec } from '../../shared/record-spec.js';
import { addressSpec } from '../addresses/address-spec.js';
import { entitySpec } from '../entities/entity-spec.js';
import {
  addressesEntities,
  entitiesEmails,
  entitiesEntities,
  entitiesNumbers,
  type LinkSpec,
} from '../links/link-specs.js';

/** A link table naming this kind on `side` (both sides for contact-to-contact links). */
export interface LinkRef {
  spec: LinkSpec;
  side: 'left' | 'right';
}

type MergeTable = 'entities' | 'addresses';
/** A stored row of either kind, as the merge reads it. */
export type MergeRow = RecordRow<MergeTable>;

export interface MergeKind {
  spec: RecordSpec<MergeTable, ApiRecord>;
  links: LinkRef[];
  /** Columns of other tables holding this kind's id, repointed to the survivor (a legal record such
   * as an NDA acceptance is never lost). Another referencing column is one more line here. */
  references: { table: string; column: string }[];
  /** The child tables naming this kind as what an activity or a task concerns (issue 25): each
   * owner that named a merged record names the survivor, once. */
  concerns: { table: string; owner: string; column: string }[];
  /** Child rows keyed by (this kind's id in `column`, `key`): each moves to the survivor unless it
   * has a row of that key already (the survivor's own wins, then the merged records' in order). */
  keyed: { table: string; column: string; key: string }[];
  /** A merge field that brings other fields along from the same record. */
  groups: Record<string, readonly string[]>;
}

export const MERGE_KINDS: Record<DuplicateKind, MergeKind> = {
  entities: {
    spec: entitySpec as unknown as MergeKind['spec'],
    links: [
      { spec: addressesEntities, side: 'right' },
      { spec: entitiesEmails, side: 'left' },
      { spec: entitiesNumbers, side: 'left' },
      { spec: entitiesEntities, side: 'left' },
      { spec: entitiesEntities, side: 'right' },
    ],
    references: [
      { table: 'nda_acceptances', column: 'entity_id' },
      { table: 'listing_acceptances', column: 'entity_id' },
      // The listing documents a merged contact read are the survivor's reads (issue 28).
      { table: 'listing_document_views', column: 'entity_id' },
      { table: 'inbox_items', column: 'entity_id' },
      // A contact's needs are the survivor's (issue 25).
      { table: 'requirements', column: 'entity_id' },
      // The comps a merged contact bought, sold or leased are the survivor's (issue 26).
      { table: 'comps', column: 'buyer_id' },
      { table: 'comps', column: 'seller_id' },
      { table: 'comps', column: 'tenant_id' },
      // A merged tenant's leases are the survivor's.
      { table: 'leases', column: 'tenant_id' },
    ],
    concerns: [
      { table: 'activity_entities', owner: 'activity_id', column: 'entity_id' },
      { table: 'task_entities', owner: 'task_id', column: 'entity_id' },
      // A static list that held a merged contact holds the survivor (issue 25).
      { table: 'list_members', owner: 'list_id', column: 'entity_id' },
    ],
    // A merged contact's parts in deals are the survivor's, under their role, where the survivor is
    // no party of that deal already (issue 27).
    keyed: [
      { table: 'deal_parties', column: 'entity_id', key: 'deal_id' },
      // A merged contact's level on a listing's deal room (issue 28), where the survivor has none.
      { table: 'listing_leads', column: 'entity_id', key: 'listing_id' },
    ],
    groups: {},
  },
  addresses: {
    spec: addressSpec as unknown as MergeKind['spec'],
    links: [{ spec: addressesEntities, side: 'left' }],
    // A merged building's spaces and the comps at a merged address belong to the survivor (issue 26).
    references: [
      { table: 'addresses', column: 'parent_address_id' },
      { table: 'comps', column: 'address_id' },
      // The deals for a merged property are the survivor's (issue 27).
      { table: 'deals', column: 'address_id' },
    ],
    concerns: [
      { table: 'activity_addresses', owner: 'activity_id', column: 'address_id' },
      { table: 'task_addresses', owner: 'task_id', column: 'address_id' },
      { table: 'lease_spaces', owner: 'lease_id', column: 'address_id' },
    ],
    // A merged building's yearly figures, for the years the survivor has none (issue 26).
    keyed: [{ table: 'property_figures', column: 'address_id', key: 'year' }],
    groups: { address: ADDRESS_LOCATION_FIELDS },
  },
};

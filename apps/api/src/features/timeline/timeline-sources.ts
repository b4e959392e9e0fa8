// What a timeline merges, for each kind of record that has one: the child tables naming it as an
// activity's or a task's concern, whether inbox items link to it (contacts only: an item has an
// `entity_id`, nothing names an address or a deal), whether it has stage changes (deals), whether
// the deal rooms' view log names it (contacts: the documents a lead read), and its audit type for
// its history.
import type { MessageKey } from '@crm/shared';
import { addressSpec } from '../addresses/address-spec.js';
import { dealSpec } from '../deals/deal-spec.js';
import { entitySpec } from '../entities/entity-spec.js';

export interface TimelineSource {
  spec: {
    table: 'entities' | 'addresses' | 'deals';
    key: string;
    missing: MessageKey;
    lookupKey(raw: string): string | null;
  };
  auditType: 'entity' | 'address' | 'deal';
  activities: 'activity_entities' | 'activity_addresses' | 'activity_deals';
  tasks: 'task_entities' | 'task_addresses' | 'task_deals';
  column: 'entity_id' | 'address_id' | 'deal_id';
  inbox: boolean;
  /** Its entries into stages (`deal_stage_changes`). */
  stages: boolean;
  /** The listing documents it read (`listing_document_views.entity_id`). */
  documentViews: boolean;
}

export const TIMELINES = {
  entities: {
    spec: entitySpec,
    auditType: 'entity',
    activities: 'activity_entities',
    tasks: 'task_entities',
    column: 'entity_id',
    inbox: true,
    stages: false,
    documentViews: true,
  },
  addresses: {
    spec: addressSpec,
    auditType: 'address',
    activities: 'activity_addresses',
    tasks: 'task_addresses',
    column: 'address_id',
    inbox: false,
    stages: false,
    documentViews: false,
  },
  deals: {
    spec: dealSpec,
    auditType: 'deal',
    activities: 'activity_deals',
    tasks: 'task_deals',
    column: 'deal_id',
    inbox: false,
    stages: true,
    documentViews: false,
  },
} as const satisfies Record<string, TimelineSource>;

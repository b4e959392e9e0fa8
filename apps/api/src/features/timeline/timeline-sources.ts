// What a timeline merges, for each kind of record that has one: the child tables naming it as an
// activity's or a task's concern, whether inbox items link to it (contacts only: an item has an
// `entity_id`, nothing names an address), and its audit type for its history.
import type { MessageKey } from '@crm/shared';
import { addressSpec } from '../addresses/address-spec.js';
import { entitySpec } from '../entities/entity-spec.js';

export interface TimelineSource {
  spec: {
    table: 'entities' | 'addresses';
    key: string;
    missing: MessageKey;
    lookupKey(raw: string): string | null;
  };
  auditType: 'entity' | 'address';
  activities: 'activity_entities' | 'activity_addresses';
  tasks: 'task_entities' | 'task_addresses';
  column: 'entity_id' | 'address_id';
  inbox: boolean;
}

export const TIMELINES = {
  entities: {
    spec: entitySpec,
    auditType: 'entity',
    activities: 'activity_entities',
    tasks: 'task_entities',
    column: 'entity_id',
    inbox: true,
  },
  addresses: {
    spec: addressSpec,
    auditType: 'address',
    activities: 'activity_addresses',
    tasks: 'task_addresses',
    column: 'address_id',
    inbox: false,
  },
} as const satisfies Record<string, TimelineSource>;

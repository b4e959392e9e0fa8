// The four link resources described as data: which table joins which two records, the column
// holding each side's key, the counter each side keeps and the tag column. Their operations
// (create-link, update-link, delete-link) are written once against this description.
import { type MessageKey, OWNER_ROLES } from '@crm/shared';
import type { InsertValues } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import type { CountedTable } from '../../shared/counters.js';

export type LinkTable = 'addresses_entities' | 'entities_emails' | 'entities_entities' | 'entities_numbers';
/** A link as the API answers it: both keys and the tag, without the times. */
export type LinkRow<T extends LinkTable = LinkTable> = Omit<DB[T], 'created_at' | 'updated_at'>;

export interface LinkSide {
  column: string;
  table: CountedTable;
  key: 'uuid' | 'email' | 'phone_number';
  counter: 'n_linked_entities' | 'n_linked_addresses' | 'n_linked_numbers' | 'n_linked_emails';
  missing: MessageKey;
}

export interface LinkSpec<T extends LinkTable = LinkTable> {
  table: T;
  left: LinkSide;
  right: LinkSide;
  tag: 'role' | 'type' | 'relationship';
  /** One link per pair whichever way round (entity-entity); PUT/DELETE find it either way. */
  unordered?: boolean;
  /** The tags of ownership, on which the link may record the owner's `share` (issue 29, migration
   * 0048); absent: the table has no share. */
  owning?: readonly string[];
}

/** The row of a new link as insertRows takes it (the import writes its links in bulk). */
export function newLinkRow<T extends LinkTable>(
  spec: LinkSpec<T>,
  left: string,
  right: string,
  tag: string,
  now: string,
): InsertValues<T> {
  const row: Record<string, unknown> = {
    [spec.left.column]: left,
    [spec.right.column]: right,
    [spec.tag]: tag,
    created_at: now,
    updated_at: now,
  };
  // The spec names the key columns: the compiler cannot follow a name in a string to T's columns.
  return row as InsertValues<T>;
}

const entity = (column: string, counter: LinkSide['counter']): LinkSide => ({
  column,
  table: 'entities',
  key: 'uuid',
  counter,
  missing: 'lookup.entity',
});

export const addressesEntities: LinkSpec<'addresses_entities'> = {
  table: 'addresses_entities',
  left: {
    column: 'address_id',
    table: 'addresses',
    key: 'uuid',
    counter: 'n_linked_entities',
    missing: 'lookup.address',
  },
  right: entity('entity_id', 'n_linked_addresses'),
  tag: 'role',
  owning: OWNER_ROLES,
};

export const entitiesEmails: LinkSpec<'entities_emails'> = {
  table: 'entities_emails',
  left: entity('entity_id', 'n_linked_emails'),
  right: {
    column: 'email',
    table: 'emails',
    key: 'email',
    counter: 'n_linked_entities',
    missing: 'lookup.email',
  },
  tag: 'type',
};

export const entitiesEntities: LinkSpec<'entities_entities'> = {
  table: 'entities_entities',
  left: entity('entity_id', 'n_linked_entities'),
  right: entity('entity_id2', 'n_linked_entities'),
  tag: 'relationship',
  unordered: true,
  owning: ['OWNER'],
};

export const entitiesNumbers: LinkSpec<'entities_numbers'> = {
  table: 'entities_numbers',
  left: entity('entity_id', 'n_linked_numbers'),
  right: {
    column: 'phone_number',
    table: 'phone_numbers',
    key: 'phone_number',
    counter: 'n_linked_entities',
    missing: 'lookup.number',
  },
  tag: 'type',
};

/** Every link kind, one entry a link table (the compiler refuses a table left out): what the audit
 * trigger's `link_kinds` is written from (records/register-kinds.ts). */
export const LINK_SPECS: { [T in LinkTable]: LinkSpec<T> } = {
  addresses_entities: addressesEntities,
  entities_emails: entitiesEmails,
  entities_entities: entitiesEntities,
  entities_numbers: entitiesNumbers,
};

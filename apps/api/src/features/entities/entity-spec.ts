// Contacts as the data layer sees them (shared/record-spec.ts): by UUID, with the name search column.
import {
  type Entity,
  type EntityCreate,
  type EntityUpdate,
  joinSearch,
  nameBlock,
  nameKey,
} from '@crm/shared';
import { entityFromRow } from '../../db/rows.js';
import type { RecordSpec } from '../../shared/record-spec.js';
import { uuidKey, uuidv7 } from '../../shared/uuid.js';

export const NAME_FIELDS = ['name', 'alt_name', 'nickname', 'company_name'] as const;

/** What name search matches: the four name fields, normalised. */
export function entitySearch(values: Partial<Record<(typeof NAME_FIELDS)[number], string | null>>): string {
  return joinSearch(NAME_FIELDS.map((f) => values[f]));
}

/** The columns duplicate detection groups contacts by (features/duplicates). */
export function nameKeys(name: string | null | undefined) {
  return { name_key: nameKey(name ?? ''), name_block: nameBlock(name ?? '') };
}

/** A new contact: a name and any other field. */
type EntityInsert = EntityUpdate & Pick<EntityCreate, 'name'>;

export const entitySpec: RecordSpec<'entities', Entity, EntityInsert> = {
  table: 'entities',
  key: 'uuid',
  auditType: 'entity',
  missing: 'lookup.entity',
  lookupKey: uuidKey,
  newKey: () => uuidv7(),
  fromRow: entityFromRow,
  derived: {
    from: NAME_FIELDS,
    columns: (entity) => ({ search: entitySearch(entity), ...nameKeys(entity.name) }),
  },
};

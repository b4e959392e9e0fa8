import { joinSearch } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';
import { isUuid } from '../../shared/uuid.js';

export const NAME_FIELDS = ['name', 'alt_name', 'nickname', 'company_name'] as const;

/** What name search matches: the four name fields, normalised. */
export function entitySearch(values: Partial<Record<(typeof NAME_FIELDS)[number], string | null>>): string {
  return joinSearch(NAME_FIELDS.map((f) => values[f]));
}

/** The stored row of an entity, or a 404 'Could not find contact'. */
export async function findEntityRow(db: Kysely<DB> | Transaction<DB>, id: string) {
  const row = isUuid(id)
    ? await db.selectFrom('entities').selectAll().where('uuid', '=', id.toLowerCase()).executeTakeFirst()
    : undefined;
  if (!row) throw notFound('lookup.entity');
  return row;
}

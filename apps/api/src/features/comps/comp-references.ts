import type { CompUpdate } from '@crm/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { notFound } from '../../shared/app-error.js';

type Db = Kysely<DB> | Transaction<DB>;

const CONTACTS = ['buyer_id', 'seller_id', 'tenant_id'] as const;

/** The address and contacts a comp names must exist: a 404 naming the field otherwise, before
 * anything is written (the foreign keys would refuse them too, but as a 500). */
export async function assertCompReferences(db: Db, input: CompUpdate): Promise<void> {
  if (input.address_id) {
    const row = await db
      .selectFrom('addresses')
      .select('uuid')
      .where('uuid', '=', input.address_id)
      .executeTakeFirst();
    if (!row) throw notFound('lookup.address', 'address_id');
  }
  for (const field of CONTACTS) {
    const id = input[field];
    if (!id) continue;
    const row = await db.selectFrom('entities').select('uuid').where('uuid', '=', id).executeTakeFirst();
    if (!row) throw notFound('lookup.entity', field);
  }
}

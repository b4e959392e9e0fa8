import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { exists } from '../../shared/app-error.js';

type Db = Kysely<DB> | Transaction<DB>;

/** 409 "You already have a list with this name" when the owner (or, for none, the lists made with
 * an API key) has another list of that name (case ignored). */
export async function assertNameFree(db: Db, owner: string | null, nameKey: string, except?: string) {
  let select = db.selectFrom('lists').select('id').where('name_key', '=', nameKey);
  select = owner === null ? select.where('owner_id', 'is', null) : select.where('owner_id', '=', owner);
  if (except) select = select.where('id', '!=', except);
  if (await select.executeTakeFirst()) throw exists('lists.err.nameTaken', 'name');
}

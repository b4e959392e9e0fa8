import type { Database } from '../../db/database.js';
import { findList } from './list-spec.js';

/** DELETE /lists/{id}: the list, its members and their call dates (the contacts stay). */
export async function deleteList(database: Database, id: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const list = await findList(trx, id);
    await trx.deleteFrom('list_calls').where('list_id', '=', list.id).execute();
    await trx.deleteFrom('list_members').where('list_id', '=', list.id).execute();
    await trx.deleteFrom('lists').where('id', '=', list.id).execute();
  });
}

import type { ListMembersAdd } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import { assertConcernedExist } from '../../shared/concerned-records.js';
import { findList } from './list-spec.js';

/** POST /lists/{id}/members: contacts picked into a static list (those already in it stay once);
 * 404 naming entity_ids when one is no contact, 400 on a dynamic list. Answers how many joined. */
export function addListMembers(
  database: Database,
  id: string,
  input: ListMembersAdd,
): Promise<{ added: number }> {
  return database.db.transaction().execute(async (trx) => {
    const list = await findList(trx, id);
    if (list.kind !== 'static')
      throw new AppError(400, 'validation', 'lists.err.dynamicMembers', 'entity_ids');
    await assertConcernedExist(trx, { entity_ids: input.entity_ids });
    const present = new Set(
      (
        await trx
          .selectFrom('list_members')
          .select('entity_id')
          .where('list_id', '=', list.id)
          .where('entity_id', 'in', input.entity_ids)
          .execute()
      ).map((r) => String(r.entity_id)),
    );
    const added = input.entity_ids.filter((e) => !present.has(e));
    if (added.length > 0)
      await trx
        .insertInto('list_members')
        .values(added.map((entity_id) => ({ list_id: list.id, entity_id })))
        .execute();
    return { added: added.length };
  });
}

import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../shared/app-error.js';
import { uuidKey } from '../../shared/uuid.js';
import { findList } from './list-spec.js';

/** DELETE /lists/{id}/members/{entity_id}: out of a static list, with its call dates there; 404 when
 * not a member, 400 on a dynamic list (its search decides). */
export async function removeListMember(database: Database, id: string, rawEntity: string): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    const list = await findList(trx, id);
    if (list.kind !== 'static')
      throw new AppError(400, 'validation', 'lists.err.dynamicMembers', 'entity_id');
    const entity = uuidKey(rawEntity);
    const gone = entity
      ? await trx
          .deleteFrom('list_members')
          .where('list_id', '=', list.id)
          .where('entity_id', '=', entity)
          .executeTakeFirst()
      : undefined;
    if (!entity || !gone || Number(gone.numDeletedRows) === 0) throw notFound('lookup.entity');
    await trx
      .deleteFrom('list_calls')
      .where('list_id', '=', list.id)
      .where('entity_id', '=', entity)
      .execute();
  });
}

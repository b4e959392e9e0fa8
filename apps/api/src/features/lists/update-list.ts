import type { ContactList, ListUpdate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { storedFilters } from './list-filters.js';
import { assertNameFree } from './list-names.js';
import { findList, listNameKey } from './list-spec.js';

/** PUT /lists/{id}: its name (free among its owner's), a dynamic list's search, the cadence
 * (null: no longer a call list; the members' call dates are kept for when it is again). */
export function updateList(
  database: Database,
  id: string,
  input: ListUpdate,
  actor: Actor,
): Promise<ContactList> {
  return database.db.transaction().execute(async (trx) => {
    const list = await findList(trx, id);
    if (input.filters && list.kind !== 'dynamic')
      throw new AppError(400, 'validation', 'lists.err.dynamicFilters', 'filters');
    const name_key = input.name === undefined ? undefined : listNameKey(input.name);
    if (name_key !== undefined) await assertNameFree(trx, list.owner_id, name_key, list.id);
    await trx
      .updateTable('lists')
      .set({
        ...(input.name === undefined ? {} : { name: input.name, name_key }),
        ...(input.filters ? { filters: JSON.stringify(storedFilters(input.filters, actor)) } : {}),
        ...(input.call_every_days === undefined ? {} : { call_every_days: input.call_every_days }),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', list.id)
      .execute();
    return findList(trx, list.id);
  });
}

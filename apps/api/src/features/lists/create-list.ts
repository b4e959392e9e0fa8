import type { ContactList, ListCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import { type Actor, userIdOf } from '../../shared/audit.js';
import { uuidv7 } from '../../shared/uuid.js';
import { storedFilters } from './list-filters.js';
import { assertNameFree } from './list-names.js';
import { findList, listNameKey } from './list-spec.js';

/** POST /lists: owned by the caller (no one with an API key); its name free among the owner's
 * lists, else 409. */
export function createList(database: Database, input: ListCreate, actor: Actor): Promise<ContactList> {
  return database.db.transaction().execute(async (trx) => {
    const owner_id = userIdOf(actor);
    const name_key = listNameKey(input.name);
    await assertNameFree(trx, owner_id, name_key);
    const id = uuidv7();
    const now = new Date().toISOString();
    await trx
      .insertInto('lists')
      .values({
        id,
        name: input.name,
        name_key,
        kind: input.kind,
        filters:
          input.kind === 'dynamic' && input.filters
            ? JSON.stringify(storedFilters(input.filters, actor))
            : null,
        call_every_days: input.call_every_days ?? null,
        owner_id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    return findList(trx, id);
  });
}

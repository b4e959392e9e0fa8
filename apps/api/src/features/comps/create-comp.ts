import type { Comp, CompCreate } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { assertCompReferences } from './comp-references.js';
import { compSpec } from './comp-spec.js';
import { getComp } from './read-comps.js';

/** POST /comps: a sale or a lease at an address (404 for an unknown address or contact, nothing
 * written). */
export function createComp(database: Database, input: CompCreate, actor: Actor): Promise<Versioned<Comp>> {
  return database.db.transaction().execute(async (trx) => {
    await assertCompReferences(trx, input);
    const { id } = await insertRecord(database, trx, compSpec, input, actor);
    return getComp(trx, id);
  });
}

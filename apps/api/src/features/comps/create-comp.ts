import type { Comp, CompCreate } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../shared/audit.js';
import { insertRecord } from '../../shared/insert-record.js';
import type { Versioned } from '../../shared/update-record.js';
import { assertCompReferences } from './comp-references.js';
import { compSpec } from './comp-spec.js';
import { getComp } from './read-comps.js';

/** A comp written inside `trx`, its address and contacts checked first (404 naming the field):
 * the route's create and the import's (imports/write-comp-row.ts) alike, so both count, derive and
 * audit it the same way. Answers its id. */
export async function insertComp(
  database: Database,
  trx: Transaction<DB>,
  input: CompCreate,
  actor: Actor,
): Promise<string> {
  await assertCompReferences(trx, input);
  return (await insertRecord(database, trx, compSpec, input, actor)).id;
}

/** POST /comps: a sale or a lease at an address (404 for an unknown address or contact, nothing
 * written). */
export function createComp(database: Database, input: CompCreate, actor: Actor): Promise<Versioned<Comp>> {
  return database.db
    .transaction()
    .execute(async (trx) => getComp(trx, await insertComp(database, trx, input, actor)));
}

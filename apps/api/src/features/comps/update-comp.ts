import { type Comp, type CompUpdate, compIssues } from '@crm/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../shared/app-error.js';
import type { Actor } from '../../shared/audit.js';
import { findRecordRow } from '../../shared/find-record.js';
import { updateRecord, type Versioned } from '../../shared/update-record.js';
import { assertCompReferences } from './comp-references.js';
import { compSpec } from './comp-spec.js';
import { getComp } from './read-comps.js';

/** The given fields of a comp changed inside `trx`, checked as the comp would be after the write
 * (a sale keeps its price, a lease its rent): the route's update and the import's (fill and
 * overwrite) alike. Answers its key. */
export async function changeComp(
  database: Database,
  trx: Transaction<DB>,
  id: string,
  input: CompUpdate,
  actor: Actor,
  expected?: number,
): Promise<string> {
  const row = await findRecordRow(trx, compSpec, id);
  const issues = compIssues({ ...compSpec.fromRow(row), ...input });
  if (Object.keys(issues).length > 0) throw new AppError(400, 'validation', 'err.validation', issues);
  await assertCompReferences(trx, input);
  const key = String(row.id);
  await updateRecord(database, trx, compSpec, key, input, actor, expected);
  return key;
}

/** PUT /comps/{id}: only the fields given. With `expected` (If-Match), a StaleVersion unless still
 * at that version. */
export function updateComp(
  database: Database,
  id: string,
  input: CompUpdate,
  actor: Actor,
  expected?: number,
): Promise<Versioned<Comp>> {
  return database.db
    .transaction()
    .execute(async (trx) => getComp(trx, await changeComp(database, trx, id, input, actor, expected)));
}

// The property types a requirement names, one row each in `requirement_types` (migration 0029), or
// one '*' row when it names none (any kind): who wants a property of a type is then one index range
// (`property_type IN (type, '*')`) instead of a look into every requirement's JSON list. Written
// with the requirement, in its transaction; gone with it (ON DELETE CASCADE).
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** The row of a requirement that names no property type. */
export const ANY_TYPE = '*';

/** Makes `types` the requirement's rows. */
export async function writeRequirementTypes(
  trx: Transaction<DB>,
  requirementId: string,
  types: readonly string[],
): Promise<void> {
  await trx.deleteFrom('requirement_types').where('requirement_id', '=', requirementId).execute();
  const named = types.length > 0 ? [...new Set(types)] : [ANY_TYPE];
  await trx
    .insertInto('requirement_types')
    .values(named.map((property_type) => ({ property_type, requirement_id: requirementId })))
    .execute();
}

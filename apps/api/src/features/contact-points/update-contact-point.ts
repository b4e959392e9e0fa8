import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import { toColumns } from '../../db/rows.js';
import { exists } from '../../shared/app-error.js';
import { type Actor, appendAudit, diff } from '../../shared/audit.js';
import type { ContactPointSpec } from './contact-point-specs.js';
import { findContactPoint, lookupContactPoint } from './find-contact-point.js';

/** PUT /emails/{email} and /numbers/{number}. A new key renames the record; its links follow
 * (ON UPDATE CASCADE) and a key already taken answers 409. */
export function updateContactPoint<T>(
  database: Database,
  spec: ContactPointSpec<T>,
  key: string,
  input: Record<string, unknown>,
  actor: Actor,
): Promise<T> {
  return database.db.transaction().execute(async (trx) => {
    const before = spec.fromRow(await findContactPoint(trx, spec, key)) as Record<string, unknown>;
    const currentKey = String(before[spec.key]);
    const changes = diff(before, input);
    if (Object.keys(changes).length === 0) return before as T;
    const newKey = input[spec.key] === undefined ? currentKey : String(input[spec.key]);
    if (newKey !== currentKey && (await lookupContactPoint(trx, spec, newKey)))
      throw exists(spec.duplicate, spec.key);
    const values = {
      ...input,
      ...(newKey !== currentKey ? spec.derived(newKey) : {}),
      updated_at: new Date().toISOString(),
    };
    const set = toColumns(database.dialect, values);
    const assignments = Object.entries(set).map(([column, value]) => sql`${sql.ref(column)} = ${value}`);
    await sql`UPDATE ${sql.table(spec.table)} SET ${sql.join(assignments)} WHERE ${sql.ref(spec.key)} = ${currentKey}`.execute(
      trx,
    );
    await appendAudit(trx, { actor, action: 'update', type: spec.auditType, id: currentKey, changes });
    return spec.fromRow(await findContactPoint(trx, spec, newKey));
  });
}

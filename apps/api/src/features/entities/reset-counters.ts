import { sql } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Actor } from '../../shared/audit.js';
import { appendAudit } from '../../shared/audit.js';
import { COUNTED_TABLES } from '../../shared/counters.js';

// Each counter and the link count it must equal. Only rows whose counter differs are written.
const COUNTERS = [
  [
    'entities',
    'n_linked_addresses',
    sql`(SELECT count(*) FROM addresses_entities l WHERE l.entity_id = entities.uuid)`,
  ],
  [
    'entities',
    'n_linked_emails',
    sql`(SELECT count(*) FROM entities_emails l WHERE l.entity_id = entities.uuid)`,
  ],
  [
    'entities',
    'n_linked_numbers',
    sql`(SELECT count(*) FROM entities_numbers l WHERE l.entity_id = entities.uuid)`,
  ],
  [
    'entities',
    'n_linked_entities',
    sql`((SELECT count(*) FROM entities_entities l WHERE l.entity_id = entities.uuid) + (SELECT count(*) FROM entities_entities l WHERE l.entity_id2 = entities.uuid))`,
  ],
  [
    'addresses',
    'n_linked_entities',
    sql`(SELECT count(*) FROM addresses_entities l WHERE l.address_id = addresses.uuid)`,
  ],
  ['emails', 'n_linked_entities', sql`(SELECT count(*) FROM entities_emails l WHERE l.email = emails.email)`],
  [
    'phone_numbers',
    'n_linked_entities',
    sql`(SELECT count(*) FROM entities_numbers l WHERE l.phone_number = phone_numbers.phone_number)`,
  ],
] as const;

/** PUT /entities/reset: recomputes every n_linked_* counter and record total from the data. */
export async function resetCounters(database: Database, actor: Actor): Promise<{ updated: number }> {
  return database.db.transaction().execute(async (trx) => {
    let updated = 0;
    for (const [table, column, truth] of COUNTERS) {
      const result =
        await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${truth}, version = version + 1
        WHERE ${sql.ref(column)} <> ${truth}`.execute(trx);
      updated += Number(result.numAffectedRows ?? 0);
    }
    // Every counted table's total, the activities and tasks (issue 25) too.
    for (const kind of COUNTED_TABLES) {
      await sql`UPDATE record_counts SET n = (SELECT count(*) FROM ${sql.table(kind)}) WHERE kind = ${kind}`.execute(
        trx,
      );
    }
    await appendAudit(trx, {
      actor,
      action: 'reset',
      type: 'counters',
      id: '*',
      changes: { counters_corrected: { old: null, new: updated } },
    });
    return { updated };
  });
}

// A self sign-up in the inbox (issue 29): staff see who signed up and tie the account to a contact
// as a client, or refuse it (tie-signup.ts, refuse-signup.ts).
import type { Database } from '../../db/database.js';
import { appendAudit, created } from '../../shared/audit.js';

export async function addSignupItem(
  database: Database,
  user: { id: string; name: string; email: string },
): Promise<void> {
  const actor = `user:${user.id}`;
  await database.db.transaction().execute(async (trx) => {
    const values = {
      kind: 'signup' as const,
      status: 'new' as const,
      name: user.name,
      email: user.email,
      user_id: user.id,
      created_at: new Date().toISOString(),
    };
    const row = await trx.insertInto('inbox_items').values(values).returning('id').executeTakeFirstOrThrow();
    await appendAudit(trx, {
      actor,
      action: 'create',
      type: 'inbox_item',
      id: String(row.id),
      changes: created(values),
    });
  });
}

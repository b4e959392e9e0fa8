// PUT /client/me: the client's own choices, on their own account only: whether each update is also
// emailed, and the language of every mail.
import type { ClientMe, ClientPreferences } from '@crm/shared';
import type { Database } from '../../db/database.js';
import type { ClientScope } from '../client-access/client-scope.js';
import { readClientMe } from '../client-access/read-client-me.js';

export async function updateClientPreferences(
  database: Database,
  scope: ClientScope,
  body: ClientPreferences,
): Promise<ClientMe> {
  const changes = {
    // SQLite binds no booleans: 0 or 1 there.
    ...(body.notify_updates !== undefined && {
      notify_updates: database.dialect === 'postgres' ? body.notify_updates : Number(body.notify_updates),
    }),
    ...(body.lang !== undefined && { lang: body.lang }),
  };
  if (Object.keys(changes).length)
    await database.db
      .updateTable('client_access')
      .set(changes)
      .where('user_id', '=', scope.userId)
      .where('revoked_at', 'is', null)
      .execute();
  return readClientMe(database, scope);
}

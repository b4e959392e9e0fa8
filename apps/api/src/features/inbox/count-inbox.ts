import type { InboxCountQuery } from '@crm/shared';
import type { Database } from '../../db/database.js';

/** GET /inbox/count: the navigation's badge asks for status=new, which its index answers. */
export async function countInbox(database: Database, { kind, status }: InboxCountQuery): Promise<number> {
  const row = await database.db
    .selectFrom('inbox_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .$if(!!kind, (q) => q.where('kind', '=', kind as NonNullable<typeof kind>))
    .$if(!!status, (q) => q.where('status', '=', status as NonNullable<typeof status>))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

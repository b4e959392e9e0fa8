// The self sign-up an inbox item stands for (issue 29), still to be handled: a 409 for any other.
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError, notFound } from '../../shared/app-error.js';

export async function openSignupItem(trx: Transaction<DB>, id: number) {
  const item = await trx
    .selectFrom('inbox_items')
    .select(['id', 'kind', 'status', 'user_id', 'entity_id'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!item) throw notFound('lookup.inbox');
  if (item.kind !== 'signup' || item.status !== 'new' || !item.user_id)
    throw new AppError(409, 'exists', 'client.err.notSignup');
  return { ...item, user_id: item.user_id };
}

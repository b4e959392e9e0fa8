// Client accounts for tests (issue 29): a signed-up user tied to a contact as the invitation does,
// with the companies they represent.
import { randomUUID } from 'node:crypto';
import { signUp } from './auth.js';
import type { TestApp } from './harness.js';

export interface TestClient {
  id: string;
  cookie: string;
  email: string;
}

/** Signs up `email` and ties the account to `entityId` (and `companies`) as a client. */
export async function clientAccount(
  t: TestApp,
  email: string,
  entityId: string,
  companies: string[] = [],
): Promise<TestClient> {
  const { cookie, body } = await signUp(t, email);
  const id = body.user.id as string;
  await t.database.db
    .insertInto('client_access')
    .values({ user_id: id, entity_id: entityId, granted_by: 'test', granted_at: new Date().toISOString() })
    .execute();
  if (companies.length)
    await t.database.db
      .insertInto('client_access_entities')
      .values(companies.map((entity_id) => ({ user_id: id, entity_id })))
      .execute();
  return { id, cookie, email };
}

/** A random address nobody holds yet. */
export const clientEmail = (who = 'client') => `${who}-${randomUUID().slice(0, 8)}@client.test`;

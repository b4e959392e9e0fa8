// The records a fuzz run starts with: requests name them (in paths, links, merges) so that many
// get past the lookups and reach the operations' writes.
import { expect } from 'vitest';
import { createAddress, createEmail, createEntity, createNumber, link } from '../factories.js';
import type { TestApp } from '../harness.js';
import { visit } from '../visitor.js';
import type { Pools } from './fuzz-requests.js';

export async function createPools(t: TestApp): Promise<Pools> {
  const entities = await Promise.all(Array.from({ length: 6 }, () => createEntity(t)));
  const addresses = await Promise.all(Array.from({ length: 4 }, () => createAddress(t)));
  const emails = await Promise.all(Array.from({ length: 4 }, () => createEmail(t)));
  const numbers = await Promise.all(Array.from({ length: 4 }, () => createNumber(t)));
  for (const [i, e] of entities.slice(0, 4).entries()) {
    await link(t, 'entities_emails', { entity_id: e.uuid, email: emails[i]!.email, type: 'WORK' });
    await link(t, 'entities_numbers', {
      entity_id: e.uuid,
      phone_number: numbers[i]!.phone_number,
      type: 'MOBILE',
    });
    await link(t, 'addresses_entities', {
      entity_id: e.uuid,
      address_id: addresses[i]!.uuid,
      role: 'OWNER',
    });
  }
  await link(t, 'entities_entities', {
    entity_id: entities[0]!.uuid,
    entity_id2: entities[1]!.uuid,
    relationship: 'OWNER',
  });
  for (const sender of ['Ada Visitor', 'Bob Visitor']) {
    const form = { sender, email: 'visitor@example.com', subject: 'Hello', body: 'A question' };
    expect((await visit(t, 'POST', '/api/v1/public/contact', form)).status).toBe(201);
  }
  const inbox = await t.call('GET', '/api/v1/inbox');
  return {
    entities: entities.map((e) => e.uuid),
    addresses: addresses.map((a) => a.uuid),
    emails: emails.map((e) => e.email),
    numbers: numbers.map((n) => n.phone_number),
    inboxItems: inbox.body.data.map((item: { id: number }) => item.id),
  };
}

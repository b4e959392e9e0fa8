// Issue 13: an export imports back with no mapping. Contacts with their emails and numbers (each
// link with its type), exported as CSV from one database and imported into an empty one, give the
// same contacts, records and links.
import type { EntityComplete } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { runImport } from '../../test/imports.js';

/** A contact as both databases must hold it: every field but its id, times and counters' order. */
function comparable(contact: EntityComplete) {
  const { uuid, created_at, updated_at, links, ...fields } = contact;
  const sorted = <T>(rows: T[], key: (row: T) => string) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    ...fields,
    emails: sorted(links.emails, (l) => l.email),
    numbers: sorted(links.numbers, (l) => l.phone_number),
  };
}

async function contactsOf(t: TestApp, names: string[]) {
  const found = [];
  for (const name of names) {
    const page = await t.call('GET', `/api/v1/entities/query?name=${encodeURIComponent(name)}`);
    const match = (page.body.data as { uuid: string; name: string }[]).filter((e) => e.name === name);
    expect(match, name).toHaveLength(1);
    found.push(comparable((await t.call('GET', `/api/v1/entities/${match[0]!.uuid}/complete`)).body));
  }
  return found;
}

describe.each(DIALECTS)('export → import round trip on %s', (dialect) => {
  let source: TestApp;
  let target: TestApp;
  beforeAll(async () => {
    [source, target] = await Promise.all([createTestApp(dialect), createTestApp(dialect)]);
  });
  afterAll(async () => {
    await Promise.all([source?.close(), target?.close()]);
  });

  it('gives the same contacts, emails, numbers and links in an empty database', async () => {
    const ann = await createEntity(source, {
      name: 'Ann Roundtrip',
      company_name: 'Acme; Sons',
      job_title: '=Broker',
      investor: true,
      is_person: true,
      revenue: 1250.5,
      n_employees: 12,
      notes: 'Line one\nline two, with "quotes"',
    });
    const bob = await createEntity(source, { name: 'Bob Roundtrip', owner: true });
    const work = await createEmail(source, { email: 'ann@roundtrip.test' });
    const home = await createEmail(source, { email: 'ann.home@roundtrip.test' });
    const mobile = await createNumber(source, { phone_number: '+1 514 399 7001' });
    await link(source, 'entities_emails', { entity_id: ann.uuid, email: work.email, type: 'WORK' });
    await link(source, 'entities_emails', { entity_id: ann.uuid, email: home.email, type: 'PERSONAL' });
    await link(source, 'entities_numbers', {
      entity_id: ann.uuid,
      phone_number: mobile.phone_number,
      type: 'MOBILE',
    });
    await link(source, 'entities_numbers', {
      entity_id: bob.uuid,
      phone_number: mobile.phone_number,
      type: 'WORK',
    });

    const exported = await source.app.inject({
      method: 'GET',
      url: '/api/v1/entities/export?format=csv',
      headers: { 'api-key': API_KEY },
    });
    expect(exported.statusCode).toBe(200);

    const job = await runImport(target, exported.rawPayload, { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 0 });

    const names = [ann.name, bob.name];
    expect(await contactsOf(target, names)).toEqual(await contactsOf(source, names));
    // The shared number is one record in the new database too, linked to both.
    const number = await target.call(
      'GET',
      `/api/v1/numbers/${encodeURIComponent(mobile.phone_number)}/complete`,
    );
    expect(number.body.n_linked_entities).toBe(2);
  });
});

// Issue 13: an export imports back with no mapping. Contacts with their emails and numbers (each
// link with its type), exported as CSV from one database and imported into an empty one, give the
// same contacts, records and links.
import type { EntityComplete } from '@crm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../test/auth.js';
import { createAddress, createEmail, createEntity, createNumber, link } from '../../test/factories.js';
import { API_KEY, createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { runImport } from '../../test/imports.js';

/** A contact as both databases must hold it: every field (its id too) but its times. */
function comparable(contact: EntityComplete) {
  const { created_at, updated_at, links, ...fields } = contact;
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

/** A kind's whole export as CSV, as the portal downloads it. */
async function exportOf(t: TestApp, kind: 'entities' | 'addresses') {
  const reply = await t.app.inject({
    method: 'GET',
    url: `/api/v1/${kind}/export?format=csv`,
    headers: { 'api-key': API_KEY },
  });
  expect(reply.statusCode).toBe(200);
  return reply.rawPayload;
}

/** A building's facts and space fields (issue 26): exported and imported like its other fields. */
const FACTS = {
  year_built: 1962,
  land_area_sqft: 18_500.5,
  parking_spaces: 40,
  zoning: 'C-4; mixed',
  for_sale: true,
  asking_price: 12_750_000,
  sale_terms: 'Vendor take-back, 60 days',
  space_use: 'office' as const,
  space_status: 'available' as const,
  asking_rent_sqft_year: 21.5,
  floor: '1-3',
};

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

    const exported = await exportOf(source, 'entities');

    const job = await runImport(target, exported, { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', created: 2, failed: 0 });

    const names = [ann.name, bob.name];
    expect(await contactsOf(target, names)).toEqual(await contactsOf(source, names));
    // The shared number is one record in the new database too, linked to both.
    const number = await target.call(
      'GET',
      `/api/v1/numbers/${encodeURIComponent(mobile.phone_number)}/complete`,
    );
    expect(number.body.n_linked_entities).toBe(2);

    // The same export again: every contact is matched by its id, nothing is created twice.
    const again = await runImport(target, exported, { kind: 'contacts', policy: 'skip' });
    expect(again).toMatchObject({ status: 'done', created: 0, skipped: 2, failed: 0 });
  });

  it('keeps a contact’s representative: exported by email, imported as the staff member of that email', async () => {
    // The same person is a staff member of both databases, under a different id in each.
    const [mine, theirs] = await Promise.all([
      userWithRole(source, 'rep.roundtrip@example.com', 'staff'),
      userWithRole(target, 'rep.roundtrip@example.com', 'staff'),
    ]);
    expect(mine.id).not.toBe(theirs.id);
    const carl = await createEntity(source, { name: 'Carl Roundtrip', representative_id: mine.id });
    const exported = await exportOf(source, 'entities');
    expect(exported.toString('utf8')).toContain('rep.roundtrip@example.com');

    const job = await runImport(target, exported, { kind: 'contacts', policy: 'skip' });
    expect(job).toMatchObject({ status: 'done', failed: 0 });
    const copy = await target.call('GET', `/api/v1/entities/${carl.uuid}/complete`);
    expect(copy.body.representative_id).toBe(theirs.id);
    // Every other field as exported.
    const [after] = await contactsOf(target, [carl.name]);
    const [before] = await contactsOf(source, [carl.name]);
    expect({ ...after, representative_id: null }).toEqual({ ...before, representative_id: null });
  });

  it('gives the same addresses linked to the same contacts, after the contacts', async () => {
    const owner = await createEntity(source, { name: 'Olga Roundtrip' });
    const manager = await createEntity(source, { name: 'Max Roundtrip', company_name: 'Gestion Max' });
    const building = await createAddress(source, {
      address: '426 Sunset Blvd, Montréal, QC H2X 1Y4',
      property_type: 'OFFICE',
      rba: 42000,
      notes: '=not a formula',
      ...FACTS,
    });
    await link(source, 'addresses_entities', {
      address_id: building.uuid,
      entity_id: owner.uuid,
      role: 'OWNER',
    });
    await link(source, 'addresses_entities', {
      address_id: building.uuid,
      entity_id: manager.uuid,
      role: 'PROPERTY_MANAGER',
    });
    const contacts = await runImport(target, await exportOf(source, 'entities'), {
      kind: 'contacts',
      policy: 'skip',
    });
    expect(contacts).toMatchObject({ status: 'done', created: 2, failed: 0 });
    const addresses = await runImport(target, await exportOf(source, 'addresses'), {
      kind: 'addresses',
      policy: 'skip',
    });
    expect(addresses).toMatchObject({ status: 'done', created: 1, failed: 0 });

    const found = await target.call(
      'GET',
      `/api/v1/addresses/query?address=${encodeURIComponent('426 Sunset')}`,
    );
    expect(found.body.data).toHaveLength(1);
    const [copy, original] = await Promise.all([
      target.call('GET', `/api/v1/addresses/${found.body.data[0].uuid}/complete`),
      source.call('GET', `/api/v1/addresses/${building.uuid}/complete`),
    ]);
    const roles = (body: { links: { entities: { entity_id: string; role: string }[] } }) =>
      body.links.entities.map((l) => `${l.entity_id} ${l.role}`).sort();
    expect(roles(copy.body)).toEqual(roles(original.body));
    expect(copy.body).toMatchObject({
      address: original.body.address,
      property_type: 'OFFICE',
      rba: 42000,
      notes: '=not a formula',
      n_linked_entities: 2,
      ...FACTS,
    });
  });
});

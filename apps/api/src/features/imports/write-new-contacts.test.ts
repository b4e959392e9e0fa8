// The import's fast path must write exactly what the one-row path (the API's own operations) writes:
// the same contacts, records, links, counters, totals and audit entries. Both paths import the same
// rows into two databases holding the same records; the two databases must then read the same.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createAddress, createEmail, createEntity, createNumber } from '../../test/factories.js';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { loadContactIndex } from './contact-index.js';
import { mapColumns } from './map-columns.js';
import { planImportRow } from './plan-import-row.js';
import { writeImportRow } from './write-import-row.js';
import { writeNewContacts } from './write-new-contacts.js';

const HEADERS = [
  'name',
  'company_name',
  'investor',
  'job_title',
  'email',
  'phone_number',
  'phone_type',
  'address',
  'address_role',
];
const ROWS = [
  ['Ann Fast', 'Acme', 'yes', 'Broker', 'ann@fast.test', '514 555 0101', 'WORK', '', ''],
  // Shares Ann's email (created by the batch) and links a stored number.
  ['Bob Fast', '', '', '', 'ann@fast.test; bob@fast.test (PERSONAL)', '+1 514 555 0199', 'MOBILE', '', ''],
  // A stored email, a new address, a role.
  ['Cleo Fast', 'Acme', 'x', '', 'stored@fast.test', '', '', '10 Rue Fast, Montréal, QC', 'HEADQUARTERS'],
  // The same new address typed alike, and the stored one.
  ['Dan Fast', '', '', 'CFO', '', '', '', '10 Rue Fast, Montréal, QC', ''],
  ['Eve Fast', '', 'non', '', '', '', '', '1 Stored Street, Montréal, QC', 'HOME'],
];

// Several emails, numbers and addresses a row (an Outlook-style layout), with a note beside a number,
// an address shared by two rows and one already stored.
const MULTI_HEADERS = [
  'First Name',
  'Last Name',
  'E-mail Address',
  'E-mail 2 Address',
  'Mobile Phone',
  'Business Phone',
  'Home Phone',
  'Business Street',
  'Business City',
  'Home Street',
  'Home City',
];
const MULTI_ROWS = [
  [
    'Fay',
    'Many',
    'fay@many.test',
    'fay2@many.test',
    '514 555 0111',
    '(514) 555-0112 Mike',
    '450 555 0113',
    '5 Rue Work',
    'Montréal',
    '6 Rue Home',
    'Laval',
  ],
  [
    'Gus',
    'Many',
    'stored@fast.test',
    'fay2@many.test',
    '+1 514 555 0199',
    '',
    '',
    '5 Rue Work',
    'Montréal',
    '1 Stored Street',
    'Montréal, QC',
  ],
];

async function withStoredRecords(t: TestApp) {
  await createEmail(t, { email: 'stored@fast.test' });
  await createNumber(t, { phone_number: '+1 514 555 0199' });
  await createAddress(t, { address: '1 Stored Street, Montréal, QC' });
  await createEntity(t, { name: 'Already Here' });
}

const ACTOR = 'import:test';

async function importBothWays(fast: TestApp, slow: TestApp, headers = HEADERS, rows = ROWS) {
  const columns = mapColumns('contacts', headers, undefined);
  const plans = rows.map((cells, i) => planImportRow('contacts', columns, cells, i + 2));
  expect(plans.flatMap((p) => [...Object.keys(p.errors), ...p.refused.map((r) => r.column)])).toEqual([]);
  const fastIndex = await loadContactIndex(fast.database);
  await fast.database.db
    .transaction()
    .execute((trx) => writeNewContacts(fast.database, trx, plans, fastIndex, ACTOR));
  const slowIndex = await loadContactIndex(slow.database);
  await slow.database.db.transaction().execute(async (trx) => {
    for (const plan of plans)
      await writeImportRow(slow.database, trx, 'contacts', 'skip', plan, slowIndex, ACTOR);
  });
}

/** Everything the two paths write, with generated ids replaced by the contact's or address's name
 * and times left out, sorted so that only content counts. */
async function snapshot({ db }: Database) {
  const entities = await db.selectFrom('entities').selectAll().orderBy('seq').execute();
  const addresses = await db.selectFrom('addresses').selectAll().orderBy('seq').execute();
  const names = new Map<string, string>([
    ...entities.map((e) => [String(e.uuid), `entity:${e.name}`] as const),
    ...addresses.map((a) => [String(a.uuid), `address:${a.address}`] as const),
  ]);
  const named = (text: string) => text.replace(/[0-9a-f-]{36}/g, (id) => names.get(id) ?? id);
  const clean = <R extends Record<string, unknown>>(rows: R[]) =>
    rows
      .map((row) => {
        const out: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(row)) {
          if (['seq', 'created_at', 'updated_at', 'at'].includes(k)) continue;
          out[k] = typeof v === 'string' ? named(v) : v instanceof Date ? 'date' : v;
        }
        return JSON.stringify(out);
      })
      .sort();
  return {
    entities: clean(entities),
    addresses: clean(addresses),
    emails: clean(await db.selectFrom('emails').selectAll().execute()),
    numbers: clean(await db.selectFrom('phone_numbers').selectAll().execute()),
    entities_emails: clean(await db.selectFrom('entities_emails').selectAll().execute()),
    entities_numbers: clean(await db.selectFrom('entities_numbers').selectAll().execute()),
    addresses_entities: clean(await db.selectFrom('addresses_entities').selectAll().execute()),
    record_counts: clean(await db.selectFrom('record_counts').selectAll().execute()),
    audit: clean(await db.selectFrom('audit_log').selectAll().where('actor', '=', ACTOR).execute()),
  };
}

describe.each(DIALECTS)('the import fast path (%s)', (dialect) => {
  let fast: TestApp;
  let slow: TestApp;
  beforeEach(async () => {
    [fast, slow] = await Promise.all([createTestApp(dialect), createTestApp(dialect)]);
    await withStoredRecords(fast);
    await withStoredRecords(slow);
  });
  afterEach(async () => {
    await Promise.all([fast?.close(), slow?.close()]);
  });

  it('writes the same records, links, counters, totals and audit entries as one row at a time', async () => {
    await importBothWays(fast, slow);
    const [a, b] = await Promise.all([snapshot(fast.database), snapshot(slow.database)]);
    expect(a).toEqual(b);
    // And the rows are what a user would see: Bob shares Ann's email and links the stored number.
    expect(a.entities).toHaveLength(6);
    expect(a.entities_emails).toHaveLength(4);
    expect(a.emails.find((e) => e.includes('"ann@fast.test"'))).toContain('"n_linked_entities":2');
    expect(a.numbers.find((n) => n.includes('5550199'))).toContain('"n_linked_entities":1');
    expect(a.addresses_entities).toHaveLength(3);
    expect(a.audit.length).toBeGreaterThan(10);
  });

  it('writes several emails, numbers and addresses a row the same both ways', async () => {
    await importBothWays(fast, slow, MULTI_HEADERS, MULTI_ROWS);
    const [a, b] = await Promise.all([snapshot(fast.database), snapshot(slow.database)]);
    expect(a).toEqual(b);
    expect(a.entities_emails).toHaveLength(4);
    expect(a.entities_numbers).toHaveLength(4);
    expect(a.addresses_entities).toHaveLength(4);
    expect(a.numbers.find((n) => n.includes('5550112'))).toContain('"notes":"Mike"');
    expect(a.addresses_entities.filter((l) => l.includes('"role":"HOME"'))).toHaveLength(2);
  });
});

// International and extension numbers through the import, on both databases (ADR 0029): each
// row's number stored in E.164 with its extension and linked to the row's contact; a number without
// country code read in the firm's region (PHONE_REGION).
import { setPhoneRegion } from '@crm/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness.js';
import { postImport, runImport } from '../../test/imports.js';

const file = (...rows: string[]) => Buffer.from(['Name,Phone', ...rows].join('\r\n'));

async function numbersOf(t: TestApp, name: string) {
  const row = await t.database.db
    .selectFrom('entities')
    .select('uuid')
    .where('name', '=', name)
    .executeTakeFirst();
  expect(row, name).toBeDefined();
  const contact = await t.call('GET', `/api/v1/entities/${row!.uuid}/complete`);
  return (contact.body.links.numbers as Array<{ phone_number: string }>).map((n) => n.phone_number);
}

describe.each(DIALECTS)('numbers in an import (%s)', (dialect) => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
    setPhoneRegion('CA');
  });

  it('imports French, British and extension numbers as E.164 with ;ext=', async () => {
    t = await createTestApp(dialect, { demoData: false });
    const csv = file(
      'Amélie Durand,+33 1 42 68 53 00',
      'Oliver Smith,+44 20 7946 0958',
      'Mike Ryan,(312) 907-6249 ext. 12',
      'Luc Tremblay,514-555-0142 poste 7',
    );
    const dry = await postImport(t, csv, { kind: 'contacts', dry_run: 'true' });
    expect(dry.status).toBe(200);
    expect(dry.body.totals).toMatchObject({ create: 4, fail: 0 });
    const job = await runImport(t, csv, { kind: 'contacts' });
    expect(job).toMatchObject({ status: 'done' });
    expect(await numbersOf(t, 'Amélie Durand')).toEqual(['+33142685300']);
    expect(await numbersOf(t, 'Oliver Smith')).toEqual(['+442079460958']);
    expect(await numbersOf(t, 'Mike Ryan')).toEqual(['+13129076249;ext=12']);
    expect(await numbersOf(t, 'Luc Tremblay')).toEqual(['+15145550142;ext=7']);
    // Stored so that the numbers' search finds them by their national digits.
    const found = await t.call('GET', `/api/v1/numbers/query?phone_number=${encodeURIComponent('020 7946')}`);
    expect(found.body.data.map((n: { phone_number: string }) => n.phone_number)).toEqual(['+442079460958']);
  });

  it('reads a number without country code in the firm’s region', async () => {
    t = await createTestApp(dialect, { demoData: false, phoneRegion: 'FR' });
    const job = await runImport(t, file('Amélie Durand,01 42 68 53 00', 'Mike Ryan,+1 312 907 6249'), {
      kind: 'contacts',
    });
    expect(job).toMatchObject({ status: 'done' });
    expect(await numbersOf(t, 'Amélie Durand')).toEqual(['+33142685300']);
    expect(await numbersOf(t, 'Mike Ryan')).toEqual(['+13129076249']);
  });
});

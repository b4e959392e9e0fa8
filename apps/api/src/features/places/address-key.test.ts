import { readFileSync } from 'node:fs';
import { searchText } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { DIALECTS, testDatabase } from '../../test/harness.js';
import { addressKey } from './address-key.js';

describe('address key', () => {
  it('is the same for one building and unit typed several ways', () => {
    const same = [
      [
        '123 Main St., Unit 4, Springfield, IL 62701',
        '123 MAIN STREET #4, SPRINGFIELD IL',
        '123 main street, apt 4, springfield, illinois',
      ],
      [
        '1250 rue Sainte-Catherine O, app. 4, Montréal QC H3G 1P1',
        '1250, RUE SAINTE-CATHERINE OUEST, APP 4, MONTREAL (QUEBEC) H3G1P1',
      ],
      ['PO Box 123, Springfield, IL 62701', 'P.O. Box 123, Springfield, Illinois'],
      ['10 N Main St NW', '10 North Main Street Northwest'],
    ];
    for (const group of same) expect(new Set(group.map((a) => addressKey(a))).size, group[0]).toBe(1);
    // The unit field wins over the text, and different units or buildings differ.
    expect(addressKey('123 Main St, Springfield IL', '4')).toBe(
      addressKey('123 Main St Apt 4, Springfield IL'),
    );
    const different = [
      '123 Main St Apt 4, Springfield IL',
      '123 Main St Apt 5, Springfield IL',
      '125 Main St Apt 4, Springfield IL',
      '123 Main Ave Apt 4, Springfield IL',
      '123 Main St Apt 4, Chicago IL',
    ];
    expect(new Set(different.map((a) => addressKey(a))).size).toBe(different.length);
  });
});

describe('address key of a retype', () => {
  // What the exact-text dedupe_key caught before 0005: the same text in other capitals, spacing or
  // punctuation. Every address of the parser's corpus, retyped each such way, keeps its key.
  it('ignores capitals, accents, spacing, commas, periods and brackets', () => {
    const corpus = readFileSync(new URL('./address-corpus.jsonl', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const retypes = [
      (s: string) => s.toLowerCase(),
      (s: string) => s.toUpperCase(),
      searchText,
      (s: string) => s.replace(/[.,()]/g, ''),
      (s: string) => s.replace(/[.,()]/g, ' ').replace(/ /g, '  '),
      (s: string) => s.replace(/(\d{5})-(\d{4})/, '$1 $2'),
    ];
    for (const line of corpus) {
      const text = (JSON.parse(line) as { text: string }).text;
      for (const retype of retypes)
        expect(addressKey(retype(text)), `${text} / ${retype(text)}`).toBe(addressKey(text));
    }
  });
});

describe.each(DIALECTS)('migration 0004 on %s', (dialect) => {
  it('backfills address_key; a row duplicating an earlier one keeps null; the key is unique', async () => {
    const { database, drop } = await testDatabase(dialect);
    try {
      await migrateTo(database.db, '0003-auth', database.schema);
      const row = (n: number, address: string) => ({
        uuid: `01890000-0000-7000-8000-00000000000${n}`,
        address,
        dedupe_key: `legacy-${n}`,
        search_address: '',
        search_city: '',
        search_postal: '',
        search_country: '',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
      await database.db
        .insertInto('addresses')
        .values([row(1, '123 Main St, Unit 4'), row(2, '123 MAIN STREET #4'), row(3, '9 Elm Ave')] as never)
        .execute();
      await migrateToLatest(database.db, database.schema);
      const keys = await database.db
        .selectFrom('addresses')
        .select(['uuid', 'address_key'])
        .orderBy('uuid')
        .execute();
      expect(keys.map((k) => k.address_key)).toEqual([
        addressKey('123 Main St, Unit 4'),
        null,
        addressKey('9 Elm Ave'),
      ]);
      await expect(
        database.db
          .updateTable('addresses')
          .set({ address_key: keys[0]!.address_key })
          .where('uuid', '=', keys[1]!.uuid)
          .execute(),
      ).rejects.toThrow();
    } finally {
      await database.close();
      await drop();
    }
  });
});

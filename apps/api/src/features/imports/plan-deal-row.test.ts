// A deals row planned without a database: its columns by deal sheets' names (a commission header's
// sign telling the rate from the amount), percentages as brokers write them, parties by role column
// or the export's list, splits by email and percent, a lost reason by its words or as a note; every
// refused value named by its column's field, with the deal API's own message.
import { describe, expect, it } from 'vitest';
import { mapColumns } from './map-columns.js';
import { planImportRow } from './plan-import-row.js';

const plan = (header: string, row: string) =>
  planImportRow('deals', mapColumns('deals', header.split('|'), undefined), row.split('|'), 2);

describe('a deals row', () => {
  it('reads its columns by deal sheets’ names in English and French', () => {
    const columns = mapColumns(
      'deals',
      [
        'Opportunity Name',
        'Deal Type',
        'Étape',
        'Commission %',
        'Commission ($)',
        'Close Date',
        'Courtier',
        'Contact',
      ],
      undefined,
    );
    expect(columns.map((c) => c.field)).toEqual([
      'name',
      'pipeline',
      'stage',
      'commission_pct',
      'commission_amount',
      'expected_close_on',
      'owner',
      null,
    ]);
  });

  it('reads percentages, a percentage under a plain Commission header as the rate, and parties', () => {
    const row = plan(
      'Deal|Pipeline|Commission|Probability|Buyer|Seller|Parties',
      'Lot 5|Acquisition|3%|0.35|Alpha Inc.; Beta LLC|Gamma Co.|lender: Delta Bank; autre: Epsilon',
    );
    expect(row.errors).toEqual({});
    expect(row.deal).toMatchObject({
      pipeline: 'Acquisition',
      stage: null,
      owner: null,
      values: { name: 'Lot 5', commission_pct: 3, probability: 35 },
      parties: [
        { role: 'seller', name: 'Gamma Co.' },
        { role: 'buyer', name: 'Alpha Inc.' },
        { role: 'buyer', name: 'Beta LLC' },
        { role: 'lender', name: 'Delta Bank' },
        { role: 'other', name: 'Epsilon' },
      ],
    });
    expect(row.deal?.values.commission_amount).toBeUndefined();
  });

  it('reads splits by email and percent, and a lost reason by its words or as the note of other', () => {
    const header = 'Deal|Pipeline|Stage|Splits|Lost reason';
    const lost = plan(header, 'Lot 6|Sale|Closed lost|a@x.com (60%); b@x.com (40 %)|Concurrent');
    expect(lost.deal).toMatchObject({
      splits: [
        { staff: 'a@x.com', pct: 60 },
        { staff: 'b@x.com', pct: 40 },
      ],
      values: { lost_reason: 'lost_to_competitor' },
    });
    const other = plan(header, 'Lot 7|Sale|Closed lost||Buyer’s financing fell through');
    expect(other.deal?.values).toMatchObject({
      lost_reason: 'other',
      lost_note: 'Buyer’s financing fell through',
    });
  });

  it('names each refused value by its column, with the deal API’s message', () => {
    const header = 'Deal|Pipeline|Commission %|Commission $|Splits|Expected close|Buyer|Seller|Parties';
    expect(plan(header, '|Sale|2%|$10,000|a@x.com (60%)|someday|Acme|Acme|buyer Zed').errors).toEqual({
      name: 'deals.val.name',
      expected_close_on: 'deals.val.date',
      buyer: 'deals.val.partyTwice',
      parties: 'import.val.dealParties',
    });
    // The rules across fields, once each field is valid, as the API checks them.
    expect(plan(header, 'Lot 9|Sale|2%|$10,000|a@x.com (60%)|2027-01-31|Acme||').errors).toEqual({
      commission_amount: 'deals.val.commissionBoth',
      splits: 'deals.val.splitsSum',
    });
    expect(plan('Deal|Stage', 'Lot 8|Offers').errors).toEqual({ pipeline: 'val.required' });
  });
});

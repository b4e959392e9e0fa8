import type { HistoryItem } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { describeEntry, whoOf } from './describe-entry';

const A = '01890000-0000-7000-8000-00000000000a';
const B = '01890000-0000-7000-8000-00000000000b';
const item = (over: Partial<HistoryItem>): HistoryItem => ({
  seq: 1,
  at: '2026-11-24T10:00:00.000Z',
  actor: 'api-key:tests',
  actor_name: null,
  action: 'create',
  record_type: 'entity',
  record_id: A,
  changes: {},
  other: null,
  ...over,
});

describe('describeEntry', () => {
  it('a record created, imported, changed', () => {
    expect(describeEntry(item({}), A)).toEqual({ what: 'created' });
    expect(describeEntry(item({ actor: 'import:0190abcd-1234' }), A)).toEqual({ what: 'imported' });
    expect(
      describeEntry(item({ action: 'update', changes: { job_title: { old: 'A', new: 'B' } } }), A),
    ).toEqual({ what: 'changed', changes: [{ field: 'job_title', old: 'A', new: 'B' }] });
  });

  it('a link added, retagged, removed, read from either side', () => {
    const other = { type: 'entity', id: B, label: 'Bee' };
    const link = (action: HistoryItem['action'], old: unknown, next: unknown) =>
      item({
        action,
        record_type: 'entities_entities',
        record_id: `${A}/${B}`,
        other,
        changes: { relationship: { old, new: next } },
      });
    expect(describeEntry(link('create', null, 'OWNER'), A)).toMatchObject({
      what: 'linked',
      other: { kind: 'entity', id: B, label: 'Bee' },
      field: 'relationship',
      new: 'OWNER',
      direction: 'out',
    });
    expect(describeEntry(link('update', 'OWNER', 'SPOUSE'), B)).toMatchObject({
      what: 'retagged',
      old: 'OWNER',
      new: 'SPOUSE',
      direction: 'in',
    });
    expect(describeEntry(link('delete', 'OWNER', null), A)).toMatchObject({ what: 'unlinked', old: 'OWNER' });
    const email = item({
      record_type: 'entities_emails',
      record_id: `${A}/a@b.test`,
      other: { type: 'email', id: 'a@b.test', label: 'a@b.test' },
      changes: { type: { old: null, new: 'WORK' } },
    });
    expect(describeEntry(email, A)).toMatchObject({
      what: 'linked',
      other: { kind: 'email' },
      field: 'type',
      new: 'WORK',
    });
  });

  it('a merge and a record merged away', () => {
    expect(
      describeEntry(
        item({
          action: 'merge',
          changes: { merged: { old: null, new: [B] }, website: { old: null, new: 'x.test' } },
        }),
        A,
      ),
    ).toEqual({ what: 'merge', merged: [B], changes: [{ field: 'website', old: null, new: 'x.test' }] });
    // The merged record's values, but for the flags it did not have.
    expect(
      describeEntry(
        item({
          action: 'merged',
          changes: {
            name: { old: 'Bee', new: null },
            investor: { old: true, new: null },
            owner: { old: false, new: null },
            revenue: { old: 0, new: null },
            merged_into: { old: null, new: A },
          },
        }),
        B,
      ),
    ).toEqual({
      what: 'merged',
      into: A,
      values: [
        { field: 'name', value: 'Bee' },
        { field: 'investor', value: true },
        { field: 'revenue', value: 0 },
      ],
    });
  });
});

describe('whoOf', () => {
  it('sorts actors into staff, api keys, import jobs and the website forms', () => {
    expect(whoOf({ actor: 'user:u1', actor_name: 'Grace' })).toEqual({ by: 'staff', name: 'Grace' });
    expect(whoOf({ actor: 'api-key:zapier', actor_name: null })).toEqual({ by: 'apiKey', name: 'zapier' });
    expect(whoOf({ actor: 'import:0190abcd-1234-7000', actor_name: null })).toEqual({
      by: 'import',
      name: '0190abcd',
    });
    expect(whoOf({ actor: 'public:contact', actor_name: null })).toEqual({ by: 'contactForm' });
    expect(whoOf({ actor: 'public:showcase', actor_name: null })).toEqual({ by: 'showcaseForm' });
  });
});

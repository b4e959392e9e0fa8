// What the timeline shows, apart from React: runs of record changes fold into one row, in the
// page's order; the history filter folds nothing; a datetime-local value becomes an instant.
import type { TimelineItem } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { instantOf, localInputValue, timelineRows, unseenError } from './timeline-rows';

const h = (seq: number) => ({ type: 'history', id: String(seq) }) as TimelineItem;
const a = (id: string) => ({ type: 'activity', id }) as TimelineItem;

describe('timeline rows', () => {
  it('folds each run of record changes into one row, keeping the order', () => {
    const rows = timelineRows([h(9), a('x'), h(8), h(7), h(6), a('y'), h(5)]);
    expect(rows.map((r) => (r.row === 'history' ? r.items.map((i) => i.id) : r.item.id))).toEqual([
      ['9'],
      'x',
      ['8', '7', '6'],
      'y',
      ['5'],
    ]);
    expect(rows.map((r) => r.key)).toEqual([
      'history:9',
      'activity:x',
      'history:8',
      'activity:y',
      'history:5',
    ]);
  });

  it('folds nothing when told not to (the history filter)', () => {
    expect(timelineRows([h(3), h(2), h(1)], false)).toHaveLength(3);
  });
});

describe('times typed', () => {
  it('a datetime-local value is this device’s wall clock, sent as a UTC instant', () => {
    const local = localInputValue(new Date(2026, 10, 27, 14, 5));
    expect(local).toBe('2026-11-27T14:05');
    expect(instantOf(local)).toBe(new Date(2026, 10, 27, 14, 5).toISOString());
    expect(instantOf('')).toBe('');
    expect(instantOf('not a date')).toBe('');
  });
});

it('names the first error no field shows', () => {
  expect(
    unseenError({ subject: { message: 'a' }, entity_ids: { message: 'val.recordIds' } }, { subject: '' }),
  ).toBe('val.recordIds');
  expect(unseenError({ subject: { message: 'a' } }, { subject: '' })).toBeUndefined();
});

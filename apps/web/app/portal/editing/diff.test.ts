import { describe, expect, it } from 'vitest';
import { buildDiff, NEVER_SENT, sameValue } from './diff';

describe('sameValue', () => {
  it('compares structure, not identity', () => {
    expect(sameValue({ a: 1, b: [1, { c: 'x' }] }, { b: [1, { c: 'x' }], a: 1 })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
    expect(sameValue({ a: undefined }, {})).toBe(true);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(0, '0')).toBe(false);
  });
});

describe('buildDiff', () => {
  const original = {
    uuid: 'u',
    name: 'Acme',
    notes: null as string | null,
    investor: false,
    place_type: ['premise'],
    n_linked_emails: 2,
    links: { emails: [] as string[] },
  };

  it('lists only the changed fields with their new values', () => {
    const current = { ...original, name: 'Acme Inc', investor: true };
    expect(buildDiff(original, current, NEVER_SENT)).toEqual({ name: 'Acme Inc', investor: true });
  });

  it('leaves out counters, links and read-only fields even when they differ', () => {
    const current = { ...original, uuid: 'v', n_linked_emails: 3, links: { emails: ['a@b.c'] } };
    expect(buildDiff(original, current, NEVER_SENT)).toEqual({});
  });

  it('sees a cleared field and a changed list', () => {
    const current = { ...original, notes: '', place_type: ['premise', 'subpremise'] };
    expect(buildDiff({ ...original, notes: 'x' }, current, NEVER_SENT)).toEqual({
      notes: '',
      place_type: ['premise', 'subpremise'],
    });
  });
});

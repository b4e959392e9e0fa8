import { describe, expect, it } from 'vitest';
import { differingFields, mergeBody } from './merge-choices';

describe('merge choices', () => {
  it('lists only the mergeable fields whose values differ', () => {
    const a = { name: 'Ann', job_title: null, notes: 'x', n_linked_emails: 1, uuid: 'a' };
    const b = { name: 'Ann', job_title: 'Broker', notes: 'y', n_linked_emails: 3, uuid: 'b' };
    expect(differingFields('entities', a, b)).toEqual(['job_title', 'notes']);
    expect(
      differingFields('addresses', { address: '1 A St', rba: 1 }, { address: '1 A Street', rba: 1 }),
    ).toEqual(['address']);
  });

  it('keeps the survivor’s values unless another is chosen', () => {
    const ids = { a: 'id-a', b: 'id-b' };
    expect(mergeBody(ids, 'a', ['job_title', 'notes'], { notes: 'b' })).toEqual({
      into: 'id-a',
      from: ['id-b'],
      fields: { notes: 'id-b' },
    });
    expect(mergeBody(ids, 'b', ['job_title', 'notes'], { notes: 'b', job_title: 'a' })).toEqual({
      into: 'id-b',
      from: ['id-a'],
      fields: { job_title: 'id-a' },
    });
  });
});

// The deal room's one access rule, every document level against every kind of visitor.
import { DOCUMENT_LEVELS } from '@crm/shared';
import { describe, expect, it } from 'vitest';
import { canRead, rises, type Visitor } from './can-read.js';

const VISITORS: Record<string, Visitor> = {
  anyone: { staff: false, level: 'none' },
  accepted: { staff: false, level: 'agreement' },
  approved: { staff: false, level: 'approved' },
  staff: { staff: true, level: 'none' },
};

// Rows: document levels; columns: anyone, accepted, approved, staff.
const EXPECTED = {
  public: [true, true, true, true],
  agreement: [false, true, true, true],
  approved: [false, false, true, true],
  private: [false, false, false, true],
} as const;

describe('canRead', () => {
  it.each(DOCUMENT_LEVELS)('decides a %s document for each visitor', (level) => {
    const answers = Object.values(VISITORS).map((visitor) => canRead(level, visitor));
    expect(answers).toEqual(EXPECTED[level]);
  });

  it('lets staff read everything whatever lead level they carry', () => {
    for (const level of DOCUMENT_LEVELS)
      for (const lead of ['none', 'agreement', 'approved'] as const)
        expect(canRead(level, { staff: true, level: lead })).toBe(true);
  });

  it('says a level rises only when it opens more', () => {
    expect(rises('agreement', 'approved')).toBe(true);
    expect(rises('none', 'agreement')).toBe(true);
    expect(rises('approved', 'agreement')).toBe(false);
    expect(rises('approved', 'approved')).toBe(false);
  });
});

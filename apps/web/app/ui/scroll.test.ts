import { describe, expect, it } from 'vitest';
import { lastReached } from './scroll';

describe('lastReached (the active section)', () => {
  const tops = { home: -900, about: -10, owners: 80, investors: 81, contact: 2000 };
  const keys = Object.keys(tops) as (keyof typeof tops)[];
  const top = (key: keyof typeof tops) => tops[key];

  it('is the last section whose top is at or above the line', () => {
    expect(lastReached(keys, 80, top)).toBe('owners');
    expect(lastReached(keys, 79.5, top)).toBe('about');
    expect(lastReached(keys, 5000, top)).toBe('contact');
  });

  it('is the first when none has reached the line, and skips sections not found', () => {
    expect(lastReached(keys, -1000, top)).toBe('home');
    expect(lastReached(['a', 'b', 'c'], 0, (key) => (key === 'b' ? undefined : -1))).toBe('c');
    expect(lastReached(['a', 'b'], 0, (key) => (key === 'b' ? undefined : 10))).toBe('a');
  });
});

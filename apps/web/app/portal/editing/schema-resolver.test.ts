import { describe, expect, it } from 'vitest';
import { numberInput } from './schema-resolver';

describe('numberInput', () => {
  it('reads empty as null and numbers as typed in English or French', () => {
    expect(numberInput('')).toBeNull();
    expect(numberInput('  ')).toBeNull();
    expect(numberInput('42')).toBe(42);
    expect(numberInput('1234.5')).toBe(1234.5);
    expect(numberInput('1 234,5')).toBe(1234.5);
    expect(numberInput('-3')).toBe(-3);
  });

  it('refuses what is not a number rather than guess (NaN, which the schema refuses)', () => {
    expect(numberInput('12abc')).toBeNaN();
    expect(numberInput('1,000')).toBeNaN();
    expect(numberInput('0x10')).toBeNaN();
  });
});

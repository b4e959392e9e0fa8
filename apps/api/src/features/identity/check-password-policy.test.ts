// checkPasswordPolicy, the one server check of a new password (ADR 0022): the list it holds and
// how a password is compared with it and with the account's email.
import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy, isCommonPassword } from './check-password-policy.js';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js';

describe('checkPasswordPolicy', () => {
  it('holds the 10,000 passwords of the list, each once', () => {
    const lines = COMMON_PASSWORDS_TEXT.split('\n');
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.slice(0, 3)).toEqual(['password', '123456', '12345678']);
    expect(lines.at(-1)).toBe('eyphed');
    expect(lines).toContain("pic\\'s");
  });

  it('finds every entry of the list in any case', () => {
    for (const entry of COMMON_PASSWORDS_TEXT.split('\n')) {
      expect(isCommonPassword(entry), entry).toBe(true);
      expect(isCommonPassword(entry.toUpperCase()), entry).toBe(true);
    }
  });

  it('finds an entry with digits and symbols added at its ends, or @ and $ for a and s', () => {
    for (const password of [
      'Password1!',
      'Password123!',
      'Summer2024$',
      '!1Dragon',
      'P@$$word1',
      'Letmein..',
    ])
      expect(isCommonPassword(password), password).toBe(true);
  });

  it('leaves alone a password that only contains a common word among others', () => {
    for (const password of ['Str0ng.Passw0rd', 'Blue.2024.Sky!', 'Dragon.Tea.Pot1', 'Tr0ub4dor&3'])
      expect(isCommonPassword(password), password).toBe(false);
  });

  it('answers the first rule broken, in the order a person can act on them', () => {
    expect(checkPasswordPolicy('Ab1.', 'a@b.co')).toBe('auth.val.passwordMin');
    expect(checkPasswordPolicy('password', 'a@b.co')).toBe('auth.val.passwordRule');
    expect(checkPasswordPolicy('Gaston.Password1', 'gaston@b.co')).toBe('auth.val.passwordEmail');
    expect(checkPasswordPolicy('Password1!', 'gaston@b.co')).toBe('auth.val.passwordCommon');
    expect(checkPasswordPolicy(`Ab1.${'x'.repeat(125)}`, 'a@b.co')).toBe('auth.val.passwordMax');
    expect(checkPasswordPolicy(`Ab1.${'x'.repeat(124)}`, 'a@b.co')).toBeUndefined();
  });

  it('accepts the passwords the tests and fixtures use', () => {
    for (const [password, email] of [
      ['Str0ng.Passw0rd', 'marie@example.com'],
      ['E2e.Chief.Passw0rd', 'admin@e2e.test'],
      ['Bench.Admin.Passw0rd', 'bench-admin@bench.test'],
      ['N3w.Passw0rd!', 'lea@example.com'],
    ])
      expect(checkPasswordPolicy(password!, email!), password).toBeUndefined();
  });
});

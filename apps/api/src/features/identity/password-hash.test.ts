// Password hashes: scrypt at OWASP's minimum, parameters stored with the hash, constant-time check.
import { describe, expect, it } from 'vitest';
import { hashParameters, hashPassword, SCRYPT_PARAMS, verifyPassword } from './password-hash.js';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 with a fresh 16-byte salt and writes them into the hash', async () => {
    const [a, b] = await Promise.all([hashPassword('Str0ng.Passw0rd'), hashPassword('Str0ng.Passw0rd')]);
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    expect(a).toMatch(/^\$scrypt\$n=131072,r=8,p=1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
    expect(hashParameters(a)).toEqual({ N: 131072, r: 8, p: 1 });
    expect(a).not.toBe(b);
  });

  it('accepts the password and nothing else', async () => {
    const hash = await hashPassword('Str0ng.Passw0rd');
    expect(await verifyPassword({ hash, password: 'Str0ng.Passw0rd' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'Str0ng.Passw0rD' })).toBe(false);
    expect(await verifyPassword({ hash, password: '' })).toBe(false);
  });

  it('still checks hashes made with other parameters, and refuses malformed ones', async () => {
    // A hash of the same shape with lighter parameters (as an older setting would have written).
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.alloc(16, 7);
    const key = scryptSync('Str0ng.Passw0rd', salt, 64, { N: 1024, r: 8, p: 1 });
    const old = `$scrypt$n=1024,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword({ hash: old, password: 'Str0ng.Passw0rd' })).toBe(true);
    for (const hash of ['', 'plain', old.replace('n=1024', 'n=1000'), old.replace('n=1024', 'n=1073741824')])
      expect(await verifyPassword({ hash, password: 'Str0ng.Passw0rd' }), hash).toBe(false);
  });
});

// Password hashing for Better Auth's credential accounts: scrypt at OWASP's minimum (N=2^17, r=8,
// p=1, 128 MiB per hash), a random 16-byte salt, and the parameters written into the stored string
// so they can be raised later without invalidating existing hashes:
//   $scrypt$n=131072,r=8,p=1$<salt, base64>$<64-byte key, base64>
// Better Auth's default scrypt uses N=16384, below that minimum.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** What every new hash is made with (Config.passwordHashing). */
export const SCRYPT_PARAMS: Readonly<ScryptParams> = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// Stored parameters are ours, but a bound keeps a tampered row from asking for gigabytes.
const MAX_N = 2 ** 20;
const FORMAT = /^\$scrypt\$n=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/]+={0,2})\$([A-Za-z0-9+/]+={0,2})$/;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number) {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below N=2^17.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  const { N, r, p } = params;
  return `$scrypt$n=${N},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** True when `password` produces `hash`; false for a wrong password or a hash in another format. */
export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const match = FORMAT.exec(hash);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (N < 2 || N > MAX_N || (N & (N - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) return false;
  const expected = Buffer.from(match[5]!, 'base64');
  if (expected.length < 16) return false;
  const key = await derive(password, Buffer.from(match[4]!, 'base64'), { N, r, p }, expected.length);
  return timingSafeEqual(key, expected);
}

/** The parameters a stored hash was made with (tests, and a future rehash on sign-in). */
export function hashParameters(hash: string): { N: number; r: number; p: number } | null {
  const match = FORMAT.exec(hash);
  return match ? { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } : null;
}

// Codes of an authenticator app (RFC 6238: HMAC-SHA-1, 30-second steps, six digits), computed
// from the otpauth:// URI the two-factor enrolment answers. Used by the API and the browser tests.
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const c of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(c);
    if (value < 0) throw new Error(`not base32: ${c}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The key in text (base32) of an otpauth:// URI. */
export const totpSecret = (uri: string) => new URL(uri).searchParams.get('secret') ?? '';

/** The 30-second steps whose codes totpCode gave out, per key, in this process. */
const given = new Map<string, Set<number>>();

/** The code an app shows at `at` (ms) for a base32 key; `step` moves by 30-second steps. Without
 * `step`, a code not given out before for that key: the server accepts the codes of the current
 * step and of one either side, each once (one-use-totp.ts), so a test signing in three times
 * within a minute is given the current, the next and the previous step's codes, in that order.
 * The current step's first: a code of the step before would be refused if the clock crossed a
 * step's end before the server checked it. */
export function totpCode(secret: string, at = Date.now(), step?: number): string {
  const now = Math.floor(at / 30_000);
  let at30 = now + (step ?? 0);
  if (step === undefined) {
    const used = given.get(secret) ?? new Set<number>();
    const fresh = [now, now + 1, now - 1].find((candidate) => !used.has(candidate));
    if (fresh === undefined) throw new Error('every code of the 90-second window has been used');
    at30 = fresh;
    used.add(fresh);
    given.set(secret, used);
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(at30));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

/** A code that is not the current one (nor the one before or after, which are accepted too). */
export const wrongTotpCode = (secret: string) => {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, Date.now(), step)));
  let code = 0;
  while (valid.has(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
};

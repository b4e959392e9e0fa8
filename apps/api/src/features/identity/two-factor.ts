// Two-factor sign-in (TOTP) through Better Auth's own `two-factor` plugin: enrolment answers the
// otpauth:// URI (QR code and key in text) and ten recovery codes, once; the plugin stores the TOTP
// secret encrypted with the auth secret. Recovery codes are kept as keyed hashes instead of the
// plugin's default (encrypted, so readable by anyone holding the database and the secret).
// See docs/decisions/0021-two-factor-and-sessions.md.
import { createHmac } from 'node:crypto';
import { twoFactor } from 'better-auth/plugins';

/** Shown by authenticator apps above the code. */
export const TOTP_ISSUER = 'Sterling Crest CRM';
/** A stored recovery code: `h1:` and the HMAC-SHA-256 of the code. */
const HASHED = /^h1:[0-9a-f]{64}$/;

/** The form a recovery code is compared in: trimmed, and its hash. Codes are ten letters and digits
 * shown as `xxxxx-xxxxx`; case matters (the plugin draws both cases). */
export const backupCodeHasher = (secret: string) => (code: string) =>
  HASHED.test(code) ? code : `h1:${createHmac('sha256', secret).update(code.trim()).digest('hex')}`;

export function twoFactorPlugin(secret: string) {
  const hash = backupCodeHasher(secret);
  return twoFactor({
    issuer: TOTP_ISSUER,
    // The pending sign-in (password accepted, code not yet) lasts ten minutes.
    twoFactorCookieMaxAge: 600,
    // No "trust this device": every password sign-in of an enrolled account asks for a code.
    trustDeviceMaxAge: 1,
    backupCodeOptions: {
      amount: 10,
      length: 10,
      // The plugin stores whatever `encrypt` returns and compares the submitted code with the
      // array `decrypt` gives back: we store hashes, and auth.ts's hooks.before hashes the code a
      // caller submits before the plugin sees it. `encrypt` also receives the remaining (already
      // hashed) codes after one is used, hence the idempotent hash.
      storeBackupCodes: {
        encrypt: async (json: string) => JSON.stringify((JSON.parse(json) as string[]).map(hash)),
        decrypt: async (stored: string) => stored,
      },
    },
  });
}

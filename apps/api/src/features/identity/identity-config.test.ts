// The identity settings read from the environment (README, Configuration).
import { describe, expect, it } from 'vitest';
import { GOOGLE_DISCOVERY_URL, loadConfig } from '../../config.js';

describe('identity settings', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config.authSecret).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.adminEmail).toBeUndefined();
    expect(config.trustedOrigins).toEqual(['http://127.0.0.1:3000']);
    expect(loadConfig({ PUBLIC_URL: 'https://crm.example.com' }).trustedOrigins).toEqual([]);
    expect(config.signInLimit).toEqual({ max: 5, windowMs: 900_000 });
    expect(config.signUpLimit).toEqual({ max: 10, windowMs: 3_600_000 });
    expect(config.passwordResetLimit).toEqual({ max: 5, windowMs: 3_600_000 });
    expect(config.sessionIdleMs).toBe(2 * 3_600_000);
    expect(config.sessionMaxAgeMs).toBe(7 * 86_400_000);
  });

  it('reads SESSION_IDLE and SESSION_MAX_AGE as durations, and refuses nonsense', () => {
    const config = loadConfig({ SESSION_IDLE: '15m', SESSION_MAX_AGE: '12h' });
    expect([config.sessionIdleMs, config.sessionMaxAgeMs]).toEqual([900_000, 43_200_000]);
    expect(loadConfig({ SESSION_IDLE: '90s', SESSION_MAX_AGE: '1d' }).sessionIdleMs).toBe(90_000);
    expect(() => loadConfig({ SESSION_IDLE: '2 hours' })).toThrow(/SESSION_IDLE must be a duration/);
    expect(() => loadConfig({ SESSION_MAX_AGE: '0d' })).toThrow(/SESSION_MAX_AGE/);
    expect(() => loadConfig({ SESSION_IDLE: '2d', SESSION_MAX_AGE: '1d' })).toThrow(/not be longer/);
  });

  it('reads Google, the first administrator, the secret, origins and limits', () => {
    const config = loadConfig({
      BETTER_AUTH_SECRET: 's3cret',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'shh',
      ADMIN_EMAIL: ' boss@firm.test ',
      ADMIN_PASSWORD: 'B0ss.Passw0rd',
      TRUSTED_ORIGINS: 'http://localhost:5173/, https://crm.example.com',
      SIGN_IN_LIMIT: '3/10s',
      SIGN_UP_LIMIT: '20/1h',
      PASSWORD_RESET_LIMIT: '2/5m',
    });
    expect(config.authSecret).toBe('s3cret');
    expect(config.google).toEqual({
      clientId: 'id.apps.googleusercontent.com',
      clientSecret: 'shh',
      discoveryUrl: GOOGLE_DISCOVERY_URL,
    });
    expect(GOOGLE_DISCOVERY_URL).toBe('https://accounts.google.com/.well-known/openid-configuration');
    expect(config.adminEmail).toBe('boss@firm.test');
    expect(config.trustedOrigins).toEqual(['http://localhost:5173', 'https://crm.example.com']);
    expect(config.signInLimit).toEqual({ max: 3, windowMs: 10_000 });
    expect(config.signUpLimit).toEqual({ max: 20, windowMs: 3_600_000 });
    expect(config.passwordResetLimit).toEqual({ max: 2, windowMs: 300_000 });
    expect(
      loadConfig({
        GOOGLE_CLIENT_ID: 'a',
        GOOGLE_CLIENT_SECRET: 'b',
        GOOGLE_DISCOVERY_URL: 'http://127.0.0.1:9/x',
      }).google?.discoveryUrl,
    ).toBe('http://127.0.0.1:9/x');
  });

  it('refuses half a Google configuration, a password without its administrator and malformed limits', () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'a' })).toThrow(/GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'B0ss.Passw0rd' })).toThrow(
      /ADMIN_PASSWORD is set without ADMIN_EMAIL/,
    );
    expect(() => loadConfig({ SIGN_IN_LIMIT: 'lots' })).toThrow(/SIGN_IN_LIMIT/);
    expect(() => loadConfig({ PASSWORD_RESET_LIMIT: '0' })).toThrow(/PASSWORD_RESET_LIMIT/);
  });
});

// Settings come from environment variables (and an optional .env file loaded by server.ts).
// Every variable is documented in the README; this is the only place that reads process.env.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ApiKey {
  name: string;
  key: string;
}

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  apiKeys: ApiKey[];
  smtpUrl: string | undefined;
  mailFrom: string;
  mailTo: string;
  logLevel: string;
  /** Folder of the built web app, served on the same port as the API. */
  webDist: string | undefined;
  trustProxy: boolean;
  /** Serve repeated reads from memory while the data is unchanged (SQLite only). */
  responseCache: boolean;
  /** Create a few linked demo records when the database has no contact yet. */
  demoData: boolean;
}

/** `API_KEYS=portal:k1,zapier:k2` names each key (the name is what the audit log records);
 * a bare `k1` is named key1, key2… by position. */
export function parseApiKeys(value: string | undefined): ApiKey[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry, i) => {
      const at = entry.indexOf(':');
      return at > 0
        ? { name: entry.slice(0, at), key: entry.slice(at + 1) }
        : { name: `key${i + 1}`, key: entry };
    })
    .filter((k) => k.key.length > 0);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:./data/crm.db',
    apiKeys: parseApiKeys(env.API_KEYS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CRM <no-reply@localhost>',
    mailTo: env.MAIL_TO ?? 'contact@localhost',
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    demoData: env.DEMO_DATA !== 'false',
    responseCache: env.RESPONSE_CACHE !== 'false',
  };
}

/** Without API_KEYS, a first run keeps one generated key in the data folder so the API can be
 * tried at once; production deployments set API_KEYS. */
export function developmentApiKey(file: string): ApiKey {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  }
  return { name: 'development', key: readFileSync(file, 'utf8').trim() };
}

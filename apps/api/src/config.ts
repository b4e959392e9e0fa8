// Settings come from environment variables (and an optional .env file loaded by server.ts).
// Every variable is documented in the README; this is the only place that reads process.env.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { isPhoneRegion } from '@crm/shared';
import { SCRYPT_PARAMS, type ScryptParams } from './features/identity/password-hash.js';

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
  /** Staff mailed an alert of each contact-form message (CONTACT_ALERT_TO); none when empty. */
  contactAlertTo: string[];
  logLevel: string;
  /** Folder of the built web app, served on the same port as the API. */
  webDist: string | undefined;
  trustProxy: boolean;
  /** Serve repeated reads from memory while the data is unchanged. */
  responseCache: boolean;
  /** Create a few linked demo records when the database has no contact yet. */
  demoData: boolean;
  /** POSTs each client address may make to each public form per window (the public GET allows
   * 20 times as many). */
  publicFormLimit: RateLimit;
  /** The site's public origin (canonical links, sitemap.xml, robots.txt, mail links, Better Auth's
   * base URL and trusted origin). */
  publicUrl: string;
  /** Other origins allowed to call /api/auth with cookies (e.g. the Vite dev server). */
  trustedOrigins: string[];
  /** Signs session cookies and OAuth state; server.ts keeps a generated one in the data folder when
   * BETTER_AUTH_SECRET is unset. */
  authSecret: string | undefined;
  /** Google sign-in (through its OpenID discovery document), when a client id and secret are set. */
  google: GoogleConfig | undefined;
  /** The first administrator, created or promoted at start. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Failed sign-ins per email address from one client address (each client address may fail 10
   * times as many across all addresses). */
  signInLimit: RateLimit;
  /** Sign-ups per client address. */
  signUpLimit: RateLimit;
  /** Password reset requests and resets per client address. */
  passwordResetLimit: RateLimit;
  /** scrypt's work factor for new password hashes: OWASP's minimum, always, from the environment
   * (there is no setting to lower it). Only the unit tests' harness passes a lighter one, as it
   * relaxes the rate limits: each stored hash names its own parameters, so any verifies. */
  passwordHashing: ScryptParams;
  /** The address pipeline's outside providers (offline only when neither key nor URL is set). */
  places: PlacesConfig;
  /** Largest spreadsheet POST /imports accepts, in bytes. */
  importMaxBytes: number;
  /** What an imported file may hold (rows, columns, a cell, an XLSX unzipped), checked as it is read. */
  importLimits: ImportLimits;
  /** Failed rows an import job keeps for its errors file (the counters count every one). */
  importMaxErrorRows: number;
  /** Exports running at once for one user (API key or staff member), and for the whole process. */
  exportLimit: { perUser: number; total: number };
  /** A session unused this long is ended at its next request (ms). */
  sessionIdleMs: number;
  /** A session is ended this long after its sign-in, however much it is used (ms). */
  sessionMaxAgeMs: number;
  /** API processes serving the port (node's cluster module when over 1). */
  workers: number;
  /** Redis, where the processes and hosts count the public-form and sign-in limits together. */
  redisUrl: string | undefined;
  /** Prefix of every key this deployment writes in Redis. */
  redisPrefix: string;
  /** ISO 3166 alpha-2 region a phone number without country code is read in (CA and US read the
   * same North American numbers). */
  phoneRegion: string;
  /** IANA time zone a staff member's due times are read in unless their profile names another. */
  timeZone: string;
  /** Reminder mails of due tasks and the morning digest (REMINDERS, ADR 0038). */
  reminders: boolean;
  /** Hour (0–23, in each staff member's time zone) the morning digest goes out. */
  digestHour: number;
  /** Where uploaded files are kept (storage/, ADR 0045). */
  fileStorage: FileStorageConfig;
  /** Largest file an upload route accepts, in bytes. */
  uploadMaxBytes: number;
}

/** FILE_STORAGE=local: a folder on this host; FILE_STORAGE=s3: a bucket every host reads. */
export type FileStorageConfig = { kind: 'local'; dir: string } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** An S3-compatible server's URL (MinIO, R2…); unset for AWS. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's own chain (instance or task role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

export interface ImportLimits {
  maxRows: number;
  maxColumns: number;
  /** Characters of one cell (Excel's own limit is 32,767). */
  maxCellChars: number;
  /** Bytes of an XLSX once unzipped (every entry inflated). */
  maxUnzippedBytes: number;
}

export interface PlacesConfig {
  /** Google Places Autocomplete (New) and Address Validation, when set. */
  googleKey: string | undefined;
  googlePlacesUrl: string;
  googleValidationUrl: string;
  /** A Nominatim-compatible /search (OpenStreetMap's, a self-hosted one, LocationIQ), when set. */
  nominatimUrl: string | undefined;
  /** LocationIQ's `key` parameter. */
  nominatimKey: string | undefined;
  /** Each outside call's time limit. */
  timeoutMs: number;
  /** How long a provider's answer is reused. */
  cacheTtlMs: number;
}

const TTL_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

function parsePlaces(env: NodeJS.ProcessEnv): PlacesConfig {
  const ttl = /^\s*(\d+)\s*([smhd])\s*$/.exec(env.PLACES_CACHE_TTL || '24h');
  if (!ttl)
    throw new Error(`PLACES_CACHE_TTL must be a duration such as 24h or 7d, got ${env.PLACES_CACHE_TTL}`);
  const timeoutMs = Number(env.PLACES_TIMEOUT_MS || 5000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1)
    throw new Error(`PLACES_TIMEOUT_MS must be milliseconds, got ${env.PLACES_TIMEOUT_MS}`);
  const url = (v: string | undefined) => v?.trim().replace(/\/+$/, '') || undefined;
  return {
    googleKey: env.GOOGLE_MAPS_API_KEY?.trim() || undefined,
    googlePlacesUrl: url(env.GOOGLE_PLACES_URL) ?? 'https://places.googleapis.com/v1',
    googleValidationUrl: url(env.GOOGLE_VALIDATION_URL) ?? 'https://addressvalidation.googleapis.com/v1',
    nominatimUrl: url(env.NOMINATIM_URL),
    nominatimKey: env.NOMINATIM_KEY?.trim() || undefined,
    timeoutMs,
    cacheTtlMs: Number(ttl[1]) * TTL_UNITS[ttl[2]!]!,
  };
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  discoveryUrl: string;
}

export const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';

export interface RateLimit {
  max: number;
  windowMs: number;
}

const UNIT_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `PUBLIC_FORM_LIMIT=5` (per 10 minutes) or `5/10m`, `20/1h`, `3/30s`; `name` and `fallback` for
 * the other limits. */
export function parseRateLimit(
  value: string | undefined,
  name = 'PUBLIC_FORM_LIMIT',
  fallback = '5/10m',
): RateLimit {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*([smh]))?\s*$/.exec(value || fallback);
  const max = Number(match?.[1]);
  const windowMs = match?.[2] ? Number(match[2]) * UNIT_MS[match[3]!]! : 600_000;
  if (!match || max < 1 || windowMs < 1000)
    throw new Error(`${name} must be a count per window such as 5/10m, got ${value}`);
  return { max, windowMs };
}

const BYTE_UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** A size in bytes: `1048576`, `512k`, `200m`, `1g` (binary units); `fallback` when unset. */
export function parseByteSize(value: string | undefined, name: string, fallback: number): number {
  if (!value?.trim()) return fallback;
  const match = /^\s*(\d+)\s*([kmg]?)b?\s*$/i.exec(value);
  const bytes = match ? Number(match[1]) * BYTE_UNITS[match[2]!.toLowerCase()]! : 0;
  if (!bytes) throw new Error(`${name} must be a size in bytes such as 200m, got ${value}`);
  return bytes;
}

/** A duration: `<n>s`, `<n>m`, `<n>h` or `<n>d`; `fallback` when unset. */
export function parseDuration(value: string | undefined, name: string, fallback: string): number {
  const match = /^\s*(\d+)\s*([smhd])\s*$/.exec(value?.trim() || fallback);
  const ms = match ? Number(match[1]) * TTL_UNITS[match[2]!]! : 0;
  if (!ms) throw new Error(`${name} must be a duration such as 30m, 8h or 7d, got ${value}`);
  return ms;
}

function parseGoogle(env: NodeJS.ProcessEnv): GoogleConfig | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret)
    throw new Error('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  return { clientId, clientSecret, discoveryUrl: env.GOOGLE_DISCOVERY_URL || GOOGLE_DISCOVERY_URL };
}

function parseSessionTimes(env: NodeJS.ProcessEnv): Pick<Config, 'sessionIdleMs' | 'sessionMaxAgeMs'> {
  const sessionIdleMs = parseDuration(env.SESSION_IDLE, 'SESSION_IDLE', '2h');
  const sessionMaxAgeMs = parseDuration(env.SESSION_MAX_AGE, 'SESSION_MAX_AGE', '7d');
  if (sessionIdleMs > sessionMaxAgeMs)
    throw new Error('SESSION_IDLE must not be longer than SESSION_MAX_AGE');
  return { sessionIdleMs, sessionMaxAgeMs };
}

function parseAdmin(env: NodeJS.ProcessEnv): Pick<Config, 'adminEmail' | 'adminPassword'> {
  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (adminPassword && !adminEmail) throw new Error('ADMIN_PASSWORD is set without ADMIN_EMAIL');
  return { adminEmail, adminPassword };
}

const origins = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);

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

// An address as staff write one in a setting: no spaces, one @, a dot in the domain.
const ADDRESS = /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;".]+$/;

/** `CONTACT_ALERT_TO=ana@firm.ca, luc@firm.ca`: addresses separated by commas, lowercased, each
 * once; none when unset or empty. */
export function parseAddressList(value: string | undefined, name: string): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((address) => !ADDRESS.test(address));
  if (bad !== undefined) throw new Error(`${name} must be email addresses separated by commas, got ${bad}`);
  return [...new Set(list)];
}

/** `PHONE_REGION=FR`: a region libphonenumber knows, in any case; CA when unset. */
function parsePhoneRegion(value: string | undefined): string {
  const region = value?.trim().toUpperCase() || 'CA';
  if (!isPhoneRegion(region))
    throw new Error(`PHONE_REGION must be a country code such as CA, US or FR, got ${value}`);
  return region;
}

/** `TIME_ZONE=America/Vancouver`: a zone this Node's Intl knows; America/Toronto when unset. */
function parseTimeZone(value: string | undefined): string {
  const zone = value?.trim() || 'America/Toronto';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as America/Toronto, got ${value}`);
  }
}

/** `on`/`off` (or true/false); `fallback` when unset. */
function parseOnOff(value: string | undefined, name: string, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (v === 'on' || v === 'true' || v === '1') return true;
  if (v === 'off' || v === 'false' || v === '0') return false;
  throw new Error(`${name} must be on or off, got ${value}`);
}

/** `DIGEST_HOUR=7`: an hour of the day, 0 to 23. */
function parseHour(value: string | undefined, fallback: number): number {
  if (!value?.trim()) return fallback;
  const hour = Number(value.trim());
  if (!Number.isInteger(hour) || hour < 0 || hour > 23)
    throw new Error(`DIGEST_HOUR must be an hour from 0 to 23, got ${value}`);
  return hour;
}

/** A whole number of at least 1; `fallback` when unset. */
function parseCount(value: string | undefined, name: string, fallback: number): number {
  if (!value?.trim()) return fallback;
  const count = Number(value.trim());
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`${name} must be a whole number of at least 1, got ${value}`);
  return count;
}

/** Failed rows a job keeps for its errors file (IMPORT_MAX_ERROR_ROWS' default). */
export const DEFAULT_IMPORT_MAX_ERROR_ROWS = 10_000;

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxRows: 1_000_000,
  maxColumns: 500,
  maxCellChars: 32_767,
  maxUnzippedBytes: 100 * 1024 * 1024,
};

function parseImportLimits(env: NodeJS.ProcessEnv): ImportLimits {
  const d = DEFAULT_IMPORT_LIMITS;
  return {
    maxRows: parseCount(env.IMPORT_MAX_ROWS, 'IMPORT_MAX_ROWS', d.maxRows),
    maxColumns: parseCount(env.IMPORT_MAX_COLUMNS, 'IMPORT_MAX_COLUMNS', d.maxColumns),
    maxCellChars: parseCount(env.IMPORT_MAX_CELL, 'IMPORT_MAX_CELL', d.maxCellChars),
    maxUnzippedBytes: parseByteSize(env.IMPORT_MAX_UNZIPPED, 'IMPORT_MAX_UNZIPPED', d.maxUnzippedBytes),
  };
}

/** `WORKERS=4`; `auto` is one a core. */
function parseWorkers(value: string | undefined): number {
  if (!value?.trim()) return 1;
  const workers = value.trim() === 'auto' ? availableParallelism() : Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`WORKERS must be a number of processes from 1 to 64 (or auto), got ${value}`);
  return workers;
}

/** Where the development key, the generated auth secret and the local files live: the SQLite
 * file's folder, else `data` in the working directory. */
export function dataFolder(databaseUrl: string): string {
  const file = databaseUrl.startsWith('sqlite:') ? databaseUrl.slice('sqlite:'.length) : '';
  return file && file !== ':memory:' ? dirname(file) : 'data';
}

function parseFileStorage(env: NodeJS.ProcessEnv, databaseUrl: string): FileStorageConfig {
  const kind = env.FILE_STORAGE?.trim().toLowerCase() || 'local';
  if (kind === 'local')
    return { kind, dir: env.FILE_STORAGE_DIR?.trim() || join(dataFolder(databaseUrl), 'files') };
  if (kind !== 's3') throw new Error(`FILE_STORAGE must be local or s3, got ${env.FILE_STORAGE}`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET, the bucket the files go in');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const endpoint = env.S3_ENDPOINT?.trim().replace(/\/+$/, '') || undefined;
  return {
    kind,
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // S3-compatible servers are most often reached by path (MinIO's default); AWS by host name.
    forcePathStyle: parseOnOff(env.S3_FORCE_PATH_STYLE, 'S3_FORCE_PATH_STYLE', !!endpoint),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL ?? 'sqlite:./data/crm.db';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    apiKeys: parseApiKeys(env.API_KEYS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CRM <no-reply@localhost>',
    mailTo: env.MAIL_TO ?? 'contact@localhost',
    contactAlertTo: parseAddressList(env.CONTACT_ALERT_TO, 'CONTACT_ALERT_TO'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webDist: env.WEB_DIST,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    demoData: env.DEMO_DATA !== 'false',
    responseCache: env.RESPONSE_CACHE !== 'false',
    publicFormLimit: parseRateLimit(env.PUBLIC_FORM_LIMIT),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    // Without PUBLIC_URL the site is http://localhost:<PORT>; a browser on 127.0.0.1 is the same.
    trustedOrigins: origins(env.TRUSTED_ORIGINS ?? (env.PUBLIC_URL ? '' : `http://127.0.0.1:${port}`)),
    authSecret: env.BETTER_AUTH_SECRET || undefined,
    google: parseGoogle(env),
    ...parseAdmin(env),
    signInLimit: parseRateLimit(env.SIGN_IN_LIMIT, 'SIGN_IN_LIMIT', '5/15m'),
    signUpLimit: parseRateLimit(env.SIGN_UP_LIMIT, 'SIGN_UP_LIMIT', '10/1h'),
    passwordResetLimit: parseRateLimit(env.PASSWORD_RESET_LIMIT, 'PASSWORD_RESET_LIMIT', '5/1h'),
    passwordHashing: SCRYPT_PARAMS,
    places: parsePlaces(env),
    importMaxBytes: parseByteSize(env.IMPORT_MAX_BYTES, 'IMPORT_MAX_BYTES', 200 * 1024 * 1024),
    importLimits: parseImportLimits(env),
    importMaxErrorRows: parseCount(
      env.IMPORT_MAX_ERROR_ROWS,
      'IMPORT_MAX_ERROR_ROWS',
      DEFAULT_IMPORT_MAX_ERROR_ROWS,
    ),
    exportLimit: {
      perUser: parseCount(env.EXPORT_LIMIT_PER_USER, 'EXPORT_LIMIT_PER_USER', 2),
      total: parseCount(env.EXPORT_LIMIT_TOTAL, 'EXPORT_LIMIT_TOTAL', 4),
    },
    ...parseSessionTimes(env),
    workers: parseWorkers(env.WORKERS),
    redisUrl: env.REDIS_URL?.trim() || undefined,
    redisPrefix: env.REDIS_PREFIX ?? 'crm:',
    phoneRegion: parsePhoneRegion(env.PHONE_REGION),
    timeZone: parseTimeZone(env.TIME_ZONE),
    reminders: parseOnOff(env.REMINDERS, 'REMINDERS', true),
    digestHour: parseHour(env.DIGEST_HOUR, 7),
    fileStorage: parseFileStorage(env, databaseUrl),
    uploadMaxBytes: parseByteSize(env.UPLOAD_MAX_BYTES, 'UPLOAD_MAX_BYTES', 25 * 1024 * 1024),
  };
}

/** The content of `file`, created with `bytes` random bytes (base64url) when missing. */
function generatedSecret(file: string, bytes: number): string {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** Without API_KEYS, a first run keeps one generated key in the data folder so the API can be
 * tried at once; production deployments set API_KEYS. */
export function developmentApiKey(file: string): ApiKey {
  return { name: 'development', key: generatedSecret(file, 24) };
}

/** Without BETTER_AUTH_SECRET, one generated secret kept in the data folder, so sessions survive a
 * restart; deployments with several servers set the same BETTER_AUTH_SECRET on each. */
export const generatedAuthSecret = (file: string): string => generatedSecret(file, 32);

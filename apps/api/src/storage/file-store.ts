// Where uploaded files live (ADR 0045): one small interface, a folder on local disk by default or
// an S3-compatible bucket where several hosts serve (open-file-store.ts picks one from the config).
// Callers keep the key in their own row; the store knows nothing of listings or deal rooms.
import type { Readable } from 'node:stream';
import { uuidv7 } from '../shared/uuid.js';

export interface StoredFile {
  /** The bytes. The caller must read it to the end or destroy it: on S3 it holds a connection. */
  body: Readable;
  size: number;
  /** As given to `put`. */
  contentType: string;
}

export interface FileStore {
  readonly kind: 'local' | 's3';
  /** For the start-up log: the folder, or `s3://bucket` and the endpoint. */
  readonly location: string;
  /** Stores the bytes under `key`, replacing any file there. Nothing is readable under the key
   * until every byte is stored: a body that fails half way leaves no file (and rejects). */
  put(key: string, body: Buffer | Readable, meta: { contentType: string }): Promise<{ size: number }>;
  /** The file, or null when there is none under `key`. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes the file; a key with no file is no error. */
  delete(key: string): Promise<void>;
  /** Releases connections (S3); the local store has none. */
  close?(): Promise<void>;
}

// Lowercase segments of letters, digits and hyphens, the last with one extension: no `..`, no
// absolute path, no backslash, no NUL, nothing a folder or URL could read another way.
const KEY = /^[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]{1,10}$/;
const MAX_KEY_LENGTH = 200;

/** Throws unless `key` has the form newFileKey makes. Every store method calls it first, so a key
 * made from a user's text never reaches the disk or the bucket. */
export function assertKey(key: string): void {
  if (typeof key !== 'string' || key.length > MAX_KEY_LENGTH || !KEY.test(key))
    throw new Error(`Not a file key: ${JSON.stringify(key)}`);
}

/** A new key: `newFileKey('listings/photos', 'jpg')` → `listings/photos/<uuid v7>.jpg`. The
 * prefix groups the files of one feature; the extension (`pdf` or `.PDF`) should come from the
 * file's detected type, never from the uploaded name. Throws if either is not of the key form. */
export function newFileKey(prefix: string, ext: string): string {
  const key = `${prefix.replace(/\/+$/, '')}/${uuidv7()}.${ext.replace(/^\./, '').toLowerCase()}`;
  assertKey(key);
  return key;
}

// One contract, two stores: what a listing's photos and a deal room's documents rely on must hold
// on a folder of this host and on an S3-compatible bucket (a real s3rver, over HTTP) alike.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { type FileStore, newFileKey } from './file-store.js';
import { createLocalFileStore } from './local-store.js';
import { createS3FileStore } from './s3-store.js';

const MiB = 1024 * 1024;
// S3's smallest part: a 6 MiB stream then goes up in two parts, as a large upload would.
const PART_SIZE = 5 * MiB;

interface Subject {
  store: FileStore;
  /** Another store on the same settings: a restart, or another host. */
  reopen(): FileStore;
  /** Every file under the local root (the s3 store has none to list). */
  files(): string[];
  close(): Promise<void>;
}

const SUBJECTS: [string, () => Promise<Subject>][] = [
  [
    'local',
    async () => {
      const tmp = mkdtempSync(join(tmpdir(), 'crm-store-'));
      const root = join(tmp, 'files');
      return {
        store: createLocalFileStore(root),
        reopen: () => createLocalFileStore(root),
        // From the folder above the root: a key escaping the root would show here too.
        files: () =>
          readdirSync(tmp, { recursive: true, encoding: 'utf8' }).filter((p) =>
            statSync(join(tmp, p)).isFile(),
          ),
        close: async () => rmSync(tmp, { recursive: true, force: true }),
      };
    },
  ],
  [
    's3',
    async () => {
      const s3: TestS3 = await startTestS3();
      const open = () => createS3FileStore(s3.config, { partSize: PART_SIZE });
      const store = open();
      return {
        store,
        reopen: open,
        files: () => [],
        close: async () => {
          await store.close?.();
          await s3.close();
        },
      };
    },
  ],
];

/** `total` random bytes in chunks of 64 KiB, failing with `fail` once they are sent. */
function source(total: number, fail?: Error): { stream: Readable; sha256: string } {
  const bytes = randomBytes(total);
  const chunks = function* () {
    for (let at = 0; at < total; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
    if (fail) throw fail;
  };
  return { stream: Readable.from(chunks()), sha256: sha256(bytes) };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function read(store: FileStore, key: string) {
  const file = await store.get(key);
  return file && { bytes: await buffer(file.body), size: file.size, contentType: file.contentType };
}

describe.each(SUBJECTS)('%s file store', (_kind, open) => {
  let subject: Subject;
  let store: FileStore;
  beforeAll(async () => {
    subject = await open();
    store = subject.store;
  });
  afterAll(() => subject.close());

  it('gives back the bytes, size and content type it was given, to another store on the same settings too', async () => {
    const key = newFileKey('listings', 'pdf');
    const bytes = Buffer.from('%PDF-1.7 offering memorandum');
    expect(await store.put(key, bytes, { contentType: 'application/pdf' })).toEqual({ size: bytes.length });
    const expected = { bytes, size: bytes.length, contentType: 'application/pdf' };
    expect(await read(store, key)).toEqual(expected);
    expect(await read(subject.reopen(), key)).toEqual(expected);
  });

  it('stores a 6 MiB stream whole, and an empty one', async () => {
    const key = newFileKey('deal-rooms/documents', 'pdf');
    const { stream, sha256: sent } = source(6 * MiB);
    expect(await store.put(key, stream, { contentType: 'application/pdf' })).toEqual({ size: 6 * MiB });
    const file = await read(store, key);
    expect(file?.size).toBe(6 * MiB);
    expect(sha256(file!.bytes)).toBe(sent);

    const empty = newFileKey('listings', 'txt');
    expect(await store.put(empty, Readable.from([]), { contentType: 'text/plain' })).toEqual({ size: 0 });
    expect(await read(store, empty)).toEqual({ bytes: Buffer.alloc(0), size: 0, contentType: 'text/plain' });
  });

  it('replaces a file put again under the same key', async () => {
    const key = newFileKey('listings/photos', 'jpg');
    await store.put(key, Buffer.from('first'), { contentType: 'image/jpeg' });
    await store.put(key, Buffer.from('second'), { contentType: 'image/webp' });
    expect(await read(store, key)).toEqual({
      bytes: Buffer.from('second'),
      size: 6,
      contentType: 'image/webp',
    });
  });

  it('answers null for a key with no file', async () => {
    expect(await store.get(newFileKey('listings', 'pdf'))).toBeNull();
  });

  it('deletes a file, and deleting a key with no file is no error', async () => {
    const key = newFileKey('listings', 'png');
    await store.put(key, Buffer.from('png'), { contentType: 'image/png' });
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    // Its content type's sidecar goes with it.
    const name = key.split('/').pop()!;
    expect(subject.files().filter((file) => file.includes(name))).toEqual([]);
    await expect(store.delete(key)).resolves.toBeUndefined();
    await expect(store.delete(newFileKey('never', 'png'))).resolves.toBeUndefined();
  });

  it('refuses every key newFileKey would not make, before touching the storage', async () => {
    const before = subject.files();
    const bad = [
      '../x',
      '../x.pdf',
      '/abs',
      '/etc/passwd.txt',
      'a\\b',
      'a\\b.pdf',
      '',
      'a\0b.pdf',
      'a/../b.pdf',
      'a//b.pdf',
      'a.b.pdf',
      'Listings/X.PDF',
      'x.pdf/',
      '.x.pdf',
      'x.pdf.meta',
      'x',
    ];
    for (const key of bad) {
      await expect(store.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        /Not a file key/,
      );
      await expect(store.get(key)).rejects.toThrow(/Not a file key/);
      await expect(store.delete(key)).rejects.toThrow(/Not a file key/);
    }
    expect(subject.files()).toEqual(before);
  });

  it('keeps nothing of a stream that fails half way, and an older file under the key intact', async () => {
    const before = subject.files();
    const key = newFileKey('deal-rooms/documents', 'pdf');
    // Past two parts: on S3 the multipart upload has begun, its parts are sent, then dropped.
    const failing = source(11 * MiB, new Error('client went away'));
    await expect(store.put(key, failing.stream, { contentType: 'application/pdf' })).rejects.toThrow(
      'client went away',
    );
    expect(await store.get(key)).toBeNull();
    // No temporary file or sidecar left behind in the folder.
    expect(subject.files()).toEqual(before);

    await store.put(key, Buffer.from('signed lease'), { contentType: 'application/pdf' });
    const again = source(MiB, new Error('disconnected'));
    await expect(store.put(key, again.stream, { contentType: 'text/plain' })).rejects.toThrow('disconnected');
    expect(await read(store, key)).toEqual({
      bytes: Buffer.from('signed lease'),
      size: 12,
      contentType: 'application/pdf',
    });
  });
});

describe('newFileKey', () => {
  it('makes distinct keys of the strict form under the prefix, with the extension in lowercase', () => {
    const keys = Array.from({ length: 1000 }, () => newFileKey('listings/photos', '.JPG'));
    expect(new Set(keys).size).toBe(1000);
    for (const key of keys)
      expect(key).toMatch(
        /^listings\/photos\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/,
      );
  });

  it('refuses a prefix or extension that would not make a key', () => {
    for (const [prefix, ext] of [
      ['../x', 'pdf'],
      ['/abs', 'pdf'],
      ['Listings', 'pdf'],
      ['a b', 'pdf'],
      ['listings', 'p.df'],
      ['listings', ''],
      ['listings', 'pdf/x'],
    ])
      expect(() => newFileKey(prefix!, ext!)).toThrow(/Not a file key/);
  });
});

describe('local file store on disk', () => {
  it('keeps its files readable by the server’s own account only', async () => {
    const root = mkdtempSync(join(tmpdir(), 'crm-store-'));
    try {
      const key = newFileKey('deal-rooms/documents', 'pdf');
      await createLocalFileStore(root).put(key, Buffer.from('nda'), { contentType: 'application/pdf' });
      expect(statSync(join(root, key)).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

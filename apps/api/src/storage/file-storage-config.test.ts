import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestApp } from '../test/harness.js';
import { openFileStore } from './open-file-store.js';

describe('file storage settings', () => {
  it('keeps files in a folder beside the SQLite file by default, uploads up to 25 MiB', () => {
    const config = loadConfig({});
    expect(config.fileStorage).toEqual({ kind: 'local', dir: 'data/files' });
    expect(config.uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(loadConfig({ DATABASE_URL: 'sqlite:/srv/crm/crm.db' }).fileStorage).toEqual({
      kind: 'local',
      dir: '/srv/crm/files',
    });
    // No SQLite file: the data folder the development key is kept in.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/crm' }).fileStorage).toEqual({
      kind: 'local',
      dir: 'data/files',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).fileStorage).toEqual({
      kind: 'local',
      dir: 'data/files',
    });
  });

  it('reads FILE_STORAGE_DIR and UPLOAD_MAX_BYTES', () => {
    const config = loadConfig({
      FILE_STORAGE: 'LOCAL',
      FILE_STORAGE_DIR: '/mnt/files',
      UPLOAD_MAX_BYTES: '100m',
    });
    expect(config.fileStorage).toEqual({ kind: 'local', dir: '/mnt/files' });
    expect(config.uploadMaxBytes).toBe(100 * 1024 * 1024);
    expect(() => loadConfig({ UPLOAD_MAX_BYTES: 'lots' })).toThrow(/UPLOAD_MAX_BYTES must be a size/);
  });

  it('reads the S3 settings, reaching an S3-compatible endpoint by path unless told otherwise', () => {
    const s3 = loadConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'crm-files',
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).fileStorage;
    expect(s3).toEqual({
      kind: 's3',
      bucket: 'crm-files',
      endpoint: 'https://minio.internal:9000',
      region: 'ca-central-1',
      credentials: { accessKeyId: 'AKIA', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: its region's default, the SDK's own credentials, bucket host names.
    expect(loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'b',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'b',
        S3_ENDPOINT: 'https://r2',
        S3_FORCE_PATH_STYLE: 'false',
      }).fileStorage,
    ).toMatchObject({ forcePathStyle: false });
  });

  it('refuses at start an S3 store without bucket, half a key pair or an unknown kind', () => {
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow('FILE_STORAGE=s3 needs S3_BUCKET');
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
    expect(() => loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 'ftp' })).toThrow('FILE_STORAGE must be local or s3, got ftp');
  });

  it('opens the store the settings name', async () => {
    const local = await openFileStore({ kind: 'local', dir: 'data/files' });
    expect([local.kind, local.location]).toEqual(['local', resolve('data/files')]);
    const s3 = await openFileStore(
      loadConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' }).fileStorage,
    );
    expect([s3.kind, s3.location]).toEqual(['s3', 's3://b at http://127.0.0.1:9']);
    await s3.close?.();
  });

  it('gives the app the configured store (the tests’: a folder of their own)', async () => {
    const test = await createTestApp('sqlite');
    try {
      const { fileStorage } = test.config;
      expect(fileStorage.kind).toBe('local');
      if (fileStorage.kind === 'local') expect(test.app.files.location).toBe(resolve(fileStorage.dir));
      expect(test.app.files.kind).toBe('local');
    } finally {
      await test.close();
    }
  });
});

// A real S3-compatible server in the test's own process (s3rver), its data in a folder of its own:
// the S3 file store is tested over HTTP as it runs against AWS, MinIO or R2.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config.js';

export interface TestS3 {
  /** FILE_STORAGE=s3 settings naming the server and its bucket. */
  config: S3StorageConfig;
  close(): Promise<void>;
}

export async function startTestS3(bucket = 'test'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'crm-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      kind: 's3',
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      // The keys s3rver checks signatures with.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

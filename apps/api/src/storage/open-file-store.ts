// The store the settings name (FILE_STORAGE): server.ts opens it once and hands it to buildApp.
import type { FileStorageConfig } from '../config.js';
import type { FileStore } from './file-store.js';
import { createLocalFileStore } from './local-store.js';

export async function openFileStore(config: FileStorageConfig): Promise<FileStore> {
  if (config.kind === 'local') return createLocalFileStore(config.dir);
  // Loaded only here: the AWS SDK adds ~90 ms and ~25 MB to each process that never uses it.
  const { createS3FileStore } = await import('./s3-store.js');
  return createS3FileStore(config);
}

// Files in an S3 bucket (AWS, or an S3-compatible server through S3_ENDPOINT): what every host
// behind the load balancer reads alike. S3 makes an object visible only once its upload completes,
// which gives the atomic write the local store builds by hand.

import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config.js';
import { assertKey, type FileStore, type StoredFile } from './file-store.js';

/** Bytes held in memory per upload: a stream longer than this goes up as a multipart upload, one
 * part at a time (S3's smallest part is 5 MiB), so a large file never sits whole in memory. */
export const DEFAULT_PART_SIZE = 8 * 1024 * 1024;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/** Reads `body` into parts of at least `partSize` bytes; yields each as soon as it is full. */
async function* parts(body: Readable, partSize: number): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    chunks.push(bytes);
    size += bytes.length;
    if (size >= partSize) {
      yield Buffer.concat(chunks, size);
      chunks = [];
      size = 0;
    }
  }
  if (size > 0 || chunks.length === 0) yield Buffer.concat(chunks, size);
}

export function createS3FileStore(config: S3StorageConfig, options: { partSize?: number } = {}): FileStore {
  const partSize = options.partSize ?? DEFAULT_PART_SIZE;
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    // Without keys, the SDK's own chain (an instance or task role, ~/.aws) supplies them.
    credentials: config.credentials,
    // The SDK's default checksums (since 3.729) send headers and chunked bodies that several
    // S3-compatible servers refuse; TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function putMultipart(key: string, body: AsyncIterable<Buffer>, contentType: string) {
    const { UploadId } = await client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
    );
    const done: { ETag: string | undefined; PartNumber: number }[] = [];
    let size = 0;
    try {
      for await (const part of body) {
        const PartNumber = done.length + 1;
        const { ETag } = await client.send(
          new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber, Body: part }),
        );
        done.push({ ETag, PartNumber });
        size += part.length;
      }
      await client.send(
        new CompleteMultipartUploadCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: done },
        }),
      );
      return size;
    } catch (error) {
      // Best effort: parts left behind are invisible but billed; a bucket lifecycle rule
      // (AbortIncompleteMultipartUpload) is the backstop (ADR 0045).
      await client
        .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
        .catch(() => {});
      throw error;
    }
  }

  return {
    kind: 's3',
    location: `s3://${bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,

    async put(key, body, meta) {
      assertKey(key);
      const putOne = async (bytes: Buffer) => {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: bytes,
            ContentLength: bytes.length,
            ContentType: meta.contentType,
          }),
        );
        return { size: bytes.length };
      };
      if (Buffer.isBuffer(body)) return putOne(body);
      const stream = parts(body, partSize);
      const first = await stream.next();
      const second = first.done ? first : await stream.next();
      // One part's worth or less: a single request.
      if (first.done || second.done) return putOne(first.value ?? Buffer.alloc(0));
      const all = (async function* () {
        yield first.value;
        yield second.value;
        yield* stream;
      })();
      return { size: await putMultipart(key, all, meta.contentType) };
    },

    async get(key): Promise<StoredFile | null> {
      assertKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered a body that is not a stream');
        return {
          body: answer.Body,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertKey(key);
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}

// Files in a folder on this host: the key is the path under the root. Each file is written to a
// temporary name beside it and renamed once complete, so a reader finds the whole file or none.
// Its content type is kept in a sidecar `<file>.meta` (JSON) rather than derived from the
// extension: get answers exactly what put was given, as S3 does, whatever the extension.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, type FileStore, type StoredFile } from './file-store.js';

const FALLBACK_TYPE = 'application/octet-stream';

// Keys hold exactly one dot and start with a letter or digit, so neither a sidecar
// (`x.pdf.meta`) nor a temporary file (`.x.pdf.<random>.tmp`) can ever be taken for a key.
const sidecar = (path: string) => `${path}.meta`;
const temporary = (path: string) =>
  join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Writes `body` to a temporary file beside `path`, removed again if the body fails. `flush`
 * syncs the bytes before the rename, so a power cut cannot leave the name on an empty file. */
async function writeTemporary(path: string, body: Buffer | Readable) {
  const tmp = temporary(path);
  // Owner-only: the deal room's documents are not for the host's other accounts.
  const out = createWriteStream(tmp, { flags: 'wx', mode: 0o600, flush: true });
  try {
    await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
    return { tmp, size: out.bytesWritten };
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

async function commit(tmp: string, path: string) {
  try {
    await rename(tmp, path);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
}

export function createLocalFileStore(root: string): FileStore {
  const dir = resolve(root);
  const pathOf = (key: string) => {
    assertKey(key);
    return join(dir, ...key.split('/'));
  };
  return {
    kind: 'local',
    location: dir,

    async put(key, body, meta) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Every byte first, then the type, then the name: a body failing half way changes nothing
      // (a file replaced keeps its old bytes), and a new file is never visible without its type.
      const data = await writeTemporary(path, body);
      try {
        const type = Buffer.from(JSON.stringify({ contentType: meta.contentType }));
        await commit((await writeTemporary(sidecar(path), type)).tmp, sidecar(path));
      } catch (error) {
        await rm(data.tmp, { force: true });
        throw error;
      }
      await commit(data.tmp, path);
      return { size: data.size };
    },

    async get(key): Promise<StoredFile | null> {
      const path = pathOf(key);
      // Opened first: a delete from now on cannot take the bytes from under the reader.
      const handle = await open(path, 'r').catch((error) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        const contentType = await readFile(sidecar(path), 'utf8').then(
          (text) => (JSON.parse(text) as { contentType?: string }).contentType ?? FALLBACK_TYPE,
          () => FALLBACK_TYPE,
        );
        return { body: handle.createReadStream(), size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(sidecar(path), { force: true });
    },
  };
}

import { randomFillSync } from 'node:crypto';

let lastMs = 0;
let counter = 0;
// Random bytes drawn 4 KB at a time: one call to the system's generator per 256 ids (the import
// makes two ids a row).
const pool = Buffer.alloc(4096);
let used = pool.length;

function random16(): Buffer {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = Buffer.from(pool.subarray(used, used + 16));
  used += 16;
  return bytes;
}

/** UUID version 7 (RFC 9562): time-ordered, so new rows land at the end of the uuid index.
 * A 12-bit counter in rand_a keeps ids generated within one millisecond in order. */
export function uuidv7(now = Date.now()): string {
  if (now <= lastMs) {
    counter = (counter + 1) & 0xfff;
    if (counter === 0) lastMs += 1;
    now = lastMs;
  } else {
    lastMs = now;
    counter = random16()[0]! & 0x7f;
  }
  const bytes = random16();
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A UUID typed in a URL, in its stored (lowercase) form; anything else names no record. */
export const uuidKey = (raw: string) => (isUuid(raw) ? raw.toLowerCase() : null);

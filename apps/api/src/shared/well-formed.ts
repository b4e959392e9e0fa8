// Text the API accepts must be well-formed Unicode: a lone UTF-16 surrogate ("\ud800" in JSON, an
// XML character reference in a spreadsheet) has no UTF-8 form, so SQLite would store bytes that
// are not UTF-8 and PostgreSQL would turn it into U+FFFD. Checked once over everything parsed from
// a request (plugins/well-formed-text.ts for /api/v1, Better Auth's hook in identity/auth.ts for
// /api/auth) and over import cells (imports/parse-import-file.ts), so no schema has to remember it.
import { hasLoneSurrogate, type MessageKey } from '@crm/shared';
import { AppError } from './app-error.js';

const MAX_DEPTH = 64;
const named = (key: string) => key.replace(/\p{Cs}/gu, '\ufffd');

/** The path (`a.b.0`) of the first string or key of `value` holding a lone surrogate, else null;
 * `''` when `value` itself is such a string. A bad key is named with U+FFFD in its place, so an
 * answer naming it is itself well-formed. */
export function loneSurrogatePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return hasLoneSurrogate(value) ? path : null;
  if (!value || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${named(key)}` : named(key);
    if (hasLoneSurrogate(key)) return at;
    const found = loneSurrogatePath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The field (path) → 'val.surrogate' of the first lone surrogate in any of `parts` (each named by
 * where it came from, the name used when the part is itself the bad string), or null. */
export function loneSurrogateField(parts: Record<string, unknown>): Record<string, MessageKey> | null {
  for (const [where, value] of Object.entries(parts)) {
    const path = loneSurrogatePath(value);
    if (path !== null) return { [path || where]: 'val.surrogate' };
  }
  return null;
}

/** 400 validation naming the field that holds a lone surrogate, if any. */
export function assertWellFormed(parts: Record<string, unknown>): void {
  const field = loneSurrogateField(parts);
  if (field) throw new AppError(400, 'validation', 'val.surrogate', field);
}

// The one mapping from a schema's refusals to field keys (a dotted path → its message key): the
// API's 400 bodies (route validation, the auth endpoints, the import form), the import's row errors
// and the portal's forms and search filters all read a refused value the same way.
import { asMessageKey, type MessageKey } from './messages.js';

/** What this mapping reads of an issue: zod's own, or Fastify's validation errors turned into it. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message?: string;
  readonly code: string;
  /** The names an `unrecognized_keys` issue refuses. */
  readonly keys?: readonly string[];
}

/** Each refused place's message key, the first issue of a place winning; a key the schema does not
 * know is refused at its own place with 'val.unknownField'; an issue of the whole value is filed
 * under `whole`. The shared schemas put a key in every issue; zod's default messages (a body that
 * is not an object, say) get 'val.invalid', an issue without a message 'val.required'. */
export function fieldKeysOf(issues: Iterable<FieldIssue>, whole = 'body'): Record<string, MessageKey> {
  const keys: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys' && issue.keys)
      for (const key of issue.keys) keys[path ? `${path}.${key}` : key] ??= 'val.unknownField';
    else keys[path || whole] ??= asMessageKey(issue.message ?? 'val.required');
  }
  return keys;
}

// What one history entry says, decided apart from its words (pure, so the rules are unit-tested):
// created or imported, the fields changed, a link added, retagged or removed with the record at its
// other end and its tag, a merge. The section turns it into the portal's labels and values.
import { type HistoryItem, PORTAL_KINDS } from '@crm/shared';
import { KINDS, type RecordKind } from '../../portal/record-kinds';

/** The portal's kind of each audit record type (the shared declaration's `audit`). */
export const KIND_OF_AUDIT: Readonly<Record<string, RecordKind>> = Object.fromEntries(
  KINDS.map((kind) => [PORTAL_KINDS[kind].audit, kind]),
);

export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/** One value a record merged away held. */
export interface KeptValue {
  field: string;
  value: unknown;
}

export type Described =
  | { what: 'created' | 'imported' | 'deleted' }
  | { what: 'changed'; changes: FieldChange[] }
  | { what: 'merge'; merged: string[]; changes: FieldChange[] }
  | { what: 'merged'; into: string | null; values: KeptValue[] }
  | {
      what: 'linked' | 'retagged' | 'unlinked';
      other: { kind: RecordKind; id: string; label: string | null } | null;
      /** The tag's field (role, type, relationship), its values, and for a relationship which way
       * it reads from this record ("Owner of" when this record is the link's first side). */
      field: string;
      old: string | null;
      new: string | null;
      direction: 'out' | 'in';
    };

const fieldChanges = (changes: HistoryItem['changes'], skip: string[] = []): FieldChange[] =>
  Object.entries(changes)
    .filter(([field]) => !skip.includes(field))
    .map(([field, change]) => ({ field, old: change.old, new: change.new }));

/** `id` is the record whose history this is, as the API names it. */
export function describeEntry(entry: HistoryItem, id: string): Described {
  if (!(entry.record_type in KIND_OF_AUDIT)) {
    const [field = '', change] = Object.entries(entry.changes)[0] ?? [];
    const what = entry.action === 'create' ? 'linked' : entry.action === 'delete' ? 'unlinked' : 'retagged';
    const other = entry.other && {
      kind: KIND_OF_AUDIT[entry.other.type] ?? 'entity',
      id: entry.other.id,
      label: entry.other.label,
    };
    return {
      what,
      other,
      field,
      old: (change?.old as string | null) ?? null,
      new: (change?.new as string | null) ?? null,
      direction: entry.record_id.startsWith(`${id}/`) ? 'out' : 'in',
    };
  }
  switch (entry.action) {
    case 'create':
      return { what: entry.actor.startsWith('import:') ? 'imported' : 'created' };
    case 'merge': {
      const merged = entry.changes.merged?.new;
      return {
        what: 'merge',
        merged: Array.isArray(merged) ? merged.filter((m): m is string => typeof m === 'string') : [],
        changes: fieldChanges(entry.changes, ['merged']),
      };
    }
    case 'merged': {
      const into = entry.changes.merged_into?.new;
      return { what: 'merged', into: typeof into === 'string' ? into : null, values: keptValues(entry) };
    }
    case 'delete':
      return { what: 'deleted' };
    default:
      return { what: 'changed', changes: fieldChanges(entry.changes) };
  }
}

/** The values a `merged` entry kept of the record merged away (the API writes each as an old value
 * with no new one). A flag that was off is left out: every flag is off unless set, and ten "No"s
 * would bury what the record held. */
export function keptValues(entry: Pick<HistoryItem, 'changes'>): KeptValue[] {
  return Object.entries(entry.changes)
    .filter(([field, change]) => field !== 'merged_into' && change.old !== false && change.old != null)
    .map(([field, change]) => ({ field, value: change.old }));
}

/** The actor, sorted into who it is: a staff member, an API key, an import job or a website form. */
export type Who =
  | { by: 'staff'; name: string | null }
  | { by: 'apiKey' | 'import'; name: string }
  | { by: 'contactForm' | 'showcaseForm' }
  | { by: 'other'; name: string };

export function whoOf(entry: Pick<HistoryItem, 'actor' | 'actor_name'>): Who {
  const [scheme, ...rest] = entry.actor.split(':');
  const name = rest.join(':');
  if (scheme === 'user') return { by: 'staff', name: entry.actor_name };
  if (scheme === 'api-key') return { by: 'apiKey', name };
  // A job's id is a UUID: its first block tells jobs apart on the import page's list.
  if (scheme === 'import') return { by: 'import', name: name.slice(0, 8) };
  if (entry.actor === 'public:contact') return { by: 'contactForm' };
  if (entry.actor === 'public:showcase') return { by: 'showcaseForm' };
  return { by: 'other', name: entry.actor };
}
